import {
  ArrowLeftRight,
  ChartColumn,
  FileStack,
  Globe,
  LayoutDashboard,
  Package,
  ReceiptText,
  Settings,
  Users,
  Wallet,
} from 'lucide-react'
import { paths } from '@/config/paths'
import { useChatUnread } from '@/features/chat/api/chat'
import { useSession } from '@/lib/session/use-session'
import { seller } from '@/locales/id/seller'
import {
  type SidebarItem,
  SidebarNavLink,
  SidebarUnavailableItem,
} from '../../../layout/sidebar/sidebar-nav-link'

const text = seller.shell

interface NavItem extends SidebarItem {
  /** Owners and admins only: members see no money (DESIGN.md §4); they see it disabled. */
  managersOnly?: boolean
}

/** The spec's seven sections (§2 Seller area), in its order. */
const sections: NavItem[] = [
  { to: paths.app.dashboard, label: text.nav.dashboard, icon: LayoutDashboard },
  { to: paths.app.products(), label: text.nav.product, icon: Package },
  { to: paths.app.orders(), label: text.nav.order, icon: ReceiptText },
  {
    to: paths.app.transactions,
    label: text.nav.transaction,
    icon: ArrowLeftRight,
    managersOnly: true,
  },
  { to: paths.app.statistics, label: text.nav.statistics, icon: ChartColumn },
  { to: paths.app.settings, label: text.nav.setting, icon: Settings },
  { to: paths.app.payout, label: text.nav.payout, icon: Wallet, managersOnly: true },
]

/** The shop's public side: its page, its prompts by content status, its buyers. */
const storefront: NavItem[] = [
  { to: paths.app.microsite, label: text.nav.microsite, icon: Globe },
  { to: paths.app.content, label: text.nav.content, icon: FileStack },
  { to: paths.app.customers, label: text.nav.customer, icon: Users },
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
  // The spec's red dot: payouts need a bank account first (only those who can add one see it).
  const needsPaymentConfig =
    isManager && session.activeShop !== null && !session.activeShop.paymentConfig
  // Unread customer chats counted on Customer, near the top: the channel list itself may sit
  // below the fold on a laptop's screen (issue 28).
  const unreadChats = useChatUnread('shop').data?.channels ?? 0

  // Every section is listed; a member's are disabled with the reason (the server refuses them
  // anyway), so the sidebar shows the spec's seven sections to everyone.
  const renderItem = (item: NavItem) => (
    <li key={item.to}>
      {item.managersOnly && !isManager ? (
        <SidebarUnavailableItem item={item} collapsed={collapsed} reason={text.managersOnly} />
      ) : (
        <SidebarNavLink
          item={item}
          collapsed={collapsed}
          onNavigate={onNavigate}
          alert={item.to === paths.app.payout && needsPaymentConfig ? text.noPaymentConfig : null}
          badge={item.to === paths.app.customers ? unreadChats : 0}
        />
      )}
    </li>
  )

  return (
    <nav aria-label={text.navLabel} className="grid gap-4">
      <ul className="grid gap-0.5">{sections.map(renderItem)}</ul>
      <div className="grid gap-1.5">
        {collapsed ? (
          <hr className="mx-3 border-border" />
        ) : (
          <p className="px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider">
            {text.storefrontGroup}
          </p>
        )}
        <ul className="grid gap-0.5" aria-label={text.storefrontGroup}>
          {storefront.map(renderItem)}
        </ul>
      </div>
    </nav>
  )
}
