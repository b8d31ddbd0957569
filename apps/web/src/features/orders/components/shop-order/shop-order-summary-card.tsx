import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import type { SellerOrderDetail } from '@pasarprompt/contracts/orders-for-shop'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { DetailRow } from '@/components/list/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

const text = seller.orders
const detail = text.detail

/** The prompt, the buyer and the dates of one of the shop's orders. */
export function ShopOrderSummaryCard({ order }: { order: SellerOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{detail.summary}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <DetailRow label={detail.prompt}>
            <span className="font-medium">{order.promptTitle}</span>
            <Link
              to={paths.marketplace.prompt(order.promptSlug)}
              className="inline-flex items-center gap-1 text-primary text-xs hover:underline"
            >
              {detail.openPrompt}
              <ExternalLink className="size-3" aria-hidden="true" />
            </Link>
          </DetailRow>
          <DetailRow label={detail.buyer}>
            <span className="font-medium">{order.buyerName}</span>
            <span className="break-all text-muted-foreground">{order.buyerEmail}</span>
            <span className="text-muted-foreground text-xs">
              {order.buyerHasAccount ? detail.hasAccount : detail.guest}
            </span>
          </DetailRow>
          <DetailRow label={detail.createdAt}>{formatDateTimeWib(order.createdAt)}</DetailRow>
          {order.paidAt ? (
            <DetailRow label={detail.paidAt}>{formatDateTimeWib(order.paidAt)}</DetailRow>
          ) : null}
          {order.paymentMethod ? (
            <DetailRow label={detail.method}>
              {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
            </DetailRow>
          ) : null}
          {order.closedAt && order.status !== 'paid' ? (
            <DetailRow label={detail.closedAt}>{formatDateTimeWib(order.closedAt)}</DetailRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}
