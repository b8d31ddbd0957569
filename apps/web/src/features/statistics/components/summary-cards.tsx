import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/statistics-for-shop'
import { Eye, Percent, ShoppingBag, Wallet } from 'lucide-react'
import { formatPercent } from '@/components/charts/chart-format'
import { Card } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'

const text = seller.statistics

/** The range's totals: views, sales, revenue and conversion. */
export function SummaryCards({ totals }: { totals: ShopStatistics['totals'] }) {
  const cards = [
    { key: 'views', icon: Eye, value: formatNumber(totals.views) },
    { key: 'sales', icon: ShoppingBag, value: formatNumber(totals.sales) },
    { key: 'revenue', icon: Wallet, value: formatRupiah(totals.revenue) },
    { key: 'conversion', icon: Percent, value: formatPercent(totals.conversion) },
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ key, icon: Icon, value }) => (
        <Card key={key} className="flex flex-col gap-1 p-4">
          <dt className="flex items-center gap-2 text-muted-foreground text-sm">
            <Icon aria-hidden="true" className="size-4" />
            {text.metrics[key]}
          </dt>
          <dd
            className="truncate font-bold text-xl tabular-nums sm:text-2xl"
            data-testid={`statistik-${key}`}
          >
            {value}
          </dd>
          <dd className="text-muted-foreground text-xs">{text.metricHints[key]}</dd>
        </Card>
      ))}
    </dl>
  )
}
