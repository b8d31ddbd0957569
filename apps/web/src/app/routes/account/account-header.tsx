import { Handshake, House, Menu, Moon, Receipt, Sun, User } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { useAffiliateMemberships } from '@/features/affiliates/api/get-affiliate-memberships'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { setTheme, useTheme } from '@/lib/theme'
import { account } from '@/locales/id/account'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'
import { ThemeToggle } from '../../layout/theme-toggle'

const UserMenu = lazy(() => import('../../layout/user-menu').then((m) => ({ default: m.UserMenu })))

const text = account.frame

/** The two tabs (spec §2 Account); the second path segment says which one is open. */
const TABS = [
  { segment: '', to: paths.account.profile, label: text.profile, Icon: User },
  { segment: 'order', to: paths.account.orders, label: text.orders, Icon: Receipt },
] as const
/** The affiliate's tab (issue 14), beside the spec's two only for someone in a programme. */
const AFFILIATE_TAB = {
  segment: 'affiliate',
  to: paths.account.affiliate,
  label: affiliatesText.account.tab,
  Icon: Handshake,
} as const

/** `/account/order/…` → 'order'; `/account` and `/account/` → ''. */
export const activeTabSegment = (pathname: string) => pathname.split('/')[2] ?? ''

/** The spec's tabs, and 'Afiliasi' for a user with a programme (or already on that page). */
function useTabs(active: string) {
  const memberships = useAffiliateMemberships()
  const affiliate = active === AFFILIATE_TAB.segment || (memberships.data?.length ?? 0) > 0
  return affiliate ? [...TABS, AFFILIATE_TAB] : TABS
}

/**
 * The account frame's header: 'Akun', the home button, the theme toggle and the avatar button
 * on wide screens; a 'Menu' sheet from the right on small ones (< 768 px). Tabs below.
 */
export function AccountHeader() {
  const { isLoggedIn } = useSession()
  const active = activeTabSegment(useLocation().pathname)
  const tabs = useTabs(active)
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4">
        <Link to={paths.marketplace.home} className="shrink-0" aria-label={common.brand.homeLink}>
          <LogoMark />
        </Link>
        <h1 className="font-bold text-xl tracking-tight">{text.title}</h1>
        <div className="ml-auto hidden items-center gap-1 md:flex">
          <Button asChild variant="ghost">
            <Link to={paths.root}>
              <House aria-hidden="true" />
              {text.home}
            </Link>
          </Button>
          <ThemeToggle />
          {isLoggedIn ? (
            <Suspense fallback={<span className="size-9" />}>
              <UserMenu />
            </Suspense>
          ) : null}
        </div>
        <AccountMenuSheet active={active} tabs={tabs} />
      </div>
      <nav aria-label={text.tabsLabel} className="mx-auto flex max-w-4xl gap-1 px-4">
        {tabs.map(({ segment, to, label, Icon }) => {
          const current = active === segment
          return (
            // A plain link: the second path segment, not the router's matching, says which is open.
            <Link
              key={segment}
              to={to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                '-mb-px flex items-center gap-2 border-b-2 px-4 py-3 font-medium text-sm transition-colors',
                current
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          )
        })}
      </nav>
    </header>
  )
}

/** Small screens: Home, the tabs and the theme toggle, in a sheet from the right. */
function AccountMenuSheet({ active, tabs }: { active: string; tabs: ReturnType<typeof useTabs> }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const theme = useTheme()
  // Whatever link inside was followed, the sheet closes once the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname])
  const item = 'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent'
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="ml-auto md:hidden" aria-label={text.openMenu}>
          <Menu aria-hidden="true" />
          {text.menu}
        </Button>
      </SheetTrigger>
      <SheetContent title={text.menu} closeLabel={text.closeMenu}>
        <nav aria-label={text.menu}>
          <ul className="grid gap-1">
            <li>
              <Link to={paths.root} className={item}>
                <House className="size-4" aria-hidden="true" />
                {text.home}
              </Link>
            </li>
            {tabs.map(({ segment, to, label, Icon }) => (
              <li key={segment}>
                <Link
                  to={to}
                  aria-current={active === segment ? 'page' : undefined}
                  className={cn(item, active === segment && 'bg-accent text-primary')}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={cn(item, 'w-full')}
                onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
              >
                {theme === 'dark' ? (
                  <Sun className="size-4" aria-hidden="true" />
                ) : (
                  <Moon className="size-4" aria-hidden="true" />
                )}
                {theme === 'dark' ? text.themeLight : text.themeDark}
              </button>
            </li>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  )
}
