import type { PromptTrySettings } from '@pasarprompt/contracts/tries'
import { isTryableModel } from '@pasarprompt/contracts/tries'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { findShopPrompt } from '../catalog/find-shop-prompt.ts'

/**
 * The shop switches "Coba dulu" on for one of its prompts (1–10 free tries a buyer per day) or
 * off (0). Any member may, as they edit prompts; it changes no text, so it needs no review.
 */
export async function setPromptTries(
  db: Database,
  { shop, id, input }: { shop: ShopContext; id: string; input: PromptTrySettings },
): Promise<PromptTrySettings> {
  return db.transaction(async (tx) => {
    const prompt = await findShopPrompt(tx, { shopId: shop.organizationId, id, forUpdate: true })
    if (input.freePerDay > 0 && prompt.price === 0) {
      throw new AppError('VALIDATION_FAILED', 'Prompt gratis tidak perlu Coba dulu.')
    }
    if (input.freePerDay > 0 && !isTryableModel(prompt.model)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Coba dulu hanya untuk prompt teks (ChatGPT, Claude, atau Gemini).',
      )
    }
    await tx
      .update(prompts)
      .set(stampUpdate(shop.actor, { freeTriesPerDay: input.freePerDay }))
      .where(eq(prompts.id, id))
    return { freePerDay: input.freePerDay }
  })
}
