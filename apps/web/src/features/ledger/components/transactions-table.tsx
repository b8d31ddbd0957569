import type { ShopTransaction } from '@pasarprompt/contracts/seller-transactions'
import { Card } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'

const text = seller.transactions

import { TransactionRow } from './transaction-row'

/** The shop's ledger entries, newest first. */
export function TransactionsTable({ items }: { items: ShopTransaction[] }) {
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-sm">
        <thead className="hidden bg-muted/50 text-left text-muted-foreground md:table-header-group">
          <tr>
            <th className="px-4 py-2 font-medium">{text.columns.at}</th>
            <th className="px-4 py-2 font-medium">{text.columns.kind}</th>
            <th className="px-4 py-2 font-medium">{text.columns.detail}</th>
            <th className="px-4 py-2 text-right font-medium">{text.columns.amount}</th>
            <th className="px-4 py-2 text-right font-medium">{text.columns.balance}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <TransactionRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </Card>
  )
}
