import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { Link } from 'react-router'
import { DetailRow } from '@/components/list/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'

const text = admin.orders

/** The prompt, shop, buyer, dates and the gateway ids of an order. */
export function AdminOrderSummaryCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.summary}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <DetailRow label={text.prompt}>{order.promptTitle}</DetailRow>
          <DetailRow label={text.shop}>
            <Link to={paths.admin.shop(order.shop.id)} className="text-primary hover:underline">
              {order.shop.name}
            </Link>
          </DetailRow>
          <DetailRow label={text.buyer}>
            <span>{order.buyerName}</span>
            <span className="break-all text-muted-foreground">{order.buyerEmail}</span>
            <span className="text-muted-foreground">{order.buyerPhone}</span>
          </DetailRow>
          <DetailRow label={text.createdAt}>{formatDateTimeWib(order.createdAt)}</DetailRow>
          {order.paidAt ? (
            <DetailRow label={text.paidAt}>{formatDateTimeWib(order.paidAt)}</DetailRow>
          ) : null}
          {order.closedAt ? (
            <DetailRow label={text.closedAt}>{formatDateTimeWib(order.closedAt)}</DetailRow>
          ) : null}
          {order.paymentMethod ? (
            <DetailRow label={text.method}>
              {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
            </DetailRow>
          ) : null}
          {order.gatewayTransactionId ? (
            <DetailRow label={text.gateway}>
              <span className="break-all font-mono text-xs">
                {order.gatewayOrderId} · {order.gatewayTransactionId}
              </span>
            </DetailRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}
