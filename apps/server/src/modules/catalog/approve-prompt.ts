import { templateVariables } from '@pasarprompt/contracts/catalog'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { promptRevisions, promptSecrets, prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getAdminProduct } from './get-prompt-for-admin.ts'
import { replaceExamples } from './prompt-examples.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

const NOTHING_TO_REVIEW = 'Prompt ini tidak sedang menunggu peninjauan.'

async function lockForReview(tx: Transaction, id: string) {
  const [prompt] = await tx.select().from(prompts).where(eq(prompts.id, id)).for('update')
  if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  const [revision] = await tx.select().from(promptRevisions).where(eq(promptRevisions.promptId, id))
  return { prompt, revision: revision?.status === 'in_review' ? revision : undefined }
}

/**
 * Approves what waits for review (DESIGN.md §4): a prompt in review goes live; a published
 * prompt's new version replaces its secret and examples, with its change note, and buyers get
 * it from now on. Anything else is refused, so a double click approves once.
 */
export async function approveProduct(db: Database, admin: AdminContext, id: string) {
  await db.transaction(async (tx) => {
    const { prompt, revision } = await lockForReview(tx, id)
    if (prompt.status === 'in_review') {
      await tx
        .update(prompts)
        .set(
          stampUpdate(admin.actor, {
            status: 'published' as const,
            rejectionReason: null,
            publishedAt: prompt.publishedAt ?? new Date(),
          }),
        )
        .where(eq(prompts.id, id))
      await refreshCategoryStats(tx, [prompt.categoryName])
    } else if (prompt.status === 'published' && revision) {
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
      await replaceExamples(tx, admin.actor, id, revision.examples)
      await tx
        .update(prompts)
        .set(
          stampUpdate(admin.actor, {
            variableCount: templateVariables(revision.promptText).length,
          }),
        )
        .where(eq(prompts.id, id))
      await tx.delete(promptRevisions).where(eq(promptRevisions.promptId, id))
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
  })
  return getAdminProduct(db, id)
}

/**
 * Sends back what waits for review, with a reason the seller reads: a prompt in review becomes
 * `rejected`; a new version of a published prompt is marked rejected while the live version
 * stays on sale.
 */
export async function rejectProduct(db: Database, admin: AdminContext, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const { prompt, revision } = await lockForReview(tx, id)
    if (prompt.status === 'in_review') {
      await tx
        .update(prompts)
        .set(stampUpdate(admin.actor, { status: 'rejected' as const, rejectionReason: reason }))
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
  })
  return getAdminProduct(db, id)
}

/** Features a published prompt on the storefront (the home page and 'Prompt Unggulan'). */
export async function setProductFeatured(
  db: Database,
  admin: AdminContext,
  id: string,
  featured: boolean,
) {
  await db.transaction(async (tx) => {
    const { prompt } = await lockForReview(tx, id)
    if (featured && prompt.status !== 'published') {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Hanya prompt yang terbit yang dapat dijadikan unggulan.',
      )
    }
    await tx.update(prompts).set(stampUpdate(admin.actor, { featured })).where(eq(prompts.id, id))
    await recordAudit(tx, admin, {
      action: featured ? 'prompt.feature' : 'prompt.unfeature',
      targetType: 'prompt',
      targetId: id,
      before: { featured: prompt.featured },
      after: { featured },
    })
  })
  return getAdminProduct(db, id)
}
