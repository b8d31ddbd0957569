import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { ReasonDialog } from '@/components/reason-dialog'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { usePayoutDecisions } from '../../api/admin-payouts'
import { ApprovePayoutDialog } from './approve-payout-dialog'
import { payeeText } from './payee-text'

const text = admin.payouts

/** Which decision staff are making, on which payout. */
export type PayoutDeciding = { kind: 'approve' | 'reject'; payout: AdminPayout }

/**
 * The dialog of one decision: approve with a transfer reference, or reject with a reason.
 * Mounted per decision, so an earlier refusal never shows on the next one.
 */
export function PayoutDecisionDialogs({
  deciding,
  onClose,
}: {
  deciding: PayoutDeciding
  onClose: () => void
}) {
  const decisions = usePayoutDecisions()
  const { payout } = deciding
  const payee = payeeText(payout)
  if (deciding.kind === 'approve') {
    return (
      <ApprovePayoutDialog
        payout={payout}
        pending={decisions.approve.isPending}
        error={decisions.approve.error?.message ?? null}
        onClose={onClose}
        onConfirm={(transferReference, confirmRecentBankChange) =>
          decisions.approve.mutate(
            { id: payout.id, transferReference, confirmRecentBankChange },
            {
              onSuccess: () => {
                onClose()
                toast({ title: payee.approved })
              },
            },
          )
        }
      />
    )
  }
  return (
    <ReasonDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={text.rejectTitle}
      description={payee.rejectBody}
      label={text.reasonLabel}
      confirmLabel={text.reject}
      pending={decisions.reject.isPending}
      error={decisions.reject.error?.message ?? null}
      onConfirm={(reason) =>
        decisions.reject.mutate(
          { id: payout.id, reason },
          {
            onSuccess: () => {
              onClose()
              toast({ title: payee.rejected })
            },
          },
        )
      }
    />
  )
}
