import { Menu } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet'
import { TooltipProvider } from '@/components/ui/tooltip'
import { useSession } from '@/features/session/hooks/use-session'
import { ShopAvatar } from '@/features/shops/components/shop-avatar'
import { useMediaQuery } from '@/hooks/use-media-query'
import { t } from '@/locales/id'
import { LoadingScreen } from '../../loading-screen'
import { SellerSidebar, SellerSidebarContent } from './shell/seller-sidebar'
import { useSidebarCollapsed } from './shell/use-sidebar-collapsed'

const text = t.sellerShell

/**
 * /app: the seller area. Signed-out visitors go to /; a user without a shop goes to create or
 * pick one, or to their pending invitation first (spec §4). Wide screens get the sidebar; small
 * ones a top bar whose menu button opens the same sidebar as a drawer.
 */
export function AppLayout() {
  const session = useSession()
  const [collapsed, toggleCollapsed] = useSidebarCollapsed()
  // Tailwind's `lg`. One of the two menus is rendered, never both: no hidden copy of the
  // sidebar's names sits in the page on a phone.
  const wide = useMediaQuery('(min-width: 64rem)')

  if (session.isLoading) return <LoadingScreen />
  if (!session.isLoggedIn) return <Navigate to="/" replace />
  const hasShop = session.memberships.some((membership) => membership.kind === 'shop')
  if (!hasShop && session.pendingInvitationCount > 0) {
    return <Navigate to="/authentication/organization/approve" replace />
  }
  if (!session.vendor) return <Navigate to="/authentication/organization" replace />

  return (
    <TooltipProvider delayDuration={200} skipDelayDuration={300}>
      <div className="flex min-h-dvh bg-muted/40">
        {wide ? <SellerSidebar collapsed={collapsed} onToggle={toggleCollapsed} /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {wide ? null : <PhoneTopBar />}
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}

/** Small screens: the shop's name and a menu button that opens the sidebar as a drawer. */
function PhoneTopBar() {
  const session = useSession()
  const [open, setOpen] = useState(false)
  const location = useLocation()
  // Whatever was followed inside the drawer, it closes once the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname])

  const vendor = session.vendor
  const isManager = session.role === 'owner' || session.role === 'admin'
  const needsPaymentConfig = isManager && vendor !== null && !vendor.paymentConfig
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger
          className="relative flex size-10 items-center justify-center rounded-md hover:bg-accent"
          aria-label={text.openMenu}
        >
          <Menu className="size-5" aria-hidden="true" />
          {needsPaymentConfig ? (
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-card"
            />
          ) : null}
        </SheetTrigger>
        <SheetContent
          title={text.menuTitle}
          closeLabel={text.closeMenu}
          className="right-auto left-0 w-72 border-r border-l-0 bg-card p-4"
        >
          <SellerSidebarContent onNavigate={() => setOpen(false)} />
        </SheetContent>
      </Sheet>
      <Link to="/app/dashboard" className="flex min-w-0 flex-1 items-center gap-2.5">
        <ShopAvatar name={vendor?.name ?? ''} className="size-8 rounded-lg text-xs" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-sm leading-tight">{vendor?.name}</span>
          <span className="block text-muted-foreground text-xs leading-tight">
            {vendor ? t.roles[vendor.role] : ''}
          </span>
        </span>
      </Link>
      <Link to="/marketplace" aria-label={t.brand.homeLink} className="shrink-0">
        <LogoMark className="size-7" />
      </Link>
    </header>
  )
}
