import { formatNumber } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/statistics-for-shop'
import type { PromptTryStatistics } from '@pasarprompt/contracts/tries'
import { FlaskConical } from 'lucide-react'
import { formatPercent } from '@/components/charts/chart-format'
import { stackedTable } from '@/components/stacked-table'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.statistics.tries
const columns = ['tries', 'triers', 'buyers', 'conversion'] as const

type Counts = Pick<PromptTryStatistics, (typeof columns)[number]>

const cell = (row: Counts, column: (typeof columns)[number]) =>
  column === 'conversion' ? formatPercent(row.conversion) : formatNumber(row[column])

/** A prompt's row or the totals' row: its heading cell, then one cell per column. */
function CountsRow({
  heading,
  row,
  headingClass,
}: {
  heading: string
  row: Counts
  headingClass: string
}) {
  return (
    <tr className={stackedTable.row}>
      <th scope="row" className={headingClass}>
        {heading}
      </th>
      {columns.map((column) => (
        <td
          key={column}
          data-label={text[column]}
          className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-3 sm:text-right')}
        >
          {cell(row, column)}
        </td>
      ))}
    </tr>
  )
}

/**
 * "Coba dulu" on /app/statistics (issue 31): per prompt, the range's answered tries, the people
 * who tried and how many of them then bought it, with the totals. Under `sm` each prompt is a
 * card of label/value lines (decision 0034).
 */
export function TryStatistics({ tries, range }: { tries: ShopStatistics['tries']; range: number }) {
  const period = seller.statistics.period(range)
  return (
    <Card aria-labelledby="statistik-coba-dulu" className="overflow-hidden">
      <CardHeader>
        <CardTitle id="statistik-coba-dulu" className="flex items-center gap-2 text-lg">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.lead(period)}</p>
      </CardHeader>
      {tries.prompts.length === 0 ? (
        <CardContent>
          <p>{text.empty}</p>
        </CardContent>
      ) : (
        <>
          <section
            className="mt-4 border-t sm:overflow-x-auto"
            aria-label={text.caption(period)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="try-statistics">
              <caption className="sr-only">{text.caption(period)}</caption>
              <thead className={stackedTable.head}>
                <tr>
                  <th scope="col" className="px-5 py-2 text-left font-medium">
                    {text.prompt}
                  </th>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                      {text[column]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y text-foreground">
                {tries.prompts.map((prompt) => (
                  <CountsRow
                    key={prompt.id}
                    heading={prompt.title}
                    row={prompt}
                    headingClass="block py-0.5 text-left font-medium sm:table-cell sm:min-w-48 sm:px-5 sm:py-2.5"
                  />
                ))}
              </tbody>
              <tfoot className="border-t bg-muted/50 font-semibold text-foreground">
                <CountsRow
                  heading={text.total}
                  row={tries.totals}
                  headingClass="block py-0.5 text-left sm:table-cell sm:px-5 sm:py-2.5"
                />
              </tfoot>
            </table>
          </section>
          <p className="border-t px-5 py-3 text-muted-foreground text-xs">{text.hint}</p>
        </>
      )}
    </Card>
  )
}
