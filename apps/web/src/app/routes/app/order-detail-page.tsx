import { formatDate, formatDateTime } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import type { SellerOrderDetail } from '@pasarprompt/contracts/seller-orders'
import { bucketLabels } from '@pasarprompt/contracts/seller-transactions'
import { ExternalLink } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { formatPercent } from '@/components/charts/chart-format'
import { DetailStates } from '@/components/list/list-states'
import { BackLink, DetailRow } from '@/components/list/page-header'
import { AmountRow, LedgerEntryList } from '@/components/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useShopOrder } from '@/features/orders/api/shop-orders'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.orders
const detail = text.detail

/** /app/order/:id: one order of the shop with its payment, split, hold and ledger trail. */
export function OrderDetailPage() {
  const { id = '' } = useParams()
  const session = useSession()
  const order = useShopOrder(session.organizationId, id)

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${order.data?.number ?? text.title} — ${session.vendor?.name ?? common.brand.name}`}</title>
      <BackLink to={paths.app.orders()} label={text.back} />
      <DetailStates query={order}>{(data) => <OrderDetail order={data} />}</DetailStates>
    </div>
  )
}

function OrderDetail({ order }: { order: SellerOrderDetail }) {
  const bp = (value: number | null) => formatPercent(value === null ? null : value / 10_000)
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl">{order.number}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
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
              <DetailRow label={detail.createdAt}>{formatDateTime(order.createdAt)}</DetailRow>
              {order.paidAt ? (
                <DetailRow label={detail.paidAt}>{formatDateTime(order.paidAt)}</DetailRow>
              ) : null}
              {order.paymentMethod ? (
                <DetailRow label={detail.method}>
                  {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
                </DetailRow>
              ) : null}
              {order.closedAt && order.status !== 'paid' ? (
                <DetailRow label={detail.closedAt}>{formatDateTime(order.closedAt)}</DetailRow>
              ) : null}
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{detail.split}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            {order.split ? (
              <>
                <dl className="grid gap-2">
                  <AmountRow label={detail.price} amount={order.price} />
                  <AmountRow
                    label={detail.commission(bp(order.commissionBp))}
                    amount={-order.split.platformFee}
                  />
                  {order.split.affiliateFee > 0 ? (
                    <AmountRow
                      label={detail.affiliate(bp(order.affiliateBp))}
                      amount={-order.split.affiliateFee}
                    />
                  ) : null}
                  <AmountRow label={detail.net} amount={order.split.sellerNet} strong />
                </dl>
                {order.status === 'paid' && order.releaseAt ? (
                  <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground">
                    {order.releasedAt
                      ? detail.releasedAt(formatDate(order.releasedAt))
                      : detail.heldUntil(formatDate(order.releaseAt))}
                  </p>
                ) : null}
              </>
            ) : order.paidAt ? (
              <p className="text-muted-foreground">{text.memberNote}</p>
            ) : (
              <p className="text-muted-foreground">{detail.notPaid}</p>
            )}
          </CardContent>
        </Card>
      </div>

      {order.split ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{detail.ledger}</CardTitle>
          </CardHeader>
          <CardContent>
            <LedgerEntryList
              entries={order.entries}
              emptyText={detail.ledgerEmpty}
              where={(index) => {
                const entry = order.entries[index]
                return entry ? (
                  <span className="text-muted-foreground text-xs">
                    · {bucketLabels[entry.bucket]} · {formatDateTime(entry.at)}
                  </span>
                ) : null
              }}
            />
          </CardContent>
        </Card>
      ) : null}
    </>
  )
}
