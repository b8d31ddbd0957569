import { formatDateTimeWib, formatNumber } from '@pasarprompt/contracts/format'
import type { LeakTraceResult as Result } from '@pasarprompt/contracts/leaks'
import { ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router'
import { stackedTable } from '@/components/stacked-table'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.leaks
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

/** 1e-23 → "²³": the chance of a coincidence as a power of ten (it is far too small for %). */
function exponentOf(chance: number): string {
  const exponent = chance > 0 ? Math.floor(-Math.log10(chance)) : 300
  return [...String(Math.min(exponent, 300))].map((digit) => SUPERSCRIPT[Number(digit)]).join('')
}

const percent = (share: number) =>
  new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 }).format(share)

/**
 * The orders a pasted text names, most copies first, or "Tidak ditemukan tanda". Under `sm` each
 * order is a card of label/value lines (decision 0034).
 */
export function LeakTraceResult({ result }: { result: Result }) {
  const cell = cn(stackedTable.cell, 'sm:px-3 sm:text-left')
  return (
    <Card className="overflow-hidden" data-testid="leak-trace-result">
      <CardHeader className="pb-4">
        <CardTitle>{text.resultTitle}</CardTitle>
        <p className="text-muted-foreground text-sm">
          {text.summary(formatNumber(result.characters), formatNumber(result.copiesFound))}
        </p>
      </CardHeader>
      {result.matches.length === 0 ? (
        <CardContent className="grid gap-2 border-t pt-4">
          <p className="flex items-center gap-2 font-semibold text-base text-foreground">
            <ShieldQuestion className="size-5 text-muted-foreground" aria-hidden="true" />
            {text.notFound}
          </p>
          <p>{text.notFoundBody}</p>
          {result.unmatchedCopies > 0 ? (
            <p>{text.unmatched(formatNumber(result.unmatchedCopies))}</p>
          ) : null}
        </CardContent>
      ) : (
        <>
          {result.matches.length > 1 || result.unmatchedCopies > 0 ? (
            <CardContent className="grid gap-1 border-t pt-4">
              {result.matches.length > 1 ? <p>{text.mixed}</p> : null}
              {result.unmatchedCopies > 0 ? (
                <p>{text.unmatched(formatNumber(result.unmatchedCopies))}</p>
              ) : null}
            </CardContent>
          ) : null}
          <section
            className="border-t sm:overflow-x-auto"
            aria-label={text.caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{text.caption}</caption>
              <thead className={stackedTable.head}>
                <tr>
                  <th scope="col" className="px-5 py-2 text-left font-medium">
                    {text.order}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.buyer}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.prompt}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.shop}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.marks}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.confidence}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y text-foreground">
                {result.matches.map((match) => (
                  <tr key={match.orderId} className={stackedTable.row}>
                    <th
                      scope="row"
                      className="block py-0.5 text-left font-medium sm:table-cell sm:px-5 sm:py-2.5"
                    >
                      <Link
                        to={paths.admin.order(match.orderId)}
                        className="font-mono text-primary underline-offset-4 hover:underline"
                      >
                        {match.orderNumber}
                      </Link>
                      <span className="block font-normal text-muted-foreground text-xs">
                        {text.statuses[match.orderStatus] ?? match.orderStatus}
                        {match.paidAt ? ` · ${text.paidAt(formatDateTimeWib(match.paidAt))}` : ''}
                      </span>
                    </th>
                    <td data-label={text.buyer} className={cell}>
                      <span className="min-w-0 break-words">
                        {match.buyerName}
                        <span className="block text-muted-foreground text-xs">
                          {match.buyerEmail}
                        </span>
                      </span>
                    </td>
                    <td data-label={text.prompt} className={cell}>
                      <span className="min-w-0 break-words">{match.promptTitle}</span>
                    </td>
                    <td data-label={text.shop} className={cell}>
                      <span className="min-w-0 break-words">{match.shopName}</span>
                    </td>
                    <td data-label={text.marks} className={cn(cell, 'sm:whitespace-nowrap')}>
                      {text.copies(formatNumber(match.copies), percent(match.share))}
                    </td>
                    <td data-label={text.confidence} className={cell}>
                      <span>
                        <span className="font-semibold">{text.levels[match.level]}</span>
                        <span className="block text-muted-foreground text-xs">
                          {text.coincidence(exponentOf(match.coincidence))}
                        </span>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <CardContent className="grid gap-1 border-t pt-4 text-muted-foreground text-sm">
        <p className="font-medium text-foreground">{text.howTitle}</p>
        <p>{text.how}</p>
      </CardContent>
    </Card>
  )
}
