import {
  ArrowLeftRight,
  ChartColumn,
  FileStack,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  Package,
  ReceiptText,
  Settings,
  Users,
  Wallet,
} from 'lucide-react'
import { NavLink } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { useSession } from '@/features/session/hooks/use-session'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.sellerShell

interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  /** Owners and admins only: members see no money (DESIGN.md §4). */
  managersOnly?: boolean
}

/** The spec's seven sections (§2 Seller area), in its order. */
const sections: NavItem[] = [
  { to: '/app/dashboard', label: text.nav.dashboard, icon: LayoutDashboard },
  { to: '/app/product', label: text.nav.product, icon: Package },
  { to: '/app/order', label: text.nav.order, icon: ReceiptText },
  { to: '/app/transaction', label: text.nav.transaction, icon: ArrowLeftRight, managersOnly: true },
  { to: '/app/statistics', label: text.nav.statistics, icon: ChartColumn },
  { to: '/app/setting', label: text.nav.setting, icon: Settings },
  { to: '/app/payout', label: text.nav.payout, icon: Wallet, managersOnly: true },
]

/** The shop's public side: its page, its prompts by content status, its buyers. */
const storefront: NavItem[] = [
  { to: '/app/microsite', label: text.nav.microsite, icon: Globe },
  { to: '/app/content', label: text.nav.content, icon: FileStack },
  { to: '/app/customer', label: text.nav.customer, icon: Users },
]

/** The sidebar's sections; `collapsed` shows icons only, named by tooltips and hidden text. */
export function SellerNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean
  onNavigate?: (() => void) | undefined
}) {
  const session = useSession()
  const isManager = session.role === 'owner' || session.role === 'admin'
  const visible = (item: NavItem) => !item.managersOnly || isManager
  // The spec's red dot: payouts need a bank account first. Members see no Payout at all.
  const needsPaymentConfig = isManager && session.vendor !== null && !session.vendor.paymentConfig

  const renderItem = (item: NavItem) => (
    <li key={item.to}>
      <SellerNavLink
        item={item}
        collapsed={collapsed}
        onNavigate={onNavigate}
        alert={item.to === '/app/payout' && needsPaymentConfig ? text.noPaymentConfig : null}
      />
    </li>
  )

  return (
    <nav aria-label={text.navLabel} className="grid gap-4">
      <ul className="grid gap-0.5">{sections.filter(visible).map(renderItem)}</ul>
      <div className="grid gap-1.5">
        {collapsed ? (
          <hr className="mx-3 border-border" />
        ) : (
          <p className="px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider">
            {text.storefrontGroup}
          </p>
        )}
        <ul className="grid gap-0.5" aria-label={text.storefrontGroup}>
          {storefront.filter(visible).map(renderItem)}
        </ul>
      </div>
    </nav>
  )
}

function SellerNavLink({
  item,
  collapsed,
  onNavigate,
  alert,
}: {
  item: NavItem
  collapsed: boolean
  onNavigate?: (() => void) | undefined
  /** Something needs doing here: a red dot, and these words for screen readers. */
  alert: string | null
}) {
  return (
    <Tooltip label={alert ? `${item.label} · ${alert}` : item.label} disabled={!collapsed}>
      <NavLink
        to={item.to}
        onClick={onNavigate}
        aria-label={alert ? `${item.label} (${alert})` : undefined}
        className={({ isActive }) =>
          cn(
            'group relative flex h-9 items-center gap-3 rounded-md px-3 text-sm transition-colors',
            'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            isActive &&
              'bg-primary/10 font-semibold text-primary hover:bg-primary/15 hover:text-primary',
            collapsed && 'justify-center px-0',
          )
        }
      >
        {({ isActive }) => (
          <>
            {isActive ? (
              <span
                aria-hidden="true"
                className="-left-3 absolute inset-y-1.5 w-1 rounded-r-full bg-primary"
              />
            ) : null}
            <span className="relative flex">
              <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
              {alert && collapsed ? <RedDot className="-top-1 -right-1 absolute" /> : null}
            </span>
            {collapsed ? (
              <span className="sr-only">{item.label}</span>
            ) : (
              <span className="flex-1 truncate">{item.label}</span>
            )}
            {alert && !collapsed ? <RedDot title={alert} /> : null}
          </>
        )}
      </NavLink>
    </Tooltip>
  )
}

function RedDot({ className, title }: { className?: string; title?: string }) {
  return (
    <span
      data-testid="payout-dot"
      title={title}
      aria-hidden="true"
      className={cn('size-2.5 shrink-0 rounded-full bg-destructive ring-2 ring-card', className)}
    />
  )
}
