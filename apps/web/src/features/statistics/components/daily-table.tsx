import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopStatistics } from '@pasarprompt/contracts/statistics-for-shop'
import { formatDayLong, formatPercent } from '@/components/charts/chart-format'
import { Card } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'
import { FoldedSection } from './folded-section'

const text = seller.statistics

/** The numbers behind the chart, one row per day, newest first; folded away until asked for. */
export function DailyTable({
  days,
  totals,
  range,
}: Pick<ShopStatistics, 'days' | 'totals' | 'range'>) {
  const columns = ['views', 'sales', 'revenue', 'conversion'] as const
  const cells = (row: ShopStatistics['totals']) => [
    formatNumber(row.views),
    formatNumber(row.sales),
    formatRupiah(row.revenue),
    formatPercent(row.conversion),
  ]
  return (
    <Card className="overflow-hidden">
      <FoldedSection toggle={text.tableToggle}>
        <table className="w-full text-sm">
          <caption className="sr-only">{text.tableCaption(text.period(range))}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-medium">
                {text.day}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 text-right font-medium">
                  {text.metrics[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-normal">
                  {formatDayLong(day.day)}
                </th>
                {cells(day).map((value, index) => (
                  <td
                    key={columns[index]}
                    className="whitespace-nowrap px-4 py-2 text-right tabular-nums"
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t bg-muted/50 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-2 text-left">
                {text.total}
              </th>
              {cells(totals).map((value, index) => (
                <td
                  key={columns[index]}
                  className="whitespace-nowrap px-4 py-2 text-right tabular-nums"
                >
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </FoldedSection>
    </Card>
  )
}
