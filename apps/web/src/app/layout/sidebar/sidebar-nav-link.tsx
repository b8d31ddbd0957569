import { Lock, type LucideIcon } from 'lucide-react'
import { useId } from 'react'
import { NavLink } from 'react-router'
import { Tooltip } from '@/components/ui/tooltip'
import { cn } from '@/lib/cn'

export interface SidebarItem {
  to: string
  label: string
  icon: LucideIcon
  /** Active only on this exact path (not on the pages under it). */
  end?: boolean
}

/**
 * One section in a workspace sidebar; `collapsed` shows the icon only, named by a tooltip and
 * hidden text. An `alert` (something needs doing) is a red dot; a `badge` counts waiting work.
 */
export function SidebarNavLink({
  item,
  collapsed,
  onNavigate,
  alert = null,
  badge = 0,
  nested = false,
}: {
  item: SidebarItem
  collapsed: boolean
  onNavigate?: (() => void) | undefined
  alert?: string | null
  badge?: number
  /** A submenu entry: indented under its group. */
  nested?: boolean
}) {
  const shownBadge = badge > 99 ? '99+' : String(badge)
  const extra = alert ?? (badge > 0 ? shownBadge : null)
  return (
    <Tooltip label={extra ? `${item.label} · ${extra}` : item.label} disabled={!collapsed}>
      <NavLink
        to={item.to}
        end={item.end ?? false}
        onClick={onNavigate}
        // The name holds the words shown: "Prompt 3" with a count (the space between the label's
        // and the badge's text keeps them two words, as axe reads them); the red dot's reason in
        // parentheses (the dot itself shows no text).
        aria-label={
          alert ? `${item.label} (${alert})` : extra ? `${item.label} ${extra}` : undefined
        }
        className={({ isActive }) =>
          cn(
            'group relative flex h-9 items-center gap-3 rounded-md px-3 text-sm transition-colors',
            'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            isActive &&
              'bg-primary/10 font-semibold text-primary hover:bg-primary/15 hover:text-primary',
            collapsed && 'justify-center px-0',
            nested && !collapsed && 'pl-9',
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
              {(alert || badge > 0) && collapsed ? (
                <RedDot className="-top-1 -right-1 absolute" />
              ) : null}
            </span>
            {collapsed ? (
              <span className="sr-only">{item.label}</span>
            ) : (
              <span className="flex-1 truncate">{item.label}</span>
            )}
            {alert && !collapsed ? <RedDot title={alert} /> : null}
            {badge > 0 && !collapsed ? (
              <>
                {' '}
                <span
                  aria-hidden="true"
                  className="min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground leading-5"
                >
                  {shownBadge}
                </span>
              </>
            ) : null}
          </>
        )}
      </NavLink>
    </Tooltip>
  )
}

/**
 * A section the signed-in member may not open, shown rather than hidden so the sidebar keeps its
 * shape (spec §2, "the seven section buttons"): greyed, with a lock, not a link anywhere. The
 * `reason` is its description for screen readers (aria-describedby) and a tooltip on hover, on
 * keyboard focus and on a tap.
 */
export function SidebarUnavailableItem({
  item,
  collapsed,
  reason,
}: {
  item: SidebarItem
  collapsed: boolean
  reason: string
}) {
  const reasonId = useId()
  return (
    <>
      {/* Expanded, the row is too wide for a label beside it on a phone's drawer: above it. */}
      <Tooltip
        label={collapsed ? `${item.label} · ${reason}` : reason}
        side={collapsed ? 'right' : 'top'}
        openOnClick
      >
        {/* biome-ignore lint/a11y/useValidAnchor: a disabled link (WAI-ARIA APG) has no href: focusable, named, going nowhere */}
        <a
          role="link"
          aria-disabled="true"
          tabIndex={0}
          aria-describedby={reasonId}
          data-testid="nav-unavailable"
          className={cn(
            'flex h-9 cursor-not-allowed items-center gap-3 rounded-md px-3 text-muted-foreground/70 text-sm',
            collapsed && 'justify-center px-0',
          )}
        >
          <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
          {collapsed ? (
            <span className="sr-only">{item.label}</span>
          ) : (
            <>
              <span className="flex-1 truncate">{item.label}</span>
              <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            </>
          )}
        </a>
      </Tooltip>
      {/* Hidden, yet still the link's description: read once, after its name. */}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  )
}

function RedDot({ className, title }: { className?: string; title?: string }) {
  return (
    <span
      data-testid="nav-alert-dot"
      title={title}
      aria-hidden="true"
      className={cn('size-2.5 shrink-0 rounded-full bg-destructive ring-2 ring-card', className)}
    />
  )
}
