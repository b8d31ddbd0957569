import { formatDateWib } from '@pasarprompt/contracts/format'
import type { SellerOrderDetail } from '@pasarprompt/contracts/orders-for-shop'
import { PPH22_RATE_BP } from '@pasarprompt/contracts/tax'
import { formatPercent } from '@/components/charts/chart-format'
import { AmountRow } from '@/components/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'

const text = seller.orders
const detail = text.detail

const bp = (value: number | null) => formatPercent(value === null ? null : value / 10_000)

/** What the shop keeps of the price, and when the held money becomes available. */
export function ShopOrderSplitCard({ order }: { order: SellerOrderDetail }) {
  return (
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
              {order.split.pph22 > 0 ? (
                <AmountRow label={detail.pph22(bp(PPH22_RATE_BP))} amount={-order.split.pph22} />
              ) : null}
              <AmountRow label={detail.net} amount={order.split.sellerNet} strong />
            </dl>
            {order.status === 'paid' && order.releaseAt ? (
              <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground">
                {order.releasedAt
                  ? detail.releasedAt(formatDateWib(order.releasedAt))
                  : detail.heldUntil(formatDateWib(order.releaseAt))}
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
  )
}
