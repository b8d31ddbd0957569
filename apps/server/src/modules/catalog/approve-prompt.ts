import { promptLifecycle } from '@pasarprompt/contracts/catalog'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { promptRevisions, promptSecrets, prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getPromptForAdmin } from './get-prompt-for-admin.ts'
import { lockForReview, NOTHING_TO_REVIEW } from './lock-for-review.ts'
import { replaceExamples } from './prompt-examples.ts'
import { recordPromptVersion } from './record-prompt-version.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'
import { tellEarlierBuyers } from './tell-earlier-buyers.ts'
import { tellReviewDecision } from './tell-review-decision.ts'

export interface ApprovePromptOptions {
  events: EventBus
  admin: AdminContext
  id: string
}

/**
 * Approves what waits for review (DESIGN.md §4): a prompt in review goes live; a published
 * prompt's new version replaces its secret and examples, with its change note, and buyers get
 * it from now on: it joins the version history, and every earlier buyer is told once (issue 30). Anything else is refused, so a double click approves once.
 */
export async function approvePrompt(db: Database, { events, admin, id }: ApprovePromptOptions) {
  await db.transaction(async (tx) => {
    const { prompt, revision } = await lockForReview(tx, id)
    if (promptLifecycle.can('approve', prompt.status)) {
      await tx
        .update(prompts)
        .set(
          stampUpdate(admin.actor, {
            status: promptLifecycle.moves.approve.to,
            rejectionReason: null,
            publishedAt: prompt.publishedAt ?? new Date(),
          }),
        )
        .where(eq(prompts.id, id))
      await refreshCategoryStats(tx, [prompt.categoryName])
    } else if (prompt.status === 'published' && revision) {
      const version = await recordPromptVersion(tx, {
        actor: admin.actor,
        prompt,
        revision,
        at: new Date(),
      })
      await tx
        .update(promptSecrets)
        .set(
          stampUpdate(admin.actor, {
            promptText: revision.promptText,
            instructions: revision.instructions,
            changeNote: revision.changeNote,
          }),
        )
        .where(eq(promptSecrets.promptId, id))
      await replaceExamples(tx, { actor: admin.actor, promptId: id, examples: revision.examples })
      await tx
        .update(prompts)
        .set(
          stampUpdate(admin.actor, {
            variableCount: templateVariables(revision.promptText).length,
          }),
        )
        .where(eq(prompts.id, id))
      await tx.delete(promptRevisions).where(eq(promptRevisions.promptId, id))
      await tellEarlierBuyers(tx, { events, prompt, version, changeNote: revision.changeNote })
    } else {
      throw new AppError('INVALID_STATUS_TRANSITION', NOTHING_TO_REVIEW)
    }
    await recordAudit(tx, admin, {
      action:
        revision && prompt.status === 'published' ? 'prompt.approve_revision' : 'prompt.approve',
      targetType: 'prompt',
      targetId: id,
      before: { status: prompt.status },
      after: { status: 'published' },
    })
    await tellReviewDecision(tx, events, { prompt, revision, approved: true })
  })
  return getPromptForAdmin(db, id)
}
