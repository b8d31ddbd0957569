import { ExternalLink } from 'lucide-react'
import { paths } from '@/config/paths'
import { SidebarChannels, SidebarChannelsButton } from '@/features/chat/components/sidebar-channels'
import { useSession } from '@/lib/session/use-session'
import { seller } from '@/locales/id/seller'
import { SidebarFoot, SidebarFooterLink, SidebarFrame } from '../../../layout/sidebar/sidebar-frame'
import { SellerNav } from './seller-nav'
import { ShopSwitcher } from './shop-switcher'

const text = seller.shell

/**
 * Everything the seller sidebar holds, top to bottom: the shop switcher, the sections, the
 * customer channels, the way out to the shop's page and the marketplace, and who is signed in.
 * Used by the wide sidebar (which may be `collapsed` to icons) and by the phone drawer.
 */
export function SellerSidebarContent({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean
  onNavigate?: (() => void) | undefined
}) {
  const session = useSession()
  const slug = session.activeShop?.slug
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <ShopSwitcher collapsed={collapsed} onSwitched={onNavigate} />
      <div className="-mx-3 grid min-h-0 flex-1 content-start gap-4 overflow-y-auto px-3">
        <SellerNav collapsed={collapsed} onNavigate={onNavigate} />
        {collapsed ? <SidebarChannelsButton /> : <SidebarChannels onNavigate={onNavigate} />}
      </div>
      <SidebarFoot
        collapsed={collapsed}
        onNavigate={onNavigate}
        links={
          slug ? (
            <SidebarFooterLink collapsed={collapsed} label={text.viewShop} icon={<ExternalLink />}>
              {(className, content) => (
                <a href={paths.shop(slug)} target="_blank" rel="noopener" className={className}>
                  {content}
                </a>
              )}
            </SidebarFooterLink>
          ) : null
        }
      />
    </div>
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
  return (
    <SidebarFrame collapsed={collapsed} onToggle={onToggle} areaName={text.sellerCentre}>
      <SellerSidebarContent collapsed={collapsed} />
    </SidebarFrame>
  )
}
