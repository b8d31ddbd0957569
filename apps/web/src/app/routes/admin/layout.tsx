import { ShieldCheck } from 'lucide-react'
import { Navigate, Outlet } from 'react-router'
import { TooltipProvider } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useAdminAccess } from '@/lib/session/use-admin-access'
import { useSession } from '@/lib/session/use-session'
import { admin } from '@/locales/id/admin'
import { PhoneTopBar } from '../../layout/sidebar/phone-top-bar'
import { useSidebarCollapsed } from '../../layout/sidebar/use-sidebar-collapsed'
import { mainContentProps } from '../../layout/skip-to-content'
import { LoadingScreen } from '../../loading-screen'
import { AdminSidebar, AdminSidebarContent } from './shell/admin-sidebar'

/**
 * /admin: only while the active organisation is an admin organisation (spec §4, §5). The server
 * checks again on every call; here the page waits for that answer before it shows anything.
 * Wide screens get the collapsible sidebar; small ones a top bar with the same menu as a drawer.
 */
export function AdminLayout() {
  const session = useSession()
  const access = useAdminAccess(session.isPlatformAdmin ? session.organizationId : null)
  const [collapsed, toggleCollapsed] = useSidebarCollapsed('admin')
  const wide = useMediaQuery('(min-width: 64rem)')
  if (session.isLoading) return <LoadingScreen label={admin.loadingAccess} />
  if (!session.isLoggedIn || !session.isPlatformAdmin) return <Navigate to="/" replace />
  if (access.isPending) return <LoadingScreen label={admin.loadingAccess} />
  if (access.error) return <Navigate to="/" replace />

  const waiting =
    access.data.waiting.reviewQueue +
    access.data.waiting.openPayouts +
    access.data.waiting.waitlist +
    access.data.waiting.affiliateFlags
  return (
    <TooltipProvider delayDuration={200} skipDelayDuration={300}>
      <div className="flex min-h-dvh bg-muted/40">
        {wide ? (
          <AdminSidebar access={access.data} collapsed={collapsed} onToggle={toggleCollapsed} />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {wide ? null : (
            <PhoneTopBar
              home={paths.admin.dashboard}
              title={access.data.organizationName}
              subtitle={admin.area}
              avatar={
                <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <ShieldCheck className="size-4" aria-hidden="true" />
                </span>
              }
              menuTitle={admin.nav.label}
              alert={waiting > 0}
            >
              {(close) => <AdminSidebarContent access={access.data} onNavigate={close} />}
            </PhoneTopBar>
          )}
          <main
            {...mainContentProps}
            className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
          >
            <Outlet context={access.data} />
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}
