import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { SellerOrder } from '@pasarprompt/contracts/orders-for-shop'
import { Link } from 'react-router'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

const text = seller.orders

/** One of the shop's orders; the fee and net columns show to owners and admins only. */
export function ShopOrderRow({ order, canSeeMoney }: { order: SellerOrder; canSeeMoney: boolean }) {
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
          {order.number} · {formatDateTimeWib(order.createdAt)}
        </p>
      </td>
      <td className="col-start-1 min-w-0 text-xs md:px-4 md:py-3 md:text-sm">
        <p className="truncate">{order.buyerName}</p>
        <p className="truncate text-muted-foreground text-xs">{order.buyerEmail}</p>
      </td>
      <td className="col-start-2 row-start-2 self-start text-right md:px-4 md:py-3 md:text-left">
        <span className="inline-flex flex-col items-end gap-1 md:items-start">
          <OrderStatusBadge status={order.status} />
          {order.complaint ? <ComplaintStatusBadge status={order.complaint.status} /> : null}
        </span>
      </td>
      <td className="col-start-2 row-start-1 whitespace-nowrap text-right font-semibold tabular-nums md:px-4 md:py-3">
        {formatRupiah(order.price)}
      </td>
      {canSeeMoney ? (
        <>
          <td className="hidden whitespace-nowrap text-right text-muted-foreground tabular-nums md:table-cell md:px-4 md:py-3">
            {fees === null ? '—' : `−${formatRupiah(fees)}`}
          </td>
          <td className="col-span-2 whitespace-nowrap text-right text-primary text-xs tabular-nums md:table-cell md:px-4 md:py-3 md:font-semibold md:text-sm">
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
