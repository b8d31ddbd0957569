import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { TryCostReport as Report } from '@pasarprompt/contracts/tries'
import { Bot, FlaskConical } from 'lucide-react'
import { formatDayLong } from '@/components/charts/chart-format'
import { stackedTable } from '@/components/stacked-table'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.tries
const columns = [
  'answered',
  'withheld',
  'failed',
  'inputTokens',
  'outputTokens',
  'costRupiah',
] as const
const columnLabels = {
  answered: text.answered,
  withheld: text.withheld,
  failed: text.failed,
  inputTokens: text.inputTokens,
  outputTokens: text.outputTokens,
  costRupiah: text.cost,
}

/**
 * /admin/coba-dulu: which model answers the tries (or the simulator), how much of today's token
 * budget is used, and per WIB day the tries answered, withheld and failed with their tokens and
 * cost. Under `sm` each day is a card of label/value lines (decision 0034).
 */
export function TryCostReport({ report }: { report: Report }) {
  const share = report.dailyTokens > 0 ? Math.min(1, report.usedToday / report.dailyTokens) : 0
  const numeric = cn(stackedTable.cell, stackedTable.amount, 'sm:px-3')
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Bot className="size-4 text-primary" aria-hidden="true" />
              {text.model}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2 font-mono text-base text-foreground">
              {report.model ?? text.noModel}
              {report.simulated ? (
                <span className="rounded-full border border-amber-500/50 bg-amber-50 px-2.5 py-0.5 font-sans font-semibold text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-100">
                  {text.simulated}
                </span>
              ) : null}
            </p>
            {report.simulated ? <p>{text.simulatedNote}</p> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FlaskConical className="size-4 text-primary" aria-hidden="true" />
              {text.budget}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-foreground" id="anggaran-coba-dulu">
              {text.budgetUsed(formatNumber(report.usedToday), formatNumber(report.dailyTokens))}
            </p>
            <div
              role="progressbar"
              aria-labelledby="anggaran-coba-dulu"
              aria-valuemin={0}
              aria-valuemax={report.dailyTokens}
              aria-valuenow={Math.min(report.usedToday, report.dailyTokens)}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  share >= 0.9 ? 'bg-destructive' : 'bg-primary',
                )}
                style={{ width: `${share * 100}%` }}
              />
            </div>
          </CardContent>
        </Card>
      </div>

      <Card className="overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>{text.daysTitle}</CardTitle>
        </CardHeader>
        {report.days.length === 0 ? (
          <CardContent className="border-t">
            <p>{text.empty}</p>
          </CardContent>
        ) : (
          <section
            className="border-t sm:overflow-x-auto"
            aria-label={text.caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="try-costs">
              <caption className="sr-only">{text.caption}</caption>
              <thead className={stackedTable.head}>
                <tr>
                  <th scope="col" className="px-5 py-2 text-left font-medium">
                    {text.day}
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                      {columnLabels[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y text-foreground">
                {report.days.map((day) => (
                  <tr key={day.day} className={stackedTable.row}>
                    <th
                      scope="row"
                      className="block py-0.5 text-left font-medium sm:table-cell sm:whitespace-nowrap sm:px-5 sm:py-2.5"
                    >
                      {formatDayLong(day.day)}
                    </th>
                    {columns.map((column) => (
                      <td key={column} data-label={columnLabels[column]} className={numeric}>
                        {column === 'costRupiah'
                          ? formatRupiah(day[column])
                          : formatNumber(day[column])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Card>
    </div>
  )
}
