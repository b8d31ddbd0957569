import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { AdminDashboard } from '@pasarprompt/contracts/statistics-for-admin'
import { formatNumberCompact, formatRupiahCompact } from '@/components/charts/chart-format'
import { type Metric, MetricChart } from '@/components/charts/metric-chart'
import { Card, CardContent } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const overview = admin.overview

type DayKey = 'gmv' | 'platformRevenue' | 'orders' | 'newShops'
const metrics: Metric<DayKey>[] = [
  { key: 'gmv', label: overview.gmv, kind: 'bar', format: formatRupiah, axis: formatRupiahCompact },
  {
    key: 'platformRevenue',
    label: overview.platformRevenue,
    kind: 'bar',
    format: formatRupiah,
    axis: formatRupiahCompact,
  },
  {
    key: 'orders',
    label: overview.orders,
    kind: 'bar',
    format: formatNumber,
    axis: formatNumberCompact,
  },
  {
    key: 'newShops',
    label: overview.newShops,
    kind: 'line',
    format: formatNumber,
    axis: formatNumberCompact,
  },
]

/** The platform's totals over the range, and its figures per day in one chart. */
export function PlatformFigures({ data }: { data: AdminDashboard }) {
  const cards = [
    { label: overview.gmv, hint: overview.gmvHint, value: formatRupiah(data.totals.gmv) },
    {
      label: overview.platformRevenue,
      hint: overview.platformRevenueHint,
      value: formatRupiah(data.totals.platformRevenue),
    },
    {
      label: overview.gatewayFees,
      hint: overview.gatewayFeesHint,
      value: formatRupiah(data.totals.gatewayFees),
    },
    {
      label: overview.orders,
      hint: overview.period(data.range),
      value: formatNumber(data.totals.orders),
    },
    {
      label: overview.newShops,
      hint: overview.period(data.range),
      value: formatNumber(data.totals.newShops),
    },
  ]
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {cards.map((card) => (
          <Card key={card.label}>
            <CardContent className="grid gap-1 pt-6">
              <p className="text-muted-foreground text-sm">{card.label}</p>
              <p className="font-bold text-xl tabular-nums">{card.value}</p>
              <p className="text-muted-foreground text-xs">{card.hint}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <MetricChart
        title={overview.chartTitle}
        legend={overview.chartLegend}
        keyboardHint={overview.keyboardHint}
        days={data.days}
        metrics={metrics}
        summary={(metric, total, best) =>
          overview.chartSummary(metric.label, overview.period(data.range), total, best)
        }
      />
    </>
  )
}
