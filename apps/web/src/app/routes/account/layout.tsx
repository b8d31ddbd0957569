import { Outlet } from 'react-router'
import { SiteFooter } from '@/components/layout/site-footer'
import { useSession } from '@/lib/session/use-session'
import { mainContentProps } from '../../layout/skip-to-content'
import { LoadingScreen } from '../../loading-screen'
import { AccountHeader } from './account-header'
import { AccountSignedOut } from './account-signed-out'

/**
 * The account frame (spec §2 Account): its header with 'Akun' and the Profil/Pesanan tabs, then
 * the tab's page for a signed-in user, or 'Account not found' for a visitor. Until the session is
 * known it is the spec's loading screen, the centred logo with pulsing rings, as /app's is.
 */
export function AccountLayout() {
  const session = useSession()
  if (session.isLoading) return <LoadingScreen />
  return (
    <div className="flex min-h-dvh flex-col">
      <AccountHeader />
      <main {...mainContentProps} className="outline-none flex-1">
        {session.isLoggedIn ? <Outlet /> : <AccountSignedOut />}
      </main>
      <SiteFooter />
    </div>
  )
}
