import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { ORDER_STATUSES, OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { SearchField } from '@/components/search-field'
import { paths } from '@/config/paths'
import { useAdminOrders } from '@/features/orders/api/list-admin-orders'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { admin } from '@/locales/id/admin'

const text = admin.orders

/** /admin/order: every order by status, number or buyer. */
export function AdminOrdersPage() {
  const [statusParam, setStatus] = useSearchParam('status')
  const status = OrderStatus.safeParse(statusParam).data
  const { q, search, setSearch } = useSearchParamText()
  const orders = useAdminOrders({ status, q: q || undefined })
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.statusLegend}
        options={ORDER_STATUSES}
        label={(option) => orderStatusLabels[option]}
        value={status}
        onChange={setStatus}
        allLabel={text.all}
      />
      <SearchField value={search} onChange={setSearch} text={text} />
      <ListStates query={orders} empty={items.length === 0} emptyText={text.empty}>
        <ListCard dimmed={orders.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((order) => (
              <li
                key={order.id}
                className="relative grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.admin.order(order.id)}
                    className="font-medium hover:underline after:absolute after:inset-0"
                  >
                    {order.number}
                  </Link>
                  <p className="truncate text-muted-foreground text-xs">
                    {order.promptTitle} · {order.shop.name}
                  </p>
                  <p className="truncate text-muted-foreground text-xs">
                    {order.buyerEmail} · {formatDateTimeWib(order.createdAt)}
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
        </ListCard>
      </ListStates>
      <LoadMoreButton query={orders} label={text.more} />
    </div>
  )
}
