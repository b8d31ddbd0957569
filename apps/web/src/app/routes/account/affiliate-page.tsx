import { Handshake } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/list/empty-state'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useAffiliateOverview } from '@/features/affiliates/api/get-affiliate-overview'
import { useRequestAffiliatePayout } from '@/features/affiliates/api/request-affiliate-payout'
import { useUpdateAffiliateBankAccount } from '@/features/affiliates/api/update-affiliate-bank-account'
import {
  AffiliateBalanceCards,
  nextRelease,
} from '@/features/affiliates/components/affiliate-balance-cards'
import { AffiliateOrdersTable } from '@/features/affiliates/components/affiliate-orders-table'
import { AffiliateProgrammeList } from '@/features/affiliates/components/affiliate-programme-list'
import { useAffiliateLiveUpdates } from '@/features/affiliates/hooks/use-affiliate-live-updates'
import { BankAccountCard } from '@/features/payouts/components/bank-account-form'
import { PayoutHistory } from '@/features/payouts/components/payout-history'
import { PayoutRequestForm } from '@/features/payouts/components/payout-request-form'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'

const text = affiliatesText.account

/**
 * /account/affiliate (Afiliasi, issue 14): the affiliate's balances, programmes with their links
 * and figures, the orders their links brought, their own bank account, a payout request under
 * the shops' rules and the payouts so far. Anyone signed in may open it; without a programme it
 * explains how to join one.
 */
export function AffiliatePage() {
  const overview = useAffiliateOverview()
  const updateBank = useUpdateAffiliateBankAccount()
  const requestPayout = useRequestAffiliatePayout()
  useAffiliateLiveUpdates()
  const data = overview.data
  const hasHistory =
    data &&
    (data.programmes.length > 0 ||
      data.orders.length > 0 ||
      data.payouts.length > 0 ||
      data.available !== 0 ||
      data.held !== 0 ||
      data.reserved !== 0)

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-10">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <div>
        <h2 className="font-bold text-2xl tracking-tight">{text.title}</h2>
        <p className="mt-1 text-muted-foreground">{text.lead}</p>
      </div>
      {overview.isPending ? (
        <div className="grid gap-4" role="status" aria-label={common.loading}>
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      ) : overview.error ? (
        <Alert variant="destructive">{overview.error.message}</Alert>
      ) : !data || !hasHistory ? (
        <EmptyState
          icon={<Handshake className="size-8" aria-hidden="true" />}
          title={text.emptyTitle}
          lead={text.emptyLead}
          action={
            <Button asChild>
              <Link to={paths.marketplace.shops}>{text.browseShops}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <AffiliateBalanceCards overview={data} />
          {data.programmes.length > 0 ? (
            <AffiliateProgrammeList programmes={data.programmes} />
          ) : null}
          <AffiliateOrdersTable orders={data.orders} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <BankAccountCard
              config={data.bankAccount}
              onSave={updateBank.mutateAsync}
              lead={text.bank.lead}
              missing={text.bank.missing}
              titleAs="h3"
            />
            <PayoutRequestForm
              available={data.available}
              held={data.held}
              nextReleaseAt={nextRelease(data.orders)}
              minPayout={data.minPayout}
              payouts={data.payouts}
              bankAccount={data.bankAccount}
              onRequest={requestPayout.mutateAsync}
              title={text.payout}
              submitLabel={text.payout}
              titleAs="h3"
            />
          </div>
          <PayoutHistory items={data.payouts} payee="affiliate" titleAs="h3" />
        </>
      )}
    </div>
  )
}
