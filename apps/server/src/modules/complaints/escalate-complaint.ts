import {
  COMPLAINT_ANSWER_MS,
  type ComplaintView,
  complaintLifecycle,
} from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { AppError } from '../../lib/app-error.ts'
import type { ComplaintParty } from './complaint-party.ts'
import { runComplaintStep } from './complaint-step.ts'
import type { ComplaintsContext } from './complaints-context.ts'

export interface EscalateComplaintOptions {
  party: Extract<ComplaintParty, { side: 'buyer' | 'shop' }>
  orderId: string
  now?: Date
}

/**
 * The buyer or the shop passes an open complaint to an admin, once the shop has had
 * COMPLAINT_ANSWER_HOURS to settle it; staff hear of it and it joins their queue.
 */
export async function escalateComplaint(
  ctx: ComplaintsContext,
  { party, orderId, now = new Date() }: EscalateComplaintOptions,
): Promise<ComplaintView> {
  return runComplaintStep(ctx, {
    party,
    orderId,
    decide: (_order, complaint) => {
      if (!complaintLifecycle.can('escalate', complaint.status)) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          complaint.status === 'escalated'
            ? 'Komplain ini sudah diteruskan ke admin.'
            : 'Komplain ini sudah selesai.',
        )
      }
      const from = new Date(complaint.createdAt.getTime() + COMPLAINT_ANSWER_MS)
      if (now < from) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          `Komplain dapat diteruskan ke admin mulai ${formatDateTimeWib(from)}, agar toko sempat menjawab.`,
        )
      }
      return {
        kind: 'escalated',
        text: '',
        changes: { status: 'escalated', escalatedAt: now, escalatedBy: party.side },
      }
    },
  })
}
