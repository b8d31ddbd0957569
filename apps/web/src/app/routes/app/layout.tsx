import { Link, Navigate, Outlet } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { useSession } from '@/features/session/hooks/use-session'
import { t } from '@/locales/id'
import { ThemeToggle } from '../../layout/theme-toggle'
import { UserMenu } from '../../layout/user-menu'
import { LoadingScreen } from '../../loading-screen'

/**
 * /app: the seller area. Signed-out visitors go to /; a user without a shop goes to create or
 * pick one, or to their pending invitation first (spec §4).
 */
export function AppLayout() {
  const session = useSession()
  if (session.isLoading) return <LoadingScreen />
  if (!session.isLoggedIn) return <Navigate to="/" replace />
  const hasShop = session.memberships.some((membership) => membership.kind === 'shop')
  if (!hasShop && session.pendingInvitationCount > 0) {
    return <Navigate to="/authentication/organization/approve" replace />
  }
  if (!session.vendor) return <Navigate to="/authentication/organization" replace />

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <Link to="/marketplace" aria-label={t.brand.homeLink}>
            <LogoMark />
          </Link>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{session.vendor.name}</p>
            <p className="text-muted-foreground text-xs">
              {t.app.workspace} · {t.roles[session.vendor.role]}
            </p>
          </div>
          <ThemeToggle />
          <UserMenu />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  )
}
