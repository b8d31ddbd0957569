import type { AdminAccess } from '@pasarprompt/contracts/session'
import {
  Banknote,
  CreditCard,
  FileClock,
  Fingerprint,
  FlaskConical,
  Landmark,
  LayoutDashboard,
  MessageSquareWarning,
  Package,
  Percent,
  ReceiptText,
  ScrollText,
  Store,
  Tags,
  UserPlus,
} from 'lucide-react'
import type { z } from 'zod'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'
import { SidebarFoot, SidebarFrame } from '../../../layout/sidebar/sidebar-frame'
import { type SidebarItem, SidebarNavLink } from '../../../layout/sidebar/sidebar-nav-link'

const text = admin.nav

type Access = z.infer<typeof AdminAccess>

interface Group {
  label: string
  icon: SidebarItem['icon']
  items: (SidebarItem & { badge?: (access: Access) => number })[]
}

type Entry = (SidebarItem & { badge?: (access: Access) => number }) | Group

/** The admin sections (spec §2 Admin area); an item may have a submenu. */
const entries: Entry[] = [
  {
    to: paths.admin.dashboard,
    label: text.dashboard,
    icon: LayoutDashboard,
    // The dashboard holds the affiliate flags (issue 26).
    badge: (access) => access.waiting.affiliateFlags,
  },
  { to: paths.admin.orders, label: text.order, icon: ReceiptText },
  {
    to: paths.admin.complaints,
    label: text.complaints,
    icon: MessageSquareWarning,
    badge: (access) => access.waiting.complaints,
  },
  { to: paths.admin.shops, label: text.shops, icon: Store },
  {
    to: paths.admin.products,
    label: text.product,
    icon: Package,
    badge: (access) => access.waiting.reviewQueue,
  },
  { to: paths.admin.categories, label: text.categories, icon: Tags },
  { to: paths.admin.commission, label: text.commission, icon: Percent },
  { to: paths.admin.tries, label: text.tries, icon: FlaskConical },
  { to: paths.admin.audit, label: text.audit, icon: FileClock },
  { to: paths.admin.leaks, label: text.leaks, icon: Fingerprint },
  { to: paths.admin.tax, label: text.tax, icon: Landmark },
  {
    to: paths.admin.waitlist,
    label: text.waitlist,
    icon: UserPlus,
    badge: (access) => access.waiting.waitlist,
  },
  {
    label: text.payments,
    icon: CreditCard,
    items: [
      { to: paths.admin.paymentLogs, label: text.logs, icon: ScrollText, end: true },
      {
        to: paths.admin.payouts,
        label: text.payout,
        icon: Banknote,
        badge: (access) => access.waiting.openPayouts,
      },
    ],
  },
]

/** The admin sidebar's content: sections with their waiting-work badges, then the foot. */
export function AdminSidebarContent({
  access,
  collapsed = false,
  onNavigate,
}: {
  access: Access
  collapsed?: boolean
  onNavigate?: (() => void) | undefined
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <p
        className={
          collapsed
            ? 'sr-only'
            : 'truncate rounded-md border bg-muted/40 px-3 py-2 font-medium text-sm'
        }
      >
        {access.organizationName}
      </p>
      <nav aria-label={text.label} className="-mx-3 min-h-0 flex-1 overflow-y-auto px-3">
        <ul className="grid gap-0.5">
          {entries.map((entry) =>
            'items' in entry ? (
              <li key={entry.label} className="grid gap-0.5">
                {collapsed ? (
                  <hr className="mx-3 my-1 border-border" />
                ) : (
                  <p className="flex h-9 items-center gap-3 px-3 text-muted-foreground text-sm">
                    <entry.icon className="size-[18px]" aria-hidden="true" />
                    {entry.label}
                  </p>
                )}
                <ul className="grid gap-0.5" aria-label={entry.label}>
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <SidebarNavLink
                        item={item}
                        nested
                        collapsed={collapsed}
                        onNavigate={onNavigate}
                        badge={item.badge?.(access) ?? 0}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.to}>
                <SidebarNavLink
                  item={entry}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                  badge={entry.badge?.(access) ?? 0}
                />
              </li>
            ),
          )}
        </ul>
      </nav>
      <SidebarFoot collapsed={collapsed} onNavigate={onNavigate} />
    </div>
  )
}

export function AdminSidebar({
  access,
  collapsed,
  onToggle,
}: {
  access: Access
  collapsed: boolean
  onToggle: () => void
}) {
  return (
    <SidebarFrame collapsed={collapsed} onToggle={onToggle} areaName={admin.areaName}>
      <AdminSidebarContent access={access} collapsed={collapsed} />
    </SidebarFrame>
  )
}
