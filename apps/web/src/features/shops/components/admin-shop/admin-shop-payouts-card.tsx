import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** The shop's payout requests. */
export function AdminShopPayoutsCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.payouts}</CardTitle>
      </CardHeader>
      <CardContent>
        {shop.payouts.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.noPayouts}</p>
        ) : (
          <ul className="divide-y text-sm">
            {shop.payouts.map((payout) => (
              <li key={payout.id} className="flex justify-between gap-3 py-2">
                <span>
                  {formatRupiah(payout.amount)}{' '}
                  <span className="text-muted-foreground text-xs">
                    {formatDateWib(payout.requestedAt)}
                  </span>
                </span>
                <span className="text-muted-foreground">{payoutStatusLabels[payout.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
