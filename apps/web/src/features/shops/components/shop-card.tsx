import { formatDateWib } from '@pasarprompt/contracts/format'
import type { ShopList } from '@pasarprompt/contracts/shops'
import { PrefetchLink } from '@/components/prefetch-link'
import { ShopAvatar } from '@/components/shop-avatar'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

/** A shop in the list of shops: name, address, description and since when it sells. */
export function ShopCard({ shop }: { shop: ShopList['items'][number] }) {
  return (
    <PrefetchLink
      to={paths.shop(shop.slug)}
      className="flex h-full gap-4 rounded-lg border bg-card p-5 transition-colors hover:border-primary/50"
    >
      <ShopAvatar name={shop.name} logoUrl={shop.logoUrl} />
      <div className="min-w-0">
        <h2 className="truncate font-semibold">{shop.name}</h2>
        <p className="text-muted-foreground text-xs">/{shop.slug}</p>
        <p className="mt-2 line-clamp-2 text-muted-foreground text-sm">
          {shop.description || common.shopNoDescription}
        </p>
        <p className="mt-2 text-muted-foreground text-xs">
          {marketplace.shops.since(formatDateWib(shop.createdAt))}
        </p>
      </div>
    </PrefetchLink>
  )
}
