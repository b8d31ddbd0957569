import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { ORDER_STATUSES, OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import type { SellerOrder } from '@pasarprompt/contracts/seller-orders'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useShopOrders } from '@/features/seller-orders/api/orders'
import { useSession } from '@/features/session/hooks/use-session'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.sellerOrders

/** /app/order: the shop's orders by status, searchable; any member, money for managers only. */
export function OrdersPage() {
  const session = useSession()
  const canSeeMoney = session.role === 'owner' || session.role === 'admin'
  const [params, setParams] = useSearchParams()
  const status = OrderStatus.safeParse(params.get('status')).data
  const { q, search, setSearch } = useSearchParamText()
  const orders = useShopOrders(session.organizationId, { status, q: q || undefined })
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  const choose = (next: OrderStatus | undefined) =>
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
      <title>{`${text.title} — ${session.vendor?.name ?? t.brand.name}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
      <div className="grid gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{text.statusLegend}</legend>
          {([undefined, ...ORDER_STATUSES] as (OrderStatus | undefined)[]).map((option) => (
            <Button
              key={option ?? 'all'}
              size="sm"
              variant={option === status ? 'default' : 'outline'}
              aria-pressed={option === status}
              onClick={() => choose(option)}
            >
              {option ? orderStatusLabels[option] : text.all}
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
      </div>
      {!canSeeMoney ? <p className="text-muted-foreground text-sm">{text.memberNote}</p> : null}

      {orders.error ? (
        <Alert variant="destructive">{orders.error.message}</Alert>
      ) : orders.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : items.length === 0 ? (
        <Alert>{q ? text.emptySearch(q) : text.empty}</Alert>
      ) : (
        <Card
          className={cn(
            'overflow-hidden transition-opacity',
            orders.isPlaceholderData && 'opacity-60',
          )}
        >
          <table className="w-full text-sm">
            <thead className="hidden bg-muted/50 text-left text-muted-foreground md:table-header-group">
              <tr>
                <th className="px-4 py-2 font-medium">{text.columns.order}</th>
                <th className="px-4 py-2 font-medium">{text.columns.buyer}</th>
                <th className="px-4 py-2 font-medium">{text.columns.status}</th>
                <th className="px-4 py-2 text-right font-medium">{text.columns.price}</th>
                {canSeeMoney ? (
                  <>
                    <th className="px-4 py-2 text-right font-medium">
                      <abbr title={text.feesNote} className="no-underline">
                        {text.columns.fees}
                      </abbr>
                    </th>
                    <th className="px-4 py-2 text-right font-medium">{text.columns.net}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((order) => (
                <OrderRow key={order.id} order={order} canSeeMoney={canSeeMoney} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {orders.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage ? t.processing : text.more}
        </Button>
      ) : null}
    </div>
  )
}

function OrderRow({ order, canSeeMoney }: { order: SellerOrder; canSeeMoney: boolean }) {
  const fees = order.split ? order.split.platformFee + order.split.affiliateFee : null
  return (
    <tr className="relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-muted/40 md:table-row md:p-0">
      <td className="min-w-0 md:px-4 md:py-3">
        <Link
          to={`/app/order/${order.id}`}
          className="font-medium hover:underline after:absolute after:inset-0"
        >
          {order.promptTitle}
        </Link>
        <p className="truncate text-muted-foreground text-xs">
          {order.number} · {formatDateTime(order.createdAt)}
        </p>
      </td>
      <td className="col-start-1 min-w-0 text-xs md:px-4 md:py-3 md:text-sm">
        <p className="truncate">{order.buyerName}</p>
        <p className="truncate text-muted-foreground text-xs">{order.buyerEmail}</p>
      </td>
      <td className="col-start-2 row-start-2 self-start text-right md:px-4 md:py-3 md:text-left">
        <OrderStatusBadge status={order.status} />
      </td>
      <td className="col-start-2 row-start-1 text-right font-semibold tabular-nums md:px-4 md:py-3">
        {formatRupiah(order.price)}
      </td>
      {canSeeMoney ? (
        <>
          <td className="hidden text-right text-muted-foreground tabular-nums md:table-cell md:px-4 md:py-3">
            {fees === null ? '—' : `−${formatRupiah(fees)}`}
          </td>
          <td className="col-span-2 text-right text-primary text-xs tabular-nums md:table-cell md:px-4 md:py-3 md:font-semibold md:text-sm">
            {order.split ? (
              <>
                <span className="text-muted-foreground md:hidden">{text.columns.net}: </span>
                {formatRupiah(order.split.sellerNet)}
              </>
            ) : (
              <span className="hidden md:inline">—</span>
            )}
          </td>
        </>
      ) : null}
    </tr>
  )
}
