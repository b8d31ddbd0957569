import { formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { Card, CardContent } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'

const dash = seller.dashboard

/** Revenue and sales today and this month. */
export function SalesTallies({ today, month }: Pick<ShopDashboard, 'today' | 'month'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(
        [
          ['hari-ini', dash.today, today],
          ['bulan-ini', dash.month, month],
        ] as const
      ).map(([key, label, tally]) => (
        <Card key={key}>
          <CardContent className="grid gap-1 pt-6">
            <p className="text-muted-foreground text-sm">{label}</p>
            <p className="font-bold text-2xl tabular-nums" data-testid={`penjualan-${key}`}>
              {formatRupiah(tally.revenue)}
            </p>
            <p className="text-muted-foreground text-sm">{dash.sold(tally.sales)}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
