import { Navigate, Outlet } from 'react-router'
import { useSession } from '@/features/session/hooks/use-session'
import { t } from '@/locales/id'
import { WorkspaceHeader } from '../../layout/workspace-header'
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
      <WorkspaceHeader
        title={session.vendor.name}
        subtitle={`${t.app.workspace} · ${t.roles[session.vendor.role]}`}
      />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  )
}
