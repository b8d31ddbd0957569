import { Check, ChevronsUpDown, Plus } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ShopAvatar } from '@/components/shop-avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { setActiveShop } from '@/features/shops/api/set-active-shop'
import { cn } from '@/lib/cn'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.shell

/** `/app/product/123` → `/app/product`: an id of the old shop means nothing in the new one. */
const sectionOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/') || paths.app.root

/** The spec's organisation switcher: the user's shops; picking one makes it the active shop. */
export function ShopSwitcher({
  collapsed = false,
  onSwitched,
}: {
  collapsed?: boolean
  onSwitched?: (() => void) | undefined
}) {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [switching, setSwitching] = useState(false)
  const shops = session.memberships.filter((membership) => membership.kind === 'shop')
  const current = session.activeShop

  const switchTo = async (organizationId: string, name: string) => {
    if (organizationId === current?.organizationId) return
    setSwitching(true)
    const { error } = await setActiveShop(organizationId)
    if (error) {
      setSwitching(false)
      toast({ title: error.message || common.errors.generic, variant: 'destructive' })
      return
    }
    // The session and every cached answer (the shop, its prompts, its balance) belonged to the
    // shop that was active: all of it is fetched again for the new one.
    await refreshSession()
    setSwitching(false)
    toast({ title: text.switched(name) })
    onSwitched?.()
    navigate(sectionOf(location.pathname))
  }

  const name = current?.name ?? ''
  return (
    <DropdownMenu>
      <Tooltip label={`${text.switchShop}: ${name}`} disabled={!collapsed}>
        <DropdownMenuTrigger
          disabled={switching}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg border bg-background p-2 text-left shadow-xs transition-colors hover:bg-accent disabled:opacity-60',
            collapsed && 'justify-center border-transparent bg-transparent p-1 shadow-none',
          )}
        >
          <ShopAvatar
            name={name}
            logoUrl={current?.logoUrl}
            className="size-9 rounded-lg text-sm"
          />
          {/* The name is what the button does, then the words it shows (the shop and the role). */}
          <span className="sr-only">{`${text.switchShop}: `}</span>
          {collapsed ? (
            <span className="sr-only">{name}</span>
          ) : (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-sm">{name}</span>{' '}
                <span className="block text-muted-foreground text-xs">
                  {current ? common.roles[current.role] : ''}
                </span>
              </span>
              <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
            </>
          )}
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="start" side={collapsed ? 'right' : 'bottom'} className="w-64">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          {text.yourShops}
        </DropdownMenuLabel>
        {shops.map((shop) => (
          <DropdownMenuItem
            key={shop.organizationId}
            onSelect={() => void switchTo(shop.organizationId, shop.name)}
          >
            <ShopAvatar
              name={shop.name}
              logoUrl={shop.logoUrl}
              className="size-7 rounded-md text-[11px]"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{shop.name}</span>
              <span className="block text-muted-foreground text-xs">{common.roles[shop.role]}</span>
            </span>
            {shop.organizationId === current?.organizationId ? (
              <Check className="text-primary" aria-hidden="true" />
            ) : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.auth.organization)}>
          <Plus aria-hidden="true" />
          {text.openOrCreate}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
