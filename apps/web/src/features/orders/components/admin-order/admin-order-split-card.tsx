import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { PPH22_RATE_BP } from '@pasarprompt/contracts/tax'
import { formatPercent } from '@/components/charts/chart-format'
import { AmountRow } from '@/components/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.orders

const percent = (bp: number) => formatPercent(bp / 10_000)

/**
 * How the order's price splits between platform, affiliate, PPh 22 and seller, and the gateway's
 * fee.
 */
export function AdminOrderSplitCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.split}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <AmountRow label={text.price} amount={order.price} />
          {order.split ? (
            <>
              <AmountRow
                label={text.commission(percent(order.commissionBp))}
                amount={order.split.platformFee}
              />
              <AmountRow
                label={text.affiliate(percent(order.affiliateBp))}
                amount={order.split.affiliateFee}
              />
              {order.split.pph22 > 0 ? (
                <AmountRow label={text.pph22(percent(PPH22_RATE_BP))} amount={order.split.pph22} />
              ) : null}
              <AmountRow label={text.net} amount={order.split.sellerNet} />
            </>
          ) : null}
          {order.gatewayFee !== null ? (
            <AmountRow label={text.gatewayFee} amount={order.gatewayFee} />
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}
