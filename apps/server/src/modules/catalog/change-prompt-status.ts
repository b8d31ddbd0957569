import { promptLifecycle, type SellerPromptAction } from '@pasarprompt/contracts/catalog'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { checkSubmissionForCopies } from '../copies/check-submission-for-copies.ts'
import { findShopPrompt } from './find-shop-prompt.ts'
import { getPromptForShop } from './get-prompt-for-shop.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

/** Why a move is refused, in the words the seller reads. */
const refusals: Record<SellerPromptAction, string> = {
  submit: 'Hanya draf atau prompt yang ditolak yang dapat diajukan untuk ditinjau.',
  withdraw: 'Hanya prompt yang sedang ditinjau yang dapat ditarik.',
  archive: 'Prompt yang sedang ditinjau tidak dapat diarsipkan. Tarik dahulu dari peninjauan.',
  restore: 'Hanya prompt yang diarsipkan yang dapat dipulihkan.',
}

export interface ChangePromptStatusOptions {
  shop: ShopContext
  id: string
  action: SellerPromptAction
}

/**
 * Submit, withdraw, archive or restore a prompt of the active shop (any member), as the
 * prompt lifecycle in contracts allows. Publishing and rejecting are the platform's (review).
 * A submission is checked for copies of other shops' prompts (issue 32, decision 0043).
 */
export async function changePromptStatus(
  db: Database,
  { shop, id, action }: ChangePromptStatusOptions,
) {
  const move = promptLifecycle.moves[action]
  await db.transaction(async (tx) => {
    const prompt = await findShopPrompt(tx, { shopId: shop.organizationId, id, forUpdate: true })
    if (!promptLifecycle.can(action, prompt.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', refusals[action])
    }
    await tx
      .update(prompts)
      .set(
        stampUpdate(shop.actor, {
          status: move.to,
          // A new submission is a new review: the old reason no longer applies.
          ...(action === 'submit' ? { submittedAt: new Date(), rejectionReason: null } : {}),
          // An archived prompt leaves the storefront; featuring it again is the admin's call.
          ...(action === 'archive' ? { featured: false } : {}),
        }),
      )
      .where(eq(prompts.id, id))
    // The Kategori menu counts published prompts only.
    if (prompt.status === 'published') await refreshCategoryStats(tx, [prompt.categoryName])
  })
  // After the commit, and never the submit's failure: a check that fails is done by the job.
  if (action === 'submit') {
    await checkSubmissionForCopies(db, { promptId: id, forRevision: false }).catch(() => null)
  }
  return getPromptForShop(db, shop.organizationId, id)
}
