import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { ORDER_STATUSES, OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminOrders } from '@/features/admin/api/orders-and-shops'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.admin.orders

/** /admin/order: every order by status, number or buyer. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams()
  const status = OrderStatus.safeParse(params.get('status')).data
  const { q, search, setSearch } = useSearchParamText()
  const orders = useAdminOrders({ status, q: q || undefined })
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
      <title>{`${text.title} — ${t.admin.area}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
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
      {orders.error ? (
        <Alert variant="destructive">{orders.error.message}</Alert>
      ) : orders.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : items.length === 0 ? (
        <Alert>{text.empty}</Alert>
      ) : (
        <Card
          className={cn(
            'overflow-hidden transition-opacity',
            orders.isPlaceholderData && 'opacity-60',
          )}
        >
          <ul className="divide-y">
            {items.map((order) => (
              <li
                key={order.id}
                className="relative grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/order/${order.id}`}
                    className="font-medium hover:underline after:absolute after:inset-0"
                  >
                    {order.number}
                  </Link>
                  <p className="truncate text-muted-foreground text-xs">
                    {order.promptTitle} · {order.shop.name}
                  </p>
                  <p className="truncate text-muted-foreground text-xs">
                    {order.buyerEmail} · {formatDateTime(order.createdAt)}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1">
                  <span className="font-semibold text-sm tabular-nums">
                    {formatRupiah(order.price)}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </div>
              </li>
            ))}
          </ul>
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
