import { Navigate, Outlet } from 'react-router'
import { ShopAvatar } from '@/components/shop-avatar'
import { TooltipProvider } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { PhoneTopBar } from '../../layout/sidebar/phone-top-bar'
import { useSidebarCollapsed } from '../../layout/sidebar/use-sidebar-collapsed'
import { mainContentProps } from '../../layout/skip-to-content'
import { LoadingScreen } from '../../loading-screen'
import { SellerSidebar, SellerSidebarContent } from './shell/seller-sidebar'

const text = seller.shell

/**
 * /app: the seller area. Signed-out visitors go to /; a user without a shop goes to create or
 * pick one, or to their pending invitation first (spec §4). Wide screens get the sidebar; small
 * ones a top bar whose menu button opens the same sidebar as a drawer.
 */
export function AppLayout() {
  const session = useSession()
  const [collapsed, toggleCollapsed] = useSidebarCollapsed('seller')
  // Tailwind's `lg`. One of the two menus is rendered, never both: no hidden copy of the
  // sidebar's names sits in the page on a phone.
  const wide = useMediaQuery('(min-width: 64rem)')

  if (session.isLoading) return <LoadingScreen />
  if (!session.isLoggedIn) return <Navigate to="/" replace />
  const hasShop = session.memberships.some((membership) => membership.kind === 'shop')
  if (!hasShop && session.pendingInvitationCount > 0) {
    return <Navigate to={paths.auth.approveInvitation()} replace />
  }
  if (!session.activeShop) return <Navigate to={paths.auth.organization} replace />

  return (
    <TooltipProvider delayDuration={200} skipDelayDuration={300}>
      <div className="flex min-h-dvh bg-muted/40">
        {wide ? <SellerSidebar collapsed={collapsed} onToggle={toggleCollapsed} /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {wide ? null : <SellerPhoneTopBar />}
          <main
            {...mainContentProps}
            className="outline-none mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}

/** Small screens: the shop's name and a menu button that opens the sidebar as a drawer. */
function SellerPhoneTopBar() {
  const session = useSession()
  const activeShop = session.activeShop
  const isManager = session.role === 'owner' || session.role === 'admin'
  return (
    <PhoneTopBar
      home={paths.app.dashboard}
      title={activeShop?.name ?? ''}
      subtitle={activeShop ? common.roles[activeShop.role] : ''}
      avatar={
        <ShopAvatar
          name={activeShop?.name ?? ''}
          logoUrl={activeShop?.logoUrl}
          className="size-8 rounded-lg text-xs"
        />
      }
      menuTitle={text.menuTitle}
      alert={isManager && activeShop !== null && !activeShop.paymentConfig}
    >
      {(close) => <SellerSidebarContent onNavigate={close} />}
    </PhoneTopBar>
  )
}
