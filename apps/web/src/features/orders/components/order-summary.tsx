import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { OrderView } from '@pasarprompt/contracts/orders'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.payment

/** The order at a glance, beside whatever the payment page asks of the buyer. */
export function OrderSummary({ order, children }: { order: OrderView; children?: ReactNode }) {
  return (
    <Card>
      <dl className="grid gap-3 p-5 text-sm">
        <Row term={text.orderNumber}>
          <span className="break-all font-mono">{order.number}</span>
        </Row>
        <Row term={text.prompt}>
          {order.productSlug ? (
            <Link
              to={paths.marketplace.prompt(order.productSlug)}
              className="hover:text-primary hover:underline"
            >
              {order.productTitle}
            </Link>
          ) : (
            order.productTitle
          )}
        </Row>
        <Row term={text.shop}>
          <Link to={paths.shop(order.shopSlug)} className="hover:text-primary hover:underline">
            {order.shopName}
          </Link>
        </Row>
        <Row term={text.date}>{formatDateTimeWib(order.createdAt)}</Row>
        <Row term={text.status}>
          <OrderStatusBadge status={order.status} />
        </Row>
      </dl>
      <div className="flex items-baseline justify-between gap-4 border-t px-5 py-4">
        <span className="text-muted-foreground text-sm">{text.amount}</span>
        <span className="font-bold text-xl tracking-tight">
          {order.price === 0 ? ordersText.checkout.free : formatRupiah(order.price)}
        </span>
      </div>
      {children ? <div className="grid gap-2 border-t p-5">{children}</div> : null}
    </Card>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  )
}
