import { ChevronsLeft, ChevronsRight, ExternalLink, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Tooltip } from '@/components/ui/tooltip'
import { useSession } from '@/features/session/hooks/use-session'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'
import { ThemeToggle } from '../../../layout/theme-toggle'
import { SellerNav } from './seller-nav'
import { ShopSwitcher } from './shop-switcher'
import { SidebarUserButton } from './sidebar-user-button'

const text = t.sellerShell

/**
 * Everything the seller sidebar holds, top to bottom: the shop switcher, the sections, the way
 * out to the shop's page and the marketplace, and who is signed in. Used by the wide sidebar
 * (which may be `collapsed` to icons) and by the phone drawer.
 */
export function SellerSidebarContent({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean
  onNavigate?: (() => void) | undefined
}) {
  const session = useSession()
  const slug = session.vendor?.slug
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <ShopSwitcher collapsed={collapsed} onSwitched={onNavigate} />
      <div className="-mx-3 min-h-0 flex-1 overflow-y-auto px-3">
        <SellerNav collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      <div className="grid gap-0.5 border-t pt-3">
        {slug ? (
          <FooterLink collapsed={collapsed} label={text.viewShop} icon={<ExternalLink />}>
            {(className, content) => (
              <a href={`/${slug}`} target="_blank" rel="noopener" className={className}>
                {content}
              </a>
            )}
          </FooterLink>
        ) : null}
        <FooterLink collapsed={collapsed} label={text.marketplace} icon={<Store />}>
          {(className, content) => (
            <Link to="/marketplace" className={className} onClick={onNavigate}>
              {content}
            </Link>
          )}
        </FooterLink>
      </div>
      <div className={cn('flex items-center gap-1', collapsed && 'flex-col-reverse')}>
        <div className={cn('min-w-0 flex-1', collapsed && 'flex-none')}>
          <SidebarUserButton collapsed={collapsed} />
        </div>
        <ThemeToggle />
      </div>
    </div>
  )
}

function FooterLink({
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

/** The wide screens' sidebar: sticky, collapsible to icons by the handle on its edge. */
export function SellerSidebar({
  collapsed,
  onToggle,
}: {
  collapsed: boolean
  onToggle: () => void
}) {
  const ToggleIcon = collapsed ? ChevronsRight : ChevronsLeft
  const toggleLabel = collapsed ? text.expand : text.collapse
  return (
    <aside
      className={cn(
        'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r bg-card p-3 transition-[width] duration-200',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <Link
        to="/marketplace"
        aria-label={t.brand.homeLink}
        className={cn('flex h-10 min-w-0 items-center gap-2.5 px-1', collapsed && 'justify-center')}
      >
        <LogoMark className="shrink-0" />
        {collapsed ? null : (
          <span className="min-w-0">
            <span className="block truncate font-bold leading-tight tracking-tight">
              {t.brand.name}
            </span>
            <span className="block truncate font-medium text-[11px] text-primary uppercase leading-tight tracking-wider">
              {text.sellerCentre}
            </span>
          </span>
        )}
      </Link>
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
      <SellerSidebarContent collapsed={collapsed} />
    </aside>
  )
}
