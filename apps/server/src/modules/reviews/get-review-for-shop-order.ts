import type { ShopOrderReview } from '@pasarprompt/contracts/reviews'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { reviews } from '../../db/schema.ts'
import { selectReviews, toShopReview } from './review-view.ts'

/** The review of one of the shop's orders, with who of the shop replied (null: none yet). */
export async function getReviewForShopOrder(
  db: Executor,
  shopId: string,
  orderId: string,
): Promise<ShopOrderReview | null> {
  const [row] = await selectReviews(db).where(
    and(eq(reviews.orderId, orderId), eq(reviews.shopId, shopId)),
  )
  return row ? toShopReview(row) : null
}
