import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/statistics-for-shop'
import { formatNumberCompact, formatRupiahCompact } from '@/components/charts/chart-format'
import { type Metric, MetricChart } from '@/components/charts/metric-chart'
import { seller } from '@/locales/id/seller'

const text = seller.statistics

const metrics: Metric<'revenue' | 'sales' | 'views'>[] = [
  {
    key: 'revenue',
    label: text.metrics.revenue,
    kind: 'bar',
    format: formatRupiah,
    axis: formatRupiahCompact,
  },
  {
    key: 'sales',
    label: text.metrics.sales,
    kind: 'bar',
    format: formatNumber,
    axis: formatNumberCompact,
  },
  {
    key: 'views',
    label: text.metrics.views,
    kind: 'line',
    format: formatNumber,
    axis: formatNumberCompact,
  },
]

/** One metric per day as a chart; the seller picks which. */
export function DailyChart({ days, range }: { days: ShopStatistics['days']; range: number }) {
  return (
    <MetricChart
      title={text.chartTitle}
      legend={text.chartMetricLegend}
      keyboardHint={text.keyboardHint}
      days={days}
      metrics={metrics}
      summary={(metric, total, best) =>
        text.chartSummary(metric.label, text.period(range), total, best)
      }
    />
  )
}
