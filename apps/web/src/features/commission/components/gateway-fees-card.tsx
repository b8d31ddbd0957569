import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { paymentMethodLabels } from '@pasarprompt/contracts/orders'
import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.commission

/** What the gateway charges per payment method (the platform's expense). */
export function GatewayFeesCard({ overview }: { overview: CommissionOverview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.fees}</CardTitle>
        <p className="text-muted-foreground text-sm">{text.feesLead}</p>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">{text.method}</th>
              <th className="py-1 text-right font-medium">{text.fee}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {overview.gatewayFees.map((fee) => (
              <tr key={fee.method}>
                <td className="py-1.5">{paymentMethodLabels[fee.method] ?? fee.method}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {[
                    fee.bp ? formatBasisPoints(fee.bp) : null,
                    fee.flat ? formatRupiah(fee.flat) : null,
                  ]
                    .filter(Boolean)
                    .join(' + ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}
