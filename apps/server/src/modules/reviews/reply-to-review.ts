import type { ReviewReplyInput, ShopOrderReview } from '@pasarprompt/contracts/reviews'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, reviews } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { selectReviews, toShopReview } from './review-view.ts'

export interface ReplyToReviewOptions {
  shop: ShopContext
  reviewId: string
  input: ReviewReplyInput
}

/**
 * The shop answers a review of its prompt, once. Any member of the shop may (DESIGN.md §4:
 * members work on orders and talk with customers; a reply holds no money or settings). Another
 * shop's review is a 404 like a missing one; a second reply, even a concurrent one, is a 409
 * (the update only takes a review that has no reply yet). A review that no longer counts (its
 * order was refunded) is not shown, so it cannot be answered either.
 */
export async function replyToReview(
  db: Database,
  { shop, reviewId, input }: ReplyToReviewOptions,
): Promise<ShopOrderReview> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, reply: reviews.reply, orderStatus: orders.status })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .where(and(eq(reviews.id, reviewId), eq(reviews.shopId, shop.organizationId)))
    if (!review) throw new AppError('NOT_FOUND', 'Ulasan tidak ditemukan.')
    if (review.orderStatus !== 'paid') {
      throw new AppError('CONFLICT', 'Ulasan pesanan yang sudah dikembalikan tidak dapat dibalas.')
    }
    const [replied] = await tx
      .update(reviews)
      .set(
        stampUpdate(shop.actor, {
          reply: input.reply,
          repliedAt: new Date(),
          repliedBy: shop.auth.user.id,
        }),
      )
      .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
      .returning({ id: reviews.id })
    if (!replied) throw new AppError('CONFLICT', 'Ulasan ini sudah dibalas.')
    const [row] = await selectReviews(tx).where(eq(reviews.id, replied.id))
    if (!row) throw new Error('the replied review vanished')
    return toShopReview(row)
  })
}
