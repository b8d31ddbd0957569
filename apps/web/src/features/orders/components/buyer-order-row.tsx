import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { OrderStatusBadge } from './order-status-badge'

const text = account.orders

type OrderItem = BuyerOrderList['items'][number]

/** One of the buyer's orders: number, status, prompt, shop, price, and where to open it. */
export function BuyerOrderRow({ order }: { order: OrderItem }) {
  const paid = order.status === 'paid'
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="break-all font-mono text-muted-foreground text-xs">{order.number}</span>
          <OrderStatusBadge status={order.status} />
        </div>
        <h2 className="mt-2 break-words font-semibold leading-snug">
          <Link
            to={paths.payment.order(order.id, null)}
            className="hover:text-primary hover:underline"
          >
            {order.productTitle}
          </Link>
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          {text.from(order.shopName)} · {formatDateTime(order.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
        <span className="font-bold text-lg tracking-tight">
          {order.price === 0 ? common.orders.checkout.free : formatRupiah(order.price)}
        </span>
        <div className="flex gap-2">
          {paid ? (
            <Button asChild size="sm">
              <Link
                to={
                  order.productSlug
                    ? paths.marketplace.prompt(order.productSlug)
                    : paths.payment.order(order.id, null)
                }
              >
                {text.viewPrompt}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link
              to={paths.payment.order(order.id, null)}
              aria-label={text.detailsOf(order.number)}
            >
              {text.details}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  )
}
