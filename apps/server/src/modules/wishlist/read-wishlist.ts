import type { Wishlist } from '@pasarprompt/contracts/catalog'
import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts, shops, wishlistItems } from '../../db/schema.ts'
import { isPublic } from '../catalog/visibility.ts'

/** The user's saved prompts that are still public (published, active shop), newest first. */
export async function readWishlist(db: Executor, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ id: wishlistItems.promptId })
    .from(wishlistItems)
    .innerJoin(prompts, eq(prompts.id, wishlistItems.promptId))
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .where(and(eq(wishlistItems.userId, userId), isPublic()))
    .orderBy(desc(wishlistItems.createdAt))
  return { productIds: rows.map((row) => row.id) }
}
