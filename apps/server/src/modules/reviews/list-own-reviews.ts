import type { ReviewableOrders } from '@pasarprompt/contracts/reviews'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, reviews } from '../../db/schema.ts'
import { selectReviews, toOwnReview } from './review-view.ts'

/**
 * The caller's paid orders of one prompt, newest first, each with the review they wrote for it
 * (null: "Beri ulasan"; a review: "Ubah ulasan"). Only the caller's own orders, ever.
 */
export async function listOwnReviews(
  db: Executor,
  userId: string,
  promptId: string,
): Promise<ReviewableOrders> {
  const paid = await db
    .select({ id: orders.id, number: orders.number, paidAt: orders.paidAt })
    .from(orders)
    .where(
      and(eq(orders.buyerUserId, userId), eq(orders.promptId, promptId), eq(orders.status, 'paid')),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
  const written = paid.length
    ? await selectReviews(db).where(
        inArray(
          reviews.orderId,
          paid.map((order) => order.id),
        ),
      )
    : []
  return {
    items: paid.map((order) => {
      const review = written.find((row) => row.orderId === order.id)
      return {
        orderId: order.id,
        number: order.number,
        paidAt: (order.paidAt ?? new Date(0)).toISOString(),
        review: review ? toOwnReview(review) : null,
      }
    }),
  }
}
