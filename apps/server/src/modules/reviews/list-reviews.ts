import type { ReviewList, ReviewListQuery } from '@pasarprompt/contracts/reviews'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, prompts, reviews, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { isPublic } from '../catalog/visibility.ts'
import { selectReviews, toPublicReview } from './review-view.ts'

/**
 * A public prompt's reviews, newest first (keyset pages), with its rating. Only reviews whose
 * order is still paid: a refunded order's review disappears here as it stops counting.
 */
export async function listReviews(
  db: Executor,
  slug: string,
  query: ReviewListQuery,
): Promise<ReviewList> {
  const [prompt] = await db
    .select({
      id: prompts.id,
      ratingAverage: prompts.ratingAverage,
      ratingCount: prompts.ratingCount,
    })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .where(and(isPublic(), eq(prompts.slug, slug)))
  if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')

  const keyset = newestFirst(query.cursor, reviews.createdAt, reviews.id)
  const rows = await selectReviews(db)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(reviews.promptId, prompt.id), eq(orders.status, 'paid'), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return {
    ratingAverageX100: prompt.ratingAverage,
    ratingCount: prompt.ratingCount,
    ...toPage(rows, query.limit, (row) => timeIdCursor(row.createdAt, row.id), toPublicReview),
  }
}
