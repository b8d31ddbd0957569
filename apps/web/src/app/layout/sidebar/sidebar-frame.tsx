import { ChevronsLeft, ChevronsRight, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { ThemeToggle } from '../theme-toggle'
import { SidebarUserButton } from './sidebar-user-button'

/**
 * The wide screens' sidebar of a workspace (/app, /admin): sticky, with the logo, the area's
 * name and the notifications bell, collapsible to icons by the handle on its edge.
 */
export function SidebarFrame({
  collapsed,
  onToggle,
  areaName,
  children,
}: {
  collapsed: boolean
  onToggle: () => void
  areaName: string
  children: ReactNode
}) {
  const ToggleIcon = collapsed ? ChevronsRight : ChevronsLeft
  const toggleLabel = collapsed ? common.sidebar.expand : common.sidebar.collapse
  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r bg-card p-3 transition-[width] duration-200',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className="flex items-center gap-1">
        <Link
          to={paths.marketplace.home}
          aria-label={collapsed ? common.brand.homeLink : undefined}
          className={cn(
            'flex h-10 min-w-0 flex-1 items-center gap-2.5 px-1',
            collapsed && 'justify-center',
          )}
        >
          <LogoMark className="shrink-0" />
          {collapsed ? null : (
            <span className="min-w-0">
              <span className="block truncate font-bold leading-tight tracking-tight">
                {common.brand.name}
              </span>
              <span className="block truncate font-medium text-[11px] text-primary uppercase leading-tight tracking-wider">
                {areaName}
              </span>
            </span>
          )}
        </Link>
        {collapsed ? null : (
          <NotificationBell side="right" align="start" className="mr-2 shrink-0" />
        )}
      </div>
      <Tooltip label={toggleLabel} disabled={!collapsed}>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={toggleLabel}
          className="-right-3 absolute top-5 z-10 flex size-6 items-center justify-center rounded-full border bg-card text-muted-foreground shadow-sm transition-colors hover:bg-accent hover:text-foreground"
        >
          <ToggleIcon className="size-3.5" aria-hidden="true" />
        </button>
      </Tooltip>
      {children}
    </aside>
  )
}

/** A quiet link in the sidebar's foot (the shop's page, the marketplace). */
export function SidebarFooterLink({
  collapsed,
  label,
  icon,
  children,
}: {
  collapsed: boolean
  label: string
  icon: ReactNode
  children: (className: string, content: ReactNode) => ReactNode
}) {
  const className = cn(
    'flex h-9 items-center gap-3 rounded-md px-3 text-muted-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground [&_svg]:size-[18px] [&_svg]:shrink-0',
    collapsed && 'justify-center px-0',
  )
  const content = (
    <>
      <span aria-hidden="true" className="flex">
        {icon}
      </span>
      {collapsed ? (
        <span className="sr-only">{label}</span>
      ) : (
        <span className="truncate">{label}</span>
      )}
    </>
  )
  return (
    <Tooltip label={label} disabled={!collapsed}>
      {children(className, content)}
    </Tooltip>
  )
}

/**
 * The sidebar's foot: extra links, the marketplace, who is signed in and the theme toggle (and
 * the notifications bell while collapsed; expanded, it sits beside the logo).
 */
export function SidebarFoot({
  collapsed,
  onNavigate,
  links,
}: {
  collapsed: boolean
  onNavigate?: (() => void) | undefined
  links?: ReactNode
}) {
  return (
    <>
      <div className="grid gap-0.5 border-t pt-3">
        {links}
        <SidebarFooterLink
          collapsed={collapsed}
          label={common.sidebar.marketplace}
          icon={<Store />}
        >
          {(className, content) => (
            <Link to={paths.marketplace.home} className={className} onClick={onNavigate}>
              {content}
            </Link>
          )}
        </SidebarFooterLink>
      </div>
      <div className={cn('flex items-center gap-1', collapsed && 'flex-col-reverse')}>
        <div className={cn('min-w-0 flex-1', collapsed && 'flex-none')}>
          <SidebarUserButton collapsed={collapsed} />
        </div>
        {collapsed ? <NotificationBell side="right" align="end" /> : null}
        <ThemeToggle />
      </div>
    </>
  )
}
