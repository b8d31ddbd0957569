import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDayLong, formatDayShort } from './chart-format'
import { TimeSeriesChart } from './time-series-chart'

export interface Metric<K extends string> {
  key: K
  label: string
  kind: 'bar' | 'line'
  format: (value: number) => string
  axis: (value: number) => string
}

/**
 * A card with one daily metric as a chart and buttons to pick which (the seller's statistics,
 * the admin dashboard). `summary` describes the chart in words for screen readers.
 */
export function MetricChart<K extends string>({
  title,
  legend,
  keyboardHint,
  days,
  metrics,
  summary,
}: {
  title: string
  legend: string
  keyboardHint: string
  days: ({ day: string } & Record<K, number>)[]
  metrics: Metric<K>[]
  summary: (metric: Metric<K>, total: string, best: string | null) => string
}) {
  const [chosen, setChosen] = useState<K | undefined>(metrics[0]?.key)
  const metric = metrics.find((item) => item.key === chosen) ?? metrics[0]
  if (!metric) return null
  const points = days.map((day) => ({
    key: day.day,
    tick: formatDayShort(day.day),
    label: formatDayLong(day.day),
    value: day[metric.key],
  }))
  const total = points.reduce((sum, point) => sum + point.value, 0)
  const best = points.reduce<(typeof points)[number] | undefined>(
    (top, point) => (point.value > (top?.value ?? 0) ? point : top),
    undefined,
  )
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg">{title}</CardTitle>
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{legend}</legend>
          {metrics.map((option) => (
            <Button
              key={option.key}
              size="sm"
              variant={option.key === metric.key ? 'secondary' : 'ghost'}
              aria-pressed={option.key === metric.key}
              onClick={() => setChosen(option.key)}
            >
              {option.label}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        <TimeSeriesChart
          points={points}
          kind={metric.kind}
          summary={summary(
            metric,
            metric.format(total),
            best ? `${best.label} (${metric.format(best.value)})` : null,
          )}
          keyboardHint={keyboardHint}
          formatValue={metric.format}
          formatAxis={metric.axis}
        />
      </CardContent>
    </Card>
  )
}
