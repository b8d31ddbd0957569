import { formatDateTimeWib, formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import {
  bucketLabels,
  type ShopBucket,
  type ShopTransaction,
  type TransactionStatus,
  transactionKindLabels,
  transactionStatusLabels,
} from '@pasarprompt/contracts/ledger-for-shop'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.transactions

const statusTones: Record<TransactionStatus, string> = {
  held: 'border-primary/40 bg-card text-primary',
  available: 'border-primary/30 bg-accent text-accent-foreground',
  refunded: 'border-border bg-muted text-muted-foreground',
  chargeback: 'border-destructive/40 bg-destructive/10 text-destructive',
  processing: 'border-primary/40 bg-card text-primary',
  sent: 'border-primary/30 bg-accent text-accent-foreground',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
  done: 'border-border bg-muted text-muted-foreground',
}

/**
 * One event of the shop's money: what happened and where it stands, the order or payout it is
 * about (a sale with its split), the amount and where it went, and the balance right after.
 * A table row on wide screens, a card on phones.
 */
export function TransactionRow({
  item,
  balanceOf,
}: {
  item: ShopTransaction
  /** Which bucket's balance the last column shows; all of them added up without one. */
  balanceOf: ShopBucket | undefined
}) {
  const after = item.balanceAfter
  const balance = balanceOf ? after[balanceOf] : after.held + after.available + after.reserved
  const kind = transactionKindLabels[item.kind] ?? item.kind
  const status =
    item.status === 'held' && item.releaseAt
      ? text.heldUntil(formatDateWib(item.releaseAt))
      : transactionStatusLabels[item.status]
  const detail = item.orderNumber
    ? `${item.orderNumber} · ${item.promptTitle ?? ''}`
    : item.payoutId
      ? text.payout
      : ''
  const direction =
    item.from && item.to
      ? text.move(bucketLabels[item.from], bucketLabels[item.to])
      : item.to
        ? text.into(bucketLabels[item.to])
        : item.from
          ? text.out(bucketLabels[item.from])
          : ''
  const sign = item.from === null && item.to ? '+' : item.to === null && item.from ? '−' : ''
  return (
    <tr
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 px-4 py-3 md:table-row md:p-0"
      data-testid="transaction-row"
    >
      <td className="text-muted-foreground text-xs md:px-4 md:py-3 md:align-top md:text-sm">
        {formatDateTimeWib(item.at)}
      </td>
      <td className="col-start-1 md:px-4 md:py-3 md:align-top">
        <span className="font-medium">{kind}</span>
        <span
          className={cn(
            'mt-1 ml-2 inline-flex items-center rounded-full border px-2 py-0.5 font-medium text-xs md:ml-0 md:flex md:w-fit md:whitespace-nowrap',
            statusTones[item.status],
          )}
        >
          {status}
        </span>
      </td>
      <td className="col-start-1 min-w-0 text-muted-foreground text-xs md:max-w-80 md:px-4 md:py-3 md:align-top md:text-sm">
        <span className="block truncate">{detail}</span>
        {item.sale ? (
          <span className="mt-0.5 block text-xs">
            {text.split(
              formatRupiah(item.sale.gross),
              formatRupiah(item.sale.platformFee),
              item.sale.affiliateFee > 0 ? formatRupiah(item.sale.affiliateFee) : null,
              item.sale.pph22 > 0 ? formatRupiah(item.sale.pph22) : null,
              formatRupiah(item.sale.net),
            )}
          </span>
        ) : null}
      </td>
      <td className="col-start-2 row-span-2 row-start-1 self-center text-right md:px-4 md:py-3 md:align-top">
        <span
          className={cn(
            'block whitespace-nowrap font-semibold tabular-nums',
            sign === '+' ? 'text-primary' : sign === '−' ? 'text-destructive' : '',
          )}
        >
          {sign}
          {formatRupiah(item.amount)}
        </span>
        {/* On a phone a long direction wraps under the amount instead of widening its column. */}
        <span className="block max-w-36 text-muted-foreground text-xs md:max-w-none md:whitespace-nowrap">
          {direction}
        </span>
      </td>
      <td className="col-start-2 whitespace-nowrap text-right text-muted-foreground text-xs tabular-nums md:px-4 md:py-3 md:align-top md:text-sm">
        {formatRupiah(balance)}
        {/* The whole balance does not move when money only changes balance: say so. */}
        {!balanceOf && item.from && item.to ? (
          <span className="ml-auto block max-w-36 whitespace-normal text-xs md:max-w-none">
            {text.totalUnchanged}
          </span>
        ) : null}
      </td>
    </tr>
  )
}
