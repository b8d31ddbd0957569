import { formatRupiah } from '@pasarprompt/contracts/format'
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
