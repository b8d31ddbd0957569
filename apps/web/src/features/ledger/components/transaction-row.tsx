import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import {
  bucketLabels,
  type ShopTransaction,
  transactionKindLabels,
} from '@pasarprompt/contracts/seller-transactions'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.transactions

/** One ledger entry with its running balance: a table row on wide screens, a card on phones. */
export function TransactionRow({ item }: { item: ShopTransaction }) {
  const kind = transactionKindLabels[item.kind] ?? item.kind
  const detail = item.orderNumber
    ? `${item.orderNumber} · ${item.promptTitle ?? ''}`
    : item.payoutId
      ? text.payout
      : ''
  return (
    <tr className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3 md:table-row md:p-0">
      <td className="text-muted-foreground text-xs md:px-4 md:py-3 md:text-sm">
        {formatDateTime(item.at)}
      </td>
      <td className="col-start-1 md:px-4 md:py-3">
        <span className="font-medium">{kind}</span>{' '}
        <span className="text-muted-foreground text-xs">· {bucketLabels[item.bucket]}</span>
      </td>
      <td className="col-start-1 truncate text-muted-foreground text-xs md:max-w-64 md:px-4 md:py-3 md:text-sm">
        {detail}
      </td>
      <td
        className={cn(
          'col-start-2 row-span-2 row-start-1 self-center text-right font-semibold tabular-nums md:px-4 md:py-3',
          item.amount < 0 ? 'text-destructive' : 'text-primary',
        )}
      >
        {item.amount > 0 ? '+' : ''}
        {formatRupiah(item.amount)}
      </td>
      <td className="col-start-2 text-right text-muted-foreground text-xs tabular-nums md:px-4 md:py-3 md:text-sm">
        {formatRupiah(item.balanceAfter)}
      </td>
    </tr>
  )
}
