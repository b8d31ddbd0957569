import { formatRupiah } from '@pasarprompt/contracts/format'
import { SHOP_STATUSES, ShopStatus, shopStatusLabels } from '@pasarprompt/contracts/shops-for-admin'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { paths } from '@/config/paths'
import { useAdminShops } from '@/features/shops/api/list-admin-shops'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** /admin/toko: every shop by status, name or address. */
export function AdminShopsPage() {
  const [statusParam, setStatus] = useSearchParam('status')
  const status = ShopStatus.safeParse(statusParam).data
  const { q, search, setSearch } = useSearchParamText()
  const shops = useAdminShops({ status, q: q || undefined })
  const items = shops.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.statusLegend}
        options={SHOP_STATUSES}
        label={(option) => shopStatusLabels[option]}
        value={status}
        onChange={setStatus}
        allLabel={text.all}
      />
      <SearchField value={search} onChange={setSearch} text={text} />
      <ListStates query={shops} empty={items.length === 0} emptyText={text.empty}>
        <ListCard dimmed={shops.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((shop) => (
              <li
                key={shop.id}
                className="relative grid gap-2 px-4 py-3 hover:bg-muted/40 sm:grid-cols-[1fr_auto]"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.admin.shop(shop.id)}
                    className="font-medium hover:underline after:absolute after:inset-0"
                  >
                    {shop.name}
                  </Link>{' '}
                  <span
                    className={cn(
                      'ml-1 rounded-full border px-2 py-0.5 text-xs',
                      shop.status !== 'active' && 'border-destructive/40 text-destructive',
                    )}
                  >
                    {shopStatusLabels[shop.status]}
                  </span>
                  <p className="truncate text-muted-foreground text-xs">
                    /{shop.slug} · {text.members(shop.memberCount)} ·{' '}
                    {text.published(shop.publishedCount)}
                  </p>
                </div>
                <p className="text-muted-foreground text-xs sm:text-right">
                  {text.available}{' '}
                  <span className="font-semibold text-foreground text-sm tabular-nums">
                    {formatRupiah(shop.balance.available)}
                  </span>
                  <br />
                  {text.held} {formatRupiah(shop.balance.held)} · {text.reserved}{' '}
                  {formatRupiah(shop.balance.reserved)}
                </p>
              </li>
            ))}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={shops} label={text.more} />
    </div>
  )
}
