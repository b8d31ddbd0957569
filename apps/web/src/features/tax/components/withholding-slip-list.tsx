import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { FileDown } from 'lucide-react'
import { stackedTable } from '@/components/stacked-table'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { periodLabel, taxText } from '@/locales/id/tax'
import { useWithholdingSlips } from '../api/tax'

const text = taxText.seller.slips

const slipPdfUrl = (period: string) =>
  sellerApi.withholdingSlip.path.replace(':period', encodeURIComponent(period))

/**
 * "Bukti potong PPh 22": one row per WIB month with PPh 22 withheld (or given back), its slip's
 * number, sales, gross and amount, and its PDF (the documents' route, read with the session
 * cookie).
 */
export function WithholdingSlipList({ organizationId }: { organizationId: string }) {
  const slips = useWithholdingSlips(organizationId)
  return (
    <div className="grid gap-2">
      <h3 id="bukti-potong-judul" className="font-semibold">
        {text.title}
      </h3>
      <p className="text-muted-foreground text-sm">{text.lead}</p>
      {slips.error ? (
        <Alert variant="destructive">{slips.error.message}</Alert>
      ) : slips.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : slips.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.empty}</p>
      ) : (
        <section
          className="sm:overflow-x-auto"
          aria-labelledby="bukti-potong-judul"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
        >
          <table className="w-full text-sm" data-testid="withholding-slips">
            <thead className={cn(stackedTable.head, 'text-left text-xs')}>
              <tr>
                <th className="py-2 pr-3 font-medium">{text.period}</th>
                <th className="py-2 pr-3 font-medium">{text.number}</th>
                <th className="py-2 pr-3 text-right font-medium">{text.sales}</th>
                <th className="py-2 pr-3 text-right font-medium">{text.gross}</th>
                <th className="py-2 pr-3 text-right font-medium">{text.withheld}</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">{text.pdf}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {slips.data.items.map((slip) => (
                <tr key={slip.period} className={cn(stackedTable.row, 'px-0 sm:px-0')}>
                  <th
                    scope="row"
                    className="block py-1 text-left font-semibold sm:table-cell sm:py-2 sm:pr-3 sm:font-normal"
                  >
                    {periodLabel(slip.period)}
                  </th>
                  <td
                    data-label={text.number}
                    className={cn(stackedTable.cell, 'sm:pr-3 sm:text-left')}
                  >
                    <span className="font-mono text-xs">{slip.number}</span>
                  </td>
                  <td
                    data-label={text.sales}
                    className={cn(stackedTable.cell, stackedTable.amount, 'sm:pr-3')}
                  >
                    {formatNumber(slip.sales)}
                  </td>
                  <td
                    data-label={text.gross}
                    className={cn(stackedTable.cell, stackedTable.amount, 'sm:pr-3')}
                  >
                    {formatRupiah(slip.gross)}
                  </td>
                  <td
                    data-label={text.withheld}
                    className={cn(stackedTable.cell, stackedTable.amount, 'font-semibold sm:pr-3')}
                  >
                    {formatRupiah(slip.withheld)}
                  </td>
                  <td className="block py-1 sm:table-cell sm:py-2 sm:text-right">
                    <a
                      href={slipPdfUrl(slip.period)}
                      download
                      className="inline-flex min-h-6 items-center gap-1 text-primary hover:underline"
                    >
                      <FileDown className="size-4" aria-hidden="true" />
                      {text.pdf}
                      <span className="sr-only">{text.pdfOf(periodLabel(slip.period))}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}
