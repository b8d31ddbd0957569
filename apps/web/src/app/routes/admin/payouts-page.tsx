import { PAYOUT_STATUSES, payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { useState } from 'react'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { Card } from '@/components/ui/card'
import { type PayoutStatus, useAdminPayouts } from '@/features/payouts/api/admin-payouts'
import { AdminPayoutItem } from '@/features/payouts/components/admin/admin-payout-item'
import {
  type PayoutDeciding,
  PayoutDecisionDialogs,
} from '@/features/payouts/components/admin/payout-decision-dialogs'
import { useSearchParam } from '@/hooks/use-search-param'
import { admin } from '@/locales/id/admin'

const text = admin.payouts

/** /admin/payments/payout: the queue of payout requests and their history. */
export function AdminPayoutsPage() {
  const [asked, setStatus] = useSearchParam('status')
  const status: PayoutStatus = PAYOUT_STATUSES.find((value) => value === asked) ?? 'requested'
  const payouts = useAdminPayouts(status)
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? []
  const [deciding, setDeciding] = useState<PayoutDeciding | null>(null)

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.statusLegend}
        options={PAYOUT_STATUSES}
        label={(option) => payoutStatusLabels[option]}
        value={status}
        onChange={setStatus}
      />
      <ListStates query={payouts} empty={items.length === 0} emptyText={text.empty}>
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {items.map((payout) => (
              <AdminPayoutItem
                key={payout.id}
                payout={payout}
                onDecide={(kind) => setDeciding({ kind, payout })}
              />
            ))}
          </ul>
        </Card>
      </ListStates>
      <LoadMoreButton query={payouts} label={text.more} />
      {deciding ? (
        <PayoutDecisionDialogs
          key={`${deciding.kind}-${deciding.payout.id}`}
          deciding={deciding}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  )
}
