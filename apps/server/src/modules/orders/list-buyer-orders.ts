import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { reviewsOfOrders } from '../reviews/reviews-of-orders.ts'
import { selectOrderViews, toOrderView } from './order-view.ts'

/** The signed-in buyer's orders, newest first (keyset pages), each with its review if written. */
export async function listBuyerOrders(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<BuyerOrderList> {
  const keyset = newestFirst(query.cursor, orders.createdAt, orders.id)
  const rows = await selectOrderViews(db)
    .where(and(eq(orders.buyerUserId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  const reviewed = await reviewsOfOrders(
    db,
    rows.map((row) => row.id),
  )
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => {
      const { payment: _payment, ...view } = toOrderView(row)
      return { ...view, review: reviewed.get(row.id) ?? null }
    },
  )
}
