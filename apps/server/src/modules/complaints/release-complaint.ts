import { type ComplaintView, complaintLifecycle } from '@pasarprompt/contracts/complaints'
import { AppError } from '../../lib/app-error.ts'
import { type AuditActor, recordAudit } from '../audit/record-audit.ts'
import { runComplaintStep } from './complaint-step.ts'
import type { ComplaintsContext } from './complaints-context.ts'

export interface ReleaseComplaintOptions {
  admin: AuditActor
  orderId: string
  reason: string
}

/**
 * Staff reject a complaint: the sale stands and its earnings are released by the release job
 * (on its next run if the hold period is already over). The reason is shown to both sides; audited.
 */
export async function releaseComplaint(
  ctx: ComplaintsContext,
  { admin, orderId, reason }: ReleaseComplaintOptions,
): Promise<ComplaintView> {
  return runComplaintStep(ctx, {
    party: { side: 'admin', admin },
    orderId,
    decide: (_order, complaint) => {
      if (!complaintLifecycle.can('release', complaint.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', 'Komplain ini sudah diputuskan.')
      }
      return {
        kind: 'released',
        text: reason,
        changes: {
          status: 'released',
          resolvedAt: new Date(),
          resolvedBy: 'admin',
          resolution: reason,
        },
        also: (tx, _order, changed) =>
          recordAudit(tx, admin, {
            action: 'complaint.release',
            targetType: 'complaint',
            targetId: changed.id,
            before: { status: complaint.status },
            after: { status: 'released' },
            reason,
          }),
      }
    },
  })
}
