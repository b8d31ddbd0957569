import { Outlet } from 'react-router'
import { SiteFooter } from '@/components/layout/site-footer'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { AccountHeader } from './account-header'
import { AccountSignedOut } from './account-signed-out'

/**
 * The account frame (spec §2 Account): its header with 'Akun' and the Profil/Pesanan tabs, then
 * the tab's page for a signed-in user, or 'Account not found' for a visitor.
 */
export function AccountLayout() {
  const session = useSession()
  return (
    <div className="flex min-h-dvh flex-col">
      <AccountHeader />
      <main className="flex-1">
        {session.isLoading ? (
          <div
            className="mx-auto grid max-w-4xl gap-4 px-4 py-10"
            role="status"
            aria-label={common.loading}
          >
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-64" />
          </div>
        ) : session.isLoggedIn ? (
          <Outlet />
        ) : (
          <AccountSignedOut />
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
