import type { OwnReview, ReviewInput } from '@pasarprompt/contracts/reviews'
import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orders, prompts, reviews } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import { isMember } from '../auth/is-member.ts'
import type { AuthSession } from '../auth/session.ts'
import { refreshPromptRating } from '../catalog/refresh-prompt-rating.ts'
import { limitReviewWriting } from './limit-review-writing.ts'
import { selectReviews, toOwnReview } from './review-view.ts'

export interface CreateReviewOptions {
  auth: AuthSession
  orderId: string
  input: ReviewInput
}

/**
 * The buyer of a paid order reviews its prompt, once per order and once per prompt; the shop's
 * own members never; a free order only from a verified address. "The buyer" is the account the
 * order belongs to: a guest's order counts once it was linked to the account (after the email
 * was proved), never by a matching email alone. The order row is locked, so a refund cannot slip
 * between the check and the insert; the prompt's rating moves in the same transaction. Counted
 * first against the person's review writes (`limitReviewWriting`).
 */
export async function createReview(
  db: Database,
  { auth, orderId, input }: CreateReviewOptions,
): Promise<OwnReview> {
  await limitReviewWriting(db, auth.user.id)
  return db.transaction(async (tx) => {
    const order = await lockBuyersOrder(tx, auth.user.id, orderId)
    if (order.status !== 'paid') {
      throw new AppError('CONFLICT', 'Hanya pesanan yang sudah dibayar yang dapat diulas.')
    }
    // A free prompt costs nothing to own: its review needs a proven address, so a stack of
    // throwaway accounts cannot move a rating. A paid order is its own proof.
    if (order.price === 0) {
      requireVerifiedEmail(
        auth,
        'Verifikasi email Anda terlebih dahulu untuk mengulas prompt gratis.',
      )
    }
    // The shop's own people never rate its prompts (a guest checkout of their own prompt,
    // linked to their account, would otherwise be a five-star review they wrote themselves).
    if (await isMember(tx, order.shopId, auth.user.id)) {
      throw new AppError('FORBIDDEN', 'Anggota toko tidak dapat mengulas prompt tokonya sendiri.')
    }
    // One voice per person and prompt, however many orders of it they hold (free prompts can be
    // ordered again as a guest). The prompt row is locked first, so two orders of one prompt
    // reviewed at once cannot both pass this check.
    await tx
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.id, order.promptId))
      .for('no key update')
    const [already] = await tx
      .select({ orderId: reviews.orderId })
      .from(reviews)
      .where(and(eq(reviews.promptId, order.promptId), eq(reviews.authorUserId, auth.user.id)))
      .limit(1)
    if (already && already.orderId !== order.id) {
      throw new AppError('CONFLICT', 'Anda sudah mengulas prompt ini. Ubah ulasan yang ada.')
    }
    const [inserted] = await tx
      .insert(reviews)
      .values(
        stampInsert(actorOf(auth), {
          orderId: order.id,
          promptId: order.promptId,
          shopId: order.shopId,
          authorUserId: auth.user.id,
          rating: input.rating,
          body: input.body,
        }),
      )
      .onConflictDoNothing({ target: reviews.orderId })
      .returning({ id: reviews.id })
    if (!inserted) {
      throw new AppError('CONFLICT', 'Pesanan ini sudah Anda ulas. Ubah ulasan yang ada.')
    }
    await refreshPromptRating(tx, order.promptId)
    const [row] = await selectReviews(tx).where(eq(reviews.id, inserted.id))
    if (!row) throw new Error('the new review vanished')
    return toOwnReview(row)
  })
}

/**
 * The caller's order, locked for the rest of the transaction. Another person's order is a 404
 * like a missing one: an order id reveals nothing.
 */
export async function lockBuyersOrder(tx: Transaction, userId: string, orderId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      promptId: orders.promptId,
      shopId: orders.shopId,
      buyerUserId: orders.buyerUserId,
      price: orders.price,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order || order.buyerUserId !== userId) {
    throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  }
  return order
}
