import { Navigate, Outlet } from 'react-router'
import { useAdminAccess } from '@/features/admin/api/admin-access'
import { useSession } from '@/features/session/hooks/use-session'
import { t } from '@/locales/id'
import { WorkspaceHeader } from '../../layout/workspace-header'
import { LoadingScreen } from '../../loading-screen'

/**
 * /admin: only while the active organisation is an admin organisation (spec §4, §5). The server
 * checks again on every call; here the page waits for that answer before it shows anything.
 */
export function AdminLayout() {
  const session = useSession()
  const access = useAdminAccess(session.isPlatformAdmin ? session.organizationId : null)
  if (session.isLoading) return <LoadingScreen label={t.admin.loadingAccess} />
  if (!session.isLoggedIn || !session.isPlatformAdmin) return <Navigate to="/" replace />
  if (access.isPending) return <LoadingScreen label={t.admin.loadingAccess} />
  if (access.error) return <Navigate to="/" replace />

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkspaceHeader title={access.data.organizationName} subtitle={t.admin.area} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet context={access.data} />
      </main>
    </div>
  )
}
