import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { taxIdTypeLabels } from '@pasarprompt/contracts/tax'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '@/components/list/page-header'
import { stackedTable } from '@/components/stacked-table'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { pph22CsvUrl, usePph22Report } from '@/features/tax/api/tax'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'
import { periodLabel, taxText } from '@/locales/id/tax'

const text = taxText.admin

/** This WIB month as 'YYYY-MM'. */
const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7)

/** /admin/pajak: PPh 22 withheld per shop in a WIB month, its totals and the CSV (issue 32). */
export function AdminTaxPage() {
  const [month, setMonth] = useState(thisMonth)
  const report = usePph22Report(month)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader
        title={text.title}
        lead={text.lead}
        actions={
          <Button asChild variant="outline">
            <a href={pph22CsvUrl(month)} download data-testid="pph22-csv">
              <Download aria-hidden="true" />
              {text.download}
            </a>
          </Button>
        }
      />
      <FormField label={text.month} className="max-w-56">
        <Input
          type="month"
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value)
          }}
        />
      </FormField>
      {report.error ? (
        <Alert variant="destructive">{report.error.message}</Alert>
      ) : report.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : report.data.rows.length === 0 ? (
        <p className="text-muted-foreground">{text.empty}</p>
      ) : (
        <section
          className="rounded-md border bg-card sm:overflow-x-auto"
          aria-label={periodLabel(month)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
        >
          <table className="w-full text-sm" data-testid="pph22-report">
            <caption className="sr-only">{periodLabel(month)}</caption>
            <thead className={cn(stackedTable.head, 'text-left text-xs')}>
              <tr>
                <th className="px-4 py-2 font-medium">{text.columns.shop}</th>
                <th className="px-4 py-2 font-medium">{text.columns.taxId}</th>
                <th className="px-4 py-2 text-right font-medium">{text.columns.sales}</th>
                <th className="px-4 py-2 text-right font-medium">{text.columns.gross}</th>
                <th className="px-4 py-2 text-right font-medium">{text.columns.withheld}</th>
                <th className="px-4 py-2 font-medium">{text.columns.slip}</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {report.data.rows.map((row) => (
                <tr key={row.shopId} className={stackedTable.row}>
                  <th
                    scope="row"
                    className="block py-1 text-left font-semibold sm:table-cell sm:px-4 sm:py-2 sm:font-normal"
                  >
                    <Link
                      to={paths.admin.shop(row.shopId)}
                      className="text-primary hover:underline"
                    >
                      {row.shopName}
                    </Link>
                  </th>
                  <td
                    data-label={text.columns.taxId}
                    className={cn(stackedTable.cell, 'sm:px-4 sm:text-left')}
                  >
                    {row.taxIdType && row.taxId ? (
                      `${taxIdTypeLabels[row.taxIdType]} ${row.taxId}`
                    ) : (
                      <span className="text-muted-foreground">{text.noTaxId}</span>
                    )}
                  </td>
                  <td
                    data-label={text.columns.sales}
                    className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-4')}
                  >
                    {formatNumber(row.sales)}
                  </td>
                  <td
                    data-label={text.columns.gross}
                    className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-4')}
                  >
                    {formatRupiah(row.gross)}
                  </td>
                  <td
                    data-label={text.columns.withheld}
                    className={cn(stackedTable.cell, stackedTable.amount, 'font-semibold sm:px-4')}
                  >
                    {formatRupiah(row.withheld)}
                  </td>
                  <td
                    data-label={text.columns.slip}
                    className={cn(stackedTable.cell, 'sm:px-4 sm:text-left')}
                  >
                    <span className="font-mono text-xs">{row.slipNumber}</span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t font-semibold">
              <tr className={stackedTable.row}>
                <th
                  scope="row"
                  className="block py-1 text-left sm:table-cell sm:px-4 sm:py-2"
                  colSpan={2}
                >
                  {text.total}
                </th>
                <td
                  data-label={text.columns.sales}
                  className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-4')}
                >
                  {formatNumber(report.data.totals.sales)}
                </td>
                <td
                  data-label={text.columns.gross}
                  className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-4')}
                >
                  {formatRupiah(report.data.totals.gross)}
                </td>
                <td
                  data-label={text.columns.withheld}
                  className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-4')}
                  data-testid="pph22-total"
                >
                  {formatRupiah(report.data.totals.withheld)}
                </td>
                <td className="hidden sm:table-cell" />
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </div>
  )
}
