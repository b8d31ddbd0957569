import type { ShopAffiliate } from '@pasarprompt/contracts/affiliates'
import { formatDateWib, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { stackedTable } from '@/components/stacked-table'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast-store'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'
import { useRemoveShopAffiliate } from '../api/remove-shop-affiliate'

const text = affiliatesText.settings

/** The shop's affiliates with what they brought; "Keluarkan" asks first. */
export function ShopAffiliatesTable({
  organizationId,
  affiliates,
}: {
  organizationId: string
  affiliates: ShopAffiliate[]
}) {
  const remove = useRemoveShopAffiliate(organizationId)
  const [removing, setRemoving] = useState<ShopAffiliate | null>(null)
  const confirmRemove = (affiliate: ShopAffiliate) =>
    remove.mutate(affiliate.id, {
      onSuccess: () => {
        setRemoving(null)
        toast({ title: text.removed(affiliate.name) })
      },
      onError: (error) =>
        toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
    })
  const numeric = cn(stackedTable.cell, stackedTable.amount, 'sm:px-3')

  return (
    <section aria-labelledby="afiliasi-toko" className="grid gap-3">
      <h3 id="afiliasi-toko" className="font-semibold text-base text-foreground">
        {text.affiliates}
      </h3>
      {affiliates.length === 0 ? (
        <p>{text.affiliatesEmpty}</p>
      ) : (
        // Under `sm` each affiliate is a card of label/value lines (decision 0034); from `sm` up
        // a screen narrower than the table scrolls it sideways, and the region takes focus so a
        // keyboard can too.
        <section
          className="-mx-5 sm:overflow-x-auto"
          aria-label={text.caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
        >
          <table className="w-full text-sm" data-testid="shop-affiliates">
            <caption className="sr-only">{text.caption}</caption>
            <thead className={stackedTable.head}>
              <tr>
                <th scope="col" className="px-5 py-2 text-left font-medium">
                  {text.name}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {text.code}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {text.status}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {text.joined}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {text.clicks}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {text.orders}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {text.fees}
                </th>
                <th scope="col" className="px-5 py-2">
                  <span className="sr-only">{text.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y text-foreground">
              {affiliates.map((affiliate) => (
                <tr key={affiliate.id} className={stackedTable.row}>
                  <th
                    scope="row"
                    data-label={text.name}
                    className={cn(
                      stackedTable.cell,
                      'font-medium sm:min-w-32 sm:px-5 sm:text-left',
                    )}
                  >
                    {affiliate.name}
                  </th>
                  <td
                    data-label={text.code}
                    className={cn(stackedTable.cell, 'font-mono sm:px-3 sm:text-left')}
                  >
                    {affiliate.code}
                  </td>
                  <td
                    data-label={text.status}
                    className={cn(stackedTable.cell, 'sm:whitespace-nowrap sm:px-3 sm:text-left')}
                  >
                    <span
                      className={cn(
                        'rounded-full border px-2.5 py-0.5 font-medium text-xs',
                        affiliate.status === 'active'
                          ? 'border-primary/40 bg-primary/10 text-primary'
                          : 'border-border bg-muted text-muted-foreground',
                      )}
                    >
                      {affiliate.removedBy === 'self'
                        ? text.statuses.left
                        : text.statuses[affiliate.status]}
                    </span>
                  </td>
                  <td
                    data-label={text.joined}
                    className={cn(stackedTable.cell, 'sm:whitespace-nowrap sm:px-3 sm:text-left')}
                  >
                    {formatDateWib(affiliate.joinedAt)}
                  </td>
                  <td data-label={text.clicks} className={numeric}>
                    {formatNumber(affiliate.clicks)}
                  </td>
                  <td data-label={text.orders} className={numeric}>
                    {formatNumber(affiliate.orders)}
                  </td>
                  <td data-label={text.fees} className={numeric}>
                    {formatRupiah(affiliate.fees)}
                  </td>
                  <td className="flex justify-end pt-2 sm:table-cell sm:px-5 sm:py-2.5 sm:text-right">
                    {/* Someone who left may still be removed, so they cannot rejoin. */}
                    {affiliate.removedBy !== 'shop' ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={text.removeLabel(affiliate.name)}
                        onClick={() => setRemoving(affiliate)}
                      >
                        {text.remove}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={text.removeTitle}
        description={removing ? text.removeBody(removing.name) : ''}
        confirmLabel={text.remove}
        cancelLabel={text.cancel}
        closeLabel={text.close}
        pending={remove.isPending}
        onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
      />
    </section>
  )
}
