import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/statistics-for-shop'
import { HandCoins } from 'lucide-react'
import { formatDayLong } from '@/components/charts/chart-format'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { affiliatesText } from '@/locales/id/affiliates'
import { seller } from '@/locales/id/seller'
import { FoldedSection } from './folded-section'

const text = affiliatesText.statistics

/**
 * "Afiliasi" on /app/statistics: what the shop's affiliate links brought in the range — clicks,
 * paid orders, their gross sales and the fees paid — and the clicks and orders per day.
 */
export function AffiliateStatistics({
  affiliate,
  range,
}: {
  affiliate: ShopStatistics['affiliate']
  range: number
}) {
  const period = seller.statistics.period(range)
  const figures = [
    { key: 'clicks', label: text.clicks, value: formatNumber(affiliate.clicks) },
    { key: 'orders', label: text.orders, value: formatNumber(affiliate.orders) },
    { key: 'revenue', label: text.revenue, value: formatRupiah(affiliate.revenue) },
    { key: 'fees', label: text.fees, value: formatRupiah(affiliate.fees) },
  ]
  return (
    <Card aria-labelledby="statistik-afiliasi" className="overflow-hidden">
      <CardHeader>
        <CardTitle id="statistik-afiliasi" className="flex items-center gap-2 text-lg">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.lead(period)}</p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(({ key, label, value }) => (
            <div key={key} className="rounded-md bg-muted/50 px-3 py-2">
              <dt className="text-xs">{label}</dt>
              <dd
                className="truncate font-bold text-foreground text-lg tabular-nums"
                data-testid={`statistik-afiliasi-${key}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <FoldedSection toggle={text.tableToggle} className="border-t">
        <table className="w-full text-sm">
          <caption className="sr-only">{text.caption(period)}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-medium">
                {text.day}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {text.clicks}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {text.orders}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {[...affiliate.daily].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-normal">
                  {formatDayLong(day.day)}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{formatNumber(day.clicks)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatNumber(day.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FoldedSection>
    </Card>
  )
}
