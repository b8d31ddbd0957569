import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useShopBalance } from '@/lib/session/shop-balance'
import { seller } from '@/locales/id/seller'

/** Owners and admins: the balance, live over the event stream (members see no money). */
export function ShopBalanceCard({ organizationId }: { organizationId: string }) {
  const balance = useShopBalance(organizationId, true)
  const amounts = [
    {
      key: 'available',
      label: seller.balance.available,
      value: balance.data?.available,
      hint: seller.balance.availableHint,
    },
    {
      key: 'held',
      label: seller.balance.held,
      value: balance.data?.held,
      hint:
        balance.data?.nextReleaseAt && balance.data.held > 0
          ? seller.balance.availableFrom(formatDateWib(balance.data.nextReleaseAt))
          : null,
    },
    {
      key: 'reserved',
      label: seller.balance.reserved,
      value: balance.data?.reserved,
      hint: seller.balance.reservedHint,
    },
  ]
  return (
    <Card aria-labelledby="saldo-toko">
      <CardHeader>
        <CardTitle id="saldo-toko" className="flex items-center justify-between text-lg">
          {seller.balance.title}
          <span className="inline-flex items-center gap-1.5 font-normal text-muted-foreground text-xs">
            <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
            {seller.balance.live}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {balance.error ? (
          <Alert variant="destructive">{balance.error.message}</Alert>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            {amounts.map((amount) => (
              <div key={amount.key} className="grid content-start gap-1">
                <dt className="text-muted-foreground text-sm">{amount.label}</dt>
                <dd className="font-bold text-2xl tabular-nums" data-testid={`saldo-${amount.key}`}>
                  {amount.value === undefined ? (
                    <Skeleton className="h-8 w-32" />
                  ) : (
                    formatRupiah(amount.value)
                  )}
                </dd>
                {amount.hint ? (
                  <dd
                    className="text-muted-foreground text-xs"
                    data-testid={`saldo-${amount.key}-hint`}
                  >
                    {amount.hint}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        )}
        <p className="text-muted-foreground text-sm">{seller.balance.heldNote}</p>
      </CardContent>
    </Card>
  )
}
