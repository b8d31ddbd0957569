import {
  bucketLabels,
  type ShopBucket,
  type ShopTransaction,
} from '@pasarprompt/contracts/ledger-for-shop'
import { Card } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'
import { TransactionRow } from './transaction-row'

const text = seller.transactions

/**
 * The shop's money events, newest first. The last column is the balance of the bucket filtered
 * on, or the shop's whole balance (held + available + reserved) when all are shown: a sale
 * raises it, a refund or a sent payout lowers it, a move between buckets leaves it.
 */
export function TransactionsTable({
  items,
  bucket,
}: {
  items: ShopTransaction[]
  bucket: ShopBucket | undefined
}) {
  return (
    <div className="grid gap-2">
      <p className="text-muted-foreground text-xs" data-testid="balance-explained">
        {bucket ? text.balanceExplained(bucketLabels[bucket]) : text.totalExplained}
      </p>
      <Card className="overflow-hidden">
        <table className="w-full table-fixed text-sm md:table-auto">
          <thead className="hidden bg-muted/50 text-left text-muted-foreground md:table-header-group">
            <tr>
              <th className="px-4 py-2 font-medium">{text.columns.at}</th>
              <th className="px-4 py-2 font-medium">{text.columns.kind}</th>
              <th className="px-4 py-2 font-medium">{text.columns.detail}</th>
              <th className="px-4 py-2 text-right font-medium">{text.columns.amount}</th>
              <th className="px-4 py-2 text-right font-medium">
                {bucket ? text.columns.balance(bucketLabels[bucket]) : text.columns.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item) => (
              <TransactionRow key={item.id} item={item} balanceOf={bucket} />
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  )
}
