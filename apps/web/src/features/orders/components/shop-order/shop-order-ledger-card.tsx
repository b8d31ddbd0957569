import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { bucketLabels } from '@pasarprompt/contracts/ledger-for-shop'
import type { SellerOrderDetail } from '@pasarprompt/contracts/orders-for-shop'
import { LedgerEntryList } from '@/components/money'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { seller } from '@/locales/id/seller'

const text = seller.orders
const detail = text.detail

/** The ledger entries the order moved on the shop's balance. */
export function ShopOrderLedgerCard({ order }: { order: SellerOrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{detail.ledger}</CardTitle>
      </CardHeader>
      <CardContent>
        <LedgerEntryList
          entries={order.entries}
          emptyText={detail.ledgerEmpty}
          where={(index) => {
            const entry = order.entries[index]
            return entry ? (
              <span className="text-muted-foreground text-xs">
                · {bucketLabels[entry.bucket]} · {formatDateTimeWib(entry.at)}
              </span>
            ) : null
          }}
        />
      </CardContent>
    </Card>
  )
}
