import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { findShopPrompt } from './find-shop-prompt.ts'

/**
 * Deletes a prompt that never reached buyers: a draft or a rejected prompt without any order.
 * Anything else has buyers or history that point at it, and is archived instead. Its secret,
 * examples and revision go with it; its uploads stay, as other prompts may show them.
 */
export async function deletePrompt(db: Database, shop: ShopContext, id: string) {
  await db.transaction(async (tx) => {
    const prompt = await findShopPrompt(tx, { shopId: shop.organizationId, id, forUpdate: true })
    if (prompt.status !== 'draft' && prompt.status !== 'rejected') {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Hanya draf atau prompt yang ditolak yang dapat dihapus. Arsipkan prompt lainnya.',
      )
    }
    const [ordered] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.promptId, id))
      .limit(1)
    if (ordered) {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Prompt ini pernah dipesan sehingga tidak dapat dihapus. Arsipkan saja.',
      )
    }
    await tx.delete(prompts).where(eq(prompts.id, id))
  })
}
