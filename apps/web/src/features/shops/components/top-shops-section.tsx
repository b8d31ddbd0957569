import { Link } from 'react-router'
import { HomeSection } from '@/components/layout/home-section'
import { ShopAvatar } from '@/components/shop-avatar'
import { paths } from '@/config/paths'
import { marketplace } from '@/locales/id/marketplace'
import { usePublicShops } from '../api/public-shops'

/** The four best-selling shops, with a link to all shops. */
export function TopShopsSection() {
  const shops = usePublicShops('', 'terlaris')
  const items = shops.data?.pages[0]?.items.slice(0, 4) ?? []
  if (items.length === 0) return null
  return (
    <HomeSection id="toko" title={marketplace.home.shops} more={paths.marketplace.shops}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((shop) => (
          <li key={shop.slug}>
            <Link
              to={paths.shop(shop.slug)}
              className="flex h-full items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/50"
            >
              <ShopAvatar name={shop.name} logoUrl={shop.logoUrl} />
              <span className="min-w-0">
                <span className="block truncate font-semibold">{shop.name}</span>
                <span className="line-clamp-2 text-muted-foreground text-xs">
                  {shop.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
