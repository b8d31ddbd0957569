import { Heart, Menu } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { PrefetchLink } from '@/components/prefetch-link'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useCategories } from '@/features/catalog/api/list-categories'
import { useWishlist } from '@/features/wishlist/api/wishlist'
import { badgeCount } from '@/lib/badge-count'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { useRouteHandle } from '../route-handle'
import { KategoriMenu, type MenuCategory } from './kategori-menu'
import { SearchBox } from './search-box'
import { ThemeToggle } from './theme-toggle'

// Signed-in controls carry the auth client and menus; visitors never download them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })))
const AdminButton = lazy(() => import('./admin-button').then((m) => ({ default: m.AdminButton })))
// The phone menu's sheet (Radix's dialog, its focus trap and scroll lock) loads when first opened;
// a touch starts the download before the tap completes.
const loadMobileMenuSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(() =>
  loadMobileMenuSheet().then((m) => ({ default: m.MobileMenuSheet })),
)
const ChatTopBarButton = lazy(() =>
  import('@/features/chat/components/chat-top-bar-button').then((m) => ({
    default: m.ChatTopBarButton,
  })),
)
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
)

/** The top bar of the marketplace, home, page and payment routes (spec §2). */
export function TopBar() {
  // Every featured category, an empty one with its 0 (spec §2: featured categories with their
  // prompt count): featuring is the admin's choice, and a category can empty after it was made.
  const categories = useCategories(true).data ?? []
  // Phones get one search box a page: this one, unless the page searches something else itself.
  const pageSearches = useRouteHandle('ownSearch')
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.marketplace.home}
          className="flex shrink-0 items-center gap-2"
          aria-label={common.brand.homeLink}
        >
          <LogoMark />
          <span className="hidden font-bold text-lg tracking-tight sm:inline">
            {common.brand.name}
          </span>
        </Link>
        <SearchBox className="mx-2 hidden max-w-md flex-1 md:flex" />
        <nav aria-label={common.topBar.navLabel} className="hidden items-center lg:flex">
          <KategoriMenu categories={categories} />
          <Button asChild variant="ghost">
            <Link to={paths.marketplace.shops}>{common.topBar.shops}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.marketplace.guide}>{common.topBar.guide}</Link>
          </Button>
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <SignedInChat />
          <WishlistButton />
          <SignedInBell />
          <ThemeToggle />
          <AccountButtons />
          <SignedInMenu />
          <MobileMenu categories={categories} />
        </div>
      </div>
      {pageSearches ? null : (
        <div className="px-4 pb-3 md:hidden">
          <SearchBox />
        </div>
      )}
    </header>
  )
}

function WishlistButton() {
  const badge = badgeCount(useWishlist().productIds.length)
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={paths.marketplace.wishlist} aria-label={common.topBar.wishlist(badge)}>
        <Heart aria-hidden="true" />
        {badge ? (
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center font-semibold text-[11px] text-primary-foreground leading-5">
            {badge}
          </span>
        ) : null}
      </Link>
    </Button>
  )
}

/**
 * Pages no one is sent back to: the sign-in pages themselves, the front doors, and a payment's
 * pages (a guest's opens by a token in its address, which must not travel in a mailed link).
 */
const AUTH_PAGES =
  /^\/(sign-in|sign-up|verify-email|reset-password|forgot-password|authentication|payment|marketplace\/?$|$)/

/**
 * Masuk and Daftar when signed out, in the bar at every width (smaller on phones, so they fit
 * beside the icons down to 320 px, WCAG's reflow width); APP (and ADMIN for admin-organisation
 * members) when signed in, in the bar from 768 px and in the menu sheet's foot below that.
 */
function AccountButtons() {
  const session = useSession()
  const location = useLocation()
  if (session.isLoading) return null
  if (!session.isLoggedIn) {
    // Signing in or up from a prompt page (or a shop's) comes back to it.
    const here = AUTH_PAGES.test(location.pathname)
      ? null
      : `${location.pathname}${location.search}`
    const compact = 'h-9 px-2.5 sm:px-3 md:h-10 md:px-4'
    return (
      <div className="flex items-center gap-0.5 sm:gap-1 md:ml-1 md:gap-2">
        <Button asChild variant="outline" className={compact}>
          <PrefetchLink to={paths.auth.signIn(here)}>{common.topBar.signIn}</PrefetchLink>
        </Button>
        <Button asChild className={compact}>
          <PrefetchLink to={paths.auth.signUp({ redirect: here })}>
            {common.topBar.signUp}
          </PrefetchLink>
        </Button>
      </div>
    )
  }
  return <WorkspaceButtons className="hidden md:flex" />
}

/** APP, and ADMIN for members of an admin organisation (spec §2). */
function WorkspaceButtons({
  className,
  stacked = false,
}: {
  className?: string
  stacked?: boolean
}) {
  const session = useSession()
  return (
    <div className={cn('items-center gap-2', stacked && 'flex flex-col items-stretch', className)}>
      {session.adminOrganizationId ? (
        <Suspense fallback={null}>
          <AdminButton />
        </Suspense>
      ) : null}
      <Button asChild>
        <PrefetchLink to={paths.app.root}>{common.topBar.app}</PrefetchLink>
      </Button>
    </div>
  )
}

/** The buyer's chats, for signed-in users only. */
function SignedInChat() {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? (
    <Suspense fallback={<span className="size-10" />}>
      <ChatTopBarButton />
    </Suspense>
  ) : null
}

/** The notifications bell, for signed-in users only (phones too). */
function SignedInBell() {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? (
    <Suspense fallback={<span className="size-10" />}>
      <NotificationBell />
    </Suspense>
  ) : null
}

function SignedInMenu() {
  const { isLoggedIn } = useSession()
  return isLoggedIn ? (
    <Suspense fallback={<span className="size-9" />}>
      <UserMenu />
    </Suspense>
  ) : null
}

function MobileMenu({ categories }: { categories: MenuCategory[] }) {
  const { isLoggedIn } = useSession()
  const [open, setOpen] = useState(false)
  // The sheet stays mounted after its first opening, so it can close (and hand focus back).
  const [opened, setOpened] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  // Whatever link inside was followed, the menu closes once the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname, location.search])
  return (
    <>
      {/* Radix's dialog trigger, by hand: the same button and state with no dialog code loaded. */}
      <Button
        ref={trigger}
        type="button"
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={common.topBar.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerDown={loadMobileMenuSheet}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            categories={categories}
            footer={
              isLoggedIn ? (
                <div className="border-t pt-4 md:hidden">
                  <WorkspaceButtons stacked />
                </div>
              ) : null
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
