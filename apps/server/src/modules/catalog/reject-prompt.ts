import { promptLifecycle } from '@pasarprompt/contracts/catalog'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { promptRevisions, prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getPromptForAdmin } from './get-prompt-for-admin.ts'
import { lockForReview, NOTHING_TO_REVIEW } from './lock-for-review.ts'
import { tellReviewDecision } from './tell-review-decision.ts'

export interface RejectPromptOptions {
  events: EventBus
  admin: AdminContext
  id: string
  reason: string
}

/**
 * Sends back what waits for review, with a reason the seller reads: a prompt in review becomes
 * `rejected`; a new version of a published prompt is marked rejected while the live version
 * stays on sale.
 */
export async function rejectPrompt(
  db: Database,
  { events, admin, id, reason }: RejectPromptOptions,
) {
  await db.transaction(async (tx) => {
    const { prompt, revision } = await lockForReview(tx, id)
    if (promptLifecycle.can('reject', prompt.status)) {
      await tx
        .update(prompts)
        .set(
          stampUpdate(admin.actor, {
            status: promptLifecycle.moves.reject.to,
            rejectionReason: reason,
          }),
        )
        .where(eq(prompts.id, id))
    } else if (prompt.status === 'published' && revision) {
      await tx
        .update(promptRevisions)
        .set(stampUpdate(admin.actor, { status: 'rejected' as const, rejectionReason: reason }))
        .where(eq(promptRevisions.promptId, id))
    } else {
      throw new AppError('INVALID_STATUS_TRANSITION', NOTHING_TO_REVIEW)
    }
    await recordAudit(tx, admin, {
      action: prompt.status === 'published' ? 'prompt.reject_revision' : 'prompt.reject',
      targetType: 'prompt',
      targetId: id,
      before: { status: prompt.status },
      after: { status: prompt.status === 'published' ? 'published' : 'rejected' },
      reason,
    })
    await tellReviewDecision(tx, events, { prompt, revision, approved: false, reason })
  })
  return getPromptForAdmin(db, id)
}
