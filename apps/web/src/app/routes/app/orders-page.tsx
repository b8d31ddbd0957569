import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { ORDER_STATUSES, OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import type { SellerOrder } from '@pasarprompt/contracts/seller-orders'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { paths } from '@/config/paths'
import { useShopOrders } from '@/features/orders/api/shop-orders'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.orders

/** /app/order: the shop's orders by status, searchable; any member, money for managers only. */
export function OrdersPage() {
  const session = useSession()
  const canSeeMoney = session.role === 'owner' || session.role === 'admin'
  const [statusParam, setStatus] = useSearchParam('status')
  const status = OrderStatus.safeParse(statusParam).data
  const { q, search, setSearch } = useSearchParamText()
  const orders = useShopOrders(session.organizationId, { status, q: q || undefined })
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${session.vendor?.name ?? common.brand.name}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <div className="grid gap-3">
        <FilterButtons
          legend={text.statusLegend}
          options={ORDER_STATUSES}
          label={(option) => orderStatusLabels[option]}
          value={status}
          onChange={setStatus}
          allLabel={text.all}
        />
        <SearchField value={search} onChange={setSearch} text={text} />
      </div>
      {!canSeeMoney ? <p className="text-muted-foreground text-sm">{text.memberNote}</p> : null}

      <ListStates
        query={orders}
        empty={items.length === 0}
        emptyText={q ? text.emptySearch(q) : text.empty}
      >
        <ListCard dimmed={orders.isPlaceholderData}>
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
        </ListCard>
      </ListStates>
      <LoadMoreButton query={orders} label={text.more} />
    </div>
  )
}

function OrderRow({ order, canSeeMoney }: { order: SellerOrder; canSeeMoney: boolean }) {
  const fees = order.split ? order.split.platformFee + order.split.affiliateFee : null
  return (
    <tr className="relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3 hover:bg-muted/40 md:table-row md:p-0">
      <td className="min-w-0 md:px-4 md:py-3">
        <Link
          to={paths.app.order(order.id)}
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
