import type { PromptStatus } from '@pasarprompt/contracts/seller-products'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { findShopPrompt } from './find-shop-prompt.ts'
import { getSellerProduct } from './get-prompt-for-shop.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

export const PRODUCT_ACTIONS = ['submit', 'withdraw', 'archive', 'restore'] as const
export type ProductAction = (typeof PRODUCT_ACTIONS)[number]

/**
 * The seller's moves in the prompt lifecycle (DESIGN.md §4, ADR 0011), in one table so the
 * whole state machine reads at a glance. Publishing and rejecting are the platform's (review).
 */
const moves: Record<ProductAction, { from: PromptStatus[]; to: PromptStatus; refused: string }> = {
  submit: {
    from: ['draft', 'rejected'],
    to: 'in_review',
    refused: 'Hanya draf atau prompt yang ditolak yang dapat diajukan untuk ditinjau.',
  },
  withdraw: {
    from: ['in_review'],
    to: 'draft',
    refused: 'Hanya prompt yang sedang ditinjau yang dapat ditarik.',
  },
  archive: {
    from: ['draft', 'rejected', 'published'],
    to: 'archived',
    refused: 'Prompt yang sedang ditinjau tidak dapat diarsipkan. Tarik dahulu dari peninjauan.',
  },
  restore: {
    from: ['archived'],
    to: 'draft',
    refused: 'Hanya prompt yang diarsipkan yang dapat dipulihkan.',
  },
}

/** Submit, withdraw, archive or restore a prompt of the active shop (any member). */
export async function changeProductStatus(
  db: Database,
  shop: ShopContext,
  id: string,
  action: ProductAction,
) {
  const move = moves[action]
  await db.transaction(async (tx) => {
    const prompt = await findShopPrompt(tx, shop.organizationId, id, true)
    if (!move.from.includes(prompt.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', move.refused)
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
  return getSellerProduct(db, shop.organizationId, id)
}
