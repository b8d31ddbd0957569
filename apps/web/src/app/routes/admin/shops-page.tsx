import { SHOP_STATUSES, ShopStatus, shopStatusLabels } from '@pasarprompt/contracts/admin-shops'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminShops } from '@/features/admin/api/orders-and-shops'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.admin.shops

/** /admin/toko: every shop by status, name or address. */
export function AdminShopsPage() {
  const [params, setParams] = useSearchParams()
  const status = ShopStatus.safeParse(params.get('status')).data
  const { q, search, setSearch } = useSearchParamText()
  const shops = useAdminShops({ status, q: q || undefined })
  const items = shops.data?.pages.flatMap((page) => page.items) ?? []

  const choose = (next: ShopStatus | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next) updated.set('status', next)
        else updated.delete('status')
        return updated
      },
      { replace: true },
    )

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${t.admin.area}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{text.statusLegend}</legend>
        {([undefined, ...SHOP_STATUSES] as (ShopStatus | undefined)[]).map((option) => (
          <Button
            key={option ?? 'all'}
            size="sm"
            variant={option === status ? 'default' : 'outline'}
            aria-pressed={option === status}
            onClick={() => choose(option)}
          >
            {option ? shopStatusLabels[option] : text.all}
          </Button>
        ))}
      </fieldset>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={text.searchPlaceholder}
        label={text.searchLabel}
        clearLabel={text.clearSearch}
      />
      {shops.error ? (
        <Alert variant="destructive">{shops.error.message}</Alert>
      ) : shops.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : items.length === 0 ? (
        <Alert>{text.empty}</Alert>
      ) : (
        <Card
          className={cn(
            'overflow-hidden transition-opacity',
            shops.isPlaceholderData && 'opacity-60',
          )}
        >
          <ul className="divide-y">
            {items.map((shop) => (
              <li
                key={shop.id}
                className="relative grid gap-2 px-4 py-3 hover:bg-muted/40 sm:grid-cols-[1fr_auto]"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/toko/${shop.id}`}
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
        </Card>
      )}
      {shops.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={shops.isFetchingNextPage}
          onClick={() => void shops.fetchNextPage()}
        >
          {shops.isFetchingNextPage ? t.processing : text.more}
        </Button>
      ) : null}
    </div>
  )
}
