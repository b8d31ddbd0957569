import { formatRupiah } from '@pasarprompt/contracts/format'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { Card, CardContent } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** The shop's available, held and reserved money. */
export function AdminShopBalance({ shop }: { shop: AdminShopDetail }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {(
        [
          [text.available, shop.balance.available],
          [text.held, shop.balance.held],
          [text.reserved, shop.balance.reserved],
        ] as const
      ).map(([label, amount]) => (
        <Card key={label}>
          <CardContent className="grid gap-1 pt-6">
            <p className="text-muted-foreground text-sm">{label}</p>
            <p className="font-bold text-xl tabular-nums">{formatRupiah(amount)}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
