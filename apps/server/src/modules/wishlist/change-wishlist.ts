import type { Wishlist } from '@pasarprompt/contracts/catalog'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { prompts, shops, wishlistItems } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { isPublic } from '../catalog/visibility.ts'
import { readWishlist } from './read-wishlist.ts'

export interface ChangeWishlistOptions {
  events: EventBus
  auth: AuthSession
  input: { promptId: string; saved: boolean }
}

/**
 * Saves or removes one prompt; the prompt's wishlist counter moves in the same transaction and
 * the user's other tabs hear `wishlist.updated` (the spec's live wishlist listener).
 */
export async function changeWishlist(
  db: Database,
  { events, auth, input }: ChangeWishlistOptions,
): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    if (input.saved) {
      const [prompt] = await tx
        .select({ id: prompts.id })
        .from(prompts)
        .innerJoin(shops, eq(shops.id, prompts.shopId))
        .where(and(eq(prompts.id, input.promptId), isPublic()))
      if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
      const added = await tx
        .insert(wishlistItems)
        .values(stampInsert(actorOf(auth), { userId: auth.user.id, promptId: input.promptId }))
        .onConflictDoNothing()
        .returning({ id: wishlistItems.promptId })
      if (added.length > 0) await moveCounter(tx, input.promptId, 1)
    } else {
      const removed = await tx
        .delete(wishlistItems)
        .where(
          and(eq(wishlistItems.userId, auth.user.id), eq(wishlistItems.promptId, input.promptId)),
        )
        .returning({ id: wishlistItems.promptId })
      if (removed.length > 0) await moveCounter(tx, input.promptId, -1)
    }
    const wishlist = await readWishlist(tx, auth.user.id)
    await events.publish(tx, {
      target: `user:${auth.user.id}`,
      type: 'wishlist.updated',
      data: { count: wishlist.productIds.length },
    })
    return wishlist
  })
}

const moveCounter = (db: Executor, promptId: string, by: number) =>
  db
    .update(prompts)
    .set({ wishlistCount: sql`greatest(${prompts.wishlistCount} + ${by}, 0)` })
    .where(eq(prompts.id, promptId))
