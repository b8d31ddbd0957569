import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** Where the shop's payouts go, and when that last changed. */
export function AdminShopBankCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.bank}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {shop.bank ? (
          <p>
            {shop.bank.bankCode.toUpperCase()} {shop.bank.accountNumber} a.n.{' '}
            {shop.bank.accountHolder}
            {shop.bank.changedAt ? (
              <span className="block text-muted-foreground text-xs">
                {text.bankChanged(formatDateTimeWib(shop.bank.changedAt))}
              </span>
            ) : null}
          </p>
        ) : (
          <p className="text-muted-foreground">{text.noBank}</p>
        )}
      </CardContent>
    </Card>
  )
}
