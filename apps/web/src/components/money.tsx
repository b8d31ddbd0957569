import { formatRupiah } from '@pasarprompt/contracts/format'
import { transactionKindLabels } from '@pasarprompt/contracts/ledger-for-shop'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A ledger amount: a plus for money in (green), a minus for money out (red). */
export function SignedAmount({ amount, className }: { amount: number; className?: string }) {
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        amount < 0 ? 'text-destructive' : 'text-primary',
        className,
      )}
    >
      {amount > 0 ? '+' : ''}
      {formatRupiah(amount)}
    </span>
  )
}

/** One line of a price breakdown (a `<dl>` row); `strong` is its total. */
export function AmountRow({
  label,
  amount,
  strong = false,
}: {
  label: string
  amount: number
  strong?: boolean
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-3',
        strong && 'border-t pt-2 font-semibold text-base text-foreground',
      )}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">
        {amount < 0 ? `−${formatRupiah(-amount)}` : formatRupiah(amount)}
      </dd>
    </div>
  )
}

/**
 * The ledger entries an order caused, oldest first: what moved, where (`where`, drawn by the
 * page: the shop's bucket or the full account), and the signed amount.
 */
export function LedgerEntryList({
  entries,
  where,
  emptyText,
}: {
  entries: { id: number; kind: string; amount: number }[]
  where: (index: number) => ReactNode
  emptyText: string
}) {
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">{emptyText}</p>
  return (
    <ul className="divide-y text-sm">
      {entries.map((entry, index) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="min-w-0 flex-1">
            <span className="font-medium">{transactionKindLabels[entry.kind] ?? entry.kind}</span>{' '}
            {where(index)}
          </span>
          <SignedAmount amount={entry.amount} />
        </li>
      ))}
    </ul>
  )
}
