import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/seller-statistics'
import { useState } from 'react'
import {
  formatDayLong,
  formatDayShort,
  formatNumberCompact,
  formatRupiahCompact,
} from '@/components/charts/chart-format'
import { TimeSeriesChart } from '@/components/charts/time-series-chart'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/locales/id'

const text = t.sellerStatistics

type Metric = 'revenue' | 'sales' | 'views'

const metrics: Record<
  Metric,
  { kind: 'bar' | 'line'; format: (value: number) => string; axis: (value: number) => string }
> = {
  revenue: { kind: 'bar', format: formatRupiah, axis: formatRupiahCompact },
  sales: { kind: 'bar', format: formatNumber, axis: formatNumberCompact },
  views: { kind: 'line', format: formatNumber, axis: formatNumberCompact },
}

/** One metric per day as a chart; the seller picks which. */
export function DailyChart({ days, range }: { days: ShopStatistics['days']; range: number }) {
  const [metric, setMetric] = useState<Metric>('revenue')
  const { kind, format, axis } = metrics[metric]
  const points = days.map((day) => ({
    key: day.day,
    tick: formatDayShort(day.day),
    label: formatDayLong(day.day),
    value: day[metric],
  }))
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const best = points.reduce<(typeof points)[number] | undefined>(
    (top, point) => (point.value > (top?.value ?? 0) ? point : top),
    undefined,
  )
  const summary = text.chartSummary(
    text.metrics[metric],
    text.period(range),
    format(total),
    best ? `${best.label} (${format(best.value)})` : null,
  )
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="grafik-harian" className="text-lg">
          {text.chartTitle}
        </CardTitle>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{text.chartMetricLegend}</legend>
          {(Object.keys(metrics) as Metric[]).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === metric ? 'secondary' : 'ghost'}
              aria-pressed={option === metric}
              onClick={() => setMetric(option)}
            >
              {text.metrics[option]}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        <TimeSeriesChart
          points={points}
          kind={kind}
          summary={summary}
          keyboardHint={text.keyboardHint}
          formatValue={format}
          formatAxis={axis}
        />
      </CardContent>
    </Card>
  )
}
