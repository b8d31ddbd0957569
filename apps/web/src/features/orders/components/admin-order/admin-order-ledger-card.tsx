import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { LedgerEntryList } from '@/components/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.orders

/** The ledger entries the order moved, with their accounts. */
export function AdminOrderLedgerCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.ledger}</CardTitle>
      </CardHeader>
      <CardContent>
        <LedgerEntryList
          entries={order.entries}
          emptyText={text.noEntries}
          where={(index) => (
            <span className="break-all font-mono text-muted-foreground text-xs">
              {order.entries[index]?.account}
            </span>
          )}
        />
      </CardContent>
    </Card>
  )
}
