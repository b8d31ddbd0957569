import { type ComplaintView, complaintLifecycle } from '@pasarprompt/contracts/complaints'
import { AppError } from '../../lib/app-error.ts'
import type { ComplaintBuyer } from './complaint-party.ts'
import { runComplaintStep } from './complaint-step.ts'
import type { ComplaintsContext } from './complaints-context.ts'

export interface WithdrawComplaintOptions {
  buyer: ComplaintBuyer
  orderId: string
}

/**
 * The buyer withdraws their complaint (the shop helped, or it was a mistake): the earnings
 * are no longer held by it, and the release job releases them once the hold period is over.
 */
export async function withdrawComplaint(
  ctx: ComplaintsContext,
  { buyer, orderId }: WithdrawComplaintOptions,
): Promise<ComplaintView> {
  return runComplaintStep(ctx, {
    party: { side: 'buyer', buyer },
    orderId,
    decide: (_order, complaint) => {
      if (!complaintLifecycle.can('withdraw', complaint.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', 'Komplain ini sudah selesai.')
      }
      return {
        kind: 'withdrawn',
        text: '',
        changes: { status: 'withdrawn', resolvedAt: new Date(), resolvedBy: 'buyer' },
      }
    },
  })
}
