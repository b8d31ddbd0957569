import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  usePaymentConfig,
  usePayoutOverview,
  useRequestPayout,
  useUpdatePaymentConfig,
} from '@/features/payouts/api/payouts'
import { BankAccountCard } from '@/features/payouts/components/bank-account-form'
import { PayoutHistory } from '@/features/payouts/components/payout-history'
import { PayoutRequestForm } from '@/features/payouts/components/payout-request-form'
import { useShopBalance } from '@/lib/session/shop-balance'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.payouts

/** /app/payout: balance, bank account, a payout request and the history (owners and admins). */
export function PayoutPage() {
  const session = useSession()
  const canManage = session.role === 'owner' || session.role === 'admin'
  const organizationId = canManage ? session.organizationId : null
  const overview = usePayoutOverview(organizationId)
  const config = usePaymentConfig(organizationId)
  const balance = useShopBalance(organizationId, canManage)
  const updateConfig = useUpdatePaymentConfig(organizationId)
  const requestPayout = useRequestPayout(organizationId)

  const nextReleaseAt = balance.data?.nextReleaseAt ?? overview.data?.nextReleaseAt ?? null

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground">{text.lead}</p>
      </div>
      {!canManage ? (
        <Alert>{text.managersOnly}</Alert>
      ) : overview.error || config.error ? (
        <Alert variant="destructive">{(overview.error ?? config.error)?.message}</Alert>
      ) : !overview.data || !config.data || !organizationId ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {(
              [
                [
                  'available',
                  seller.balance.available,
                  balance.data?.available ?? overview.data.available,
                ],
                ['held', seller.balance.held, balance.data?.held ?? overview.data.held],
                [
                  'reserved',
                  seller.balance.reserved,
                  balance.data?.reserved ?? overview.data.reserved,
                ],
              ] as const
            ).map(([key, label, value]) => (
              // The card itself is the term's group: a <dl> takes only <div>s holding <dt>/<dd>.
              <Card key={key} className="grid content-start gap-1 p-5 pt-6">
                <dt className="text-muted-foreground text-sm">{label}</dt>
                <dd className="font-bold text-2xl tabular-nums" data-testid={`payout-${key}`}>
                  {formatRupiah(value)}
                </dd>
                {key === 'held' && value > 0 && nextReleaseAt ? (
                  <dd className="text-muted-foreground text-xs">
                    {seller.balance.availableFrom(formatDateWib(nextReleaseAt))}
                  </dd>
                ) : null}
              </Card>
            ))}
          </dl>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <BankAccountCard
              config={config.data}
              onSave={updateConfig.mutateAsync}
              lead={text.bank.lead}
              missing={text.bank.missing}
            />
            <PayoutRequestForm
              available={balance.data?.available ?? overview.data.available}
              held={balance.data?.held ?? overview.data.held}
              nextReleaseAt={nextReleaseAt}
              minPayout={overview.data.minPayout}
              payouts={overview.data.items}
              bankAccount={config.data}
              onRequest={requestPayout.mutateAsync}
            />
          </div>
          <PayoutHistory items={overview.data.items} payee="shop" />
        </>
      )}
    </div>
  )
}
