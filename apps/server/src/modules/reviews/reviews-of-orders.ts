import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { reviews } from '../../db/schema.ts'

/** Which of these orders the buyer reviewed, and with how many stars (the order list). */
export async function reviewsOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { id: string; rating: number }>()
  const rows = await db
    .select({ id: reviews.id, orderId: reviews.orderId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds))
  return new Map(rows.map((row) => [row.orderId, { id: row.id, rating: row.rating }]))
}
