import {
  type AffiliateOrder,
  affiliateEarningStatusLabels,
} from '@pasarprompt/contracts/affiliates'
import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { stackedTable } from '@/components/stacked-table'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { affiliatesText } from '@/locales/id/affiliates'

const text = affiliatesText.account.orders

const statusStyle: Record<AffiliateOrder['status'], string> = {
  held: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  available: 'border-primary/40 bg-primary/10 text-primary',
  reversed: 'border-destructive/40 bg-destructive/10 text-destructive',
  unpaid: 'border-border bg-muted text-muted-foreground',
}

/** The orders the affiliate's links brought, newest first — never who bought. */
export function AffiliateOrdersTable({ orders }: { orders: AffiliateOrder[] }) {
  return (
    <Card aria-labelledby="pesanan-afiliasi">
      <CardHeader>
        <CardTitle as="h3" id="pesanan-afiliasi" className="text-lg">
          {text.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          // Under `sm` each order is a card of label/value lines (decision 0034); from `sm` up a
          // screen narrower than the table scrolls it sideways, and the region takes focus so
          // a keyboard can too.
          <section
            className="-mx-5 sm:overflow-x-auto"
            aria-label={text.caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
          >
            <table className="w-full text-sm" data-testid="affiliate-orders">
              <caption className="sr-only">{text.caption}</caption>
              <thead className={stackedTable.head}>
                <tr>
                  <th scope="col" className="px-5 py-2 text-left font-medium">
                    {text.date}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.shop}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {text.prompt}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {text.price}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {text.fee}
                  </th>
                  <th scope="col" className="px-5 py-2 text-left font-medium">
                    {text.status}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y text-foreground">
                {orders.map((order) => (
                  <tr key={order.id} className={stackedTable.row}>
                    <td
                      data-label={text.date}
                      className={cn(
                        stackedTable.cell,
                        'text-muted-foreground sm:whitespace-nowrap sm:px-5 sm:text-left',
                      )}
                    >
                      {formatDateWib(order.paidAt)}
                    </td>
                    <td
                      data-label={text.shop}
                      className={cn(stackedTable.cell, 'sm:min-w-32 sm:px-3 sm:text-left')}
                    >
                      {order.shopName}
                    </td>
                    <th
                      scope="row"
                      data-label={text.prompt}
                      className={cn(
                        stackedTable.cell,
                        'font-medium sm:min-w-40 sm:px-3 sm:text-left',
                      )}
                    >
                      {order.promptTitle}
                    </th>
                    <td
                      data-label={text.price}
                      className={cn(stackedTable.cell, stackedTable.amount, 'sm:px-3')}
                    >
                      {formatRupiah(order.price)}
                    </td>
                    <td
                      data-label={text.fee}
                      className={cn(
                        stackedTable.cell,
                        stackedTable.amount,
                        'font-semibold sm:px-3',
                      )}
                    >
                      {formatRupiah(order.fee)}
                    </td>
                    <td
                      data-label={text.status}
                      className={cn(stackedTable.cell, 'sm:whitespace-nowrap sm:px-5 sm:text-left')}
                    >
                      <span
                        className={cn(
                          'rounded-full border px-2.5 py-0.5 font-medium text-xs',
                          statusStyle[order.status],
                        )}
                      >
                        {affiliateEarningStatusLabels[order.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
