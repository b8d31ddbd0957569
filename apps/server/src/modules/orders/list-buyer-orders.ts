import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { decodeTimeIdCursor, encodeCursor } from '../../lib/cursor.ts'
import { selectOrderViews, toOrderView } from './order-view.ts'

/** The signed-in buyer's orders, newest first (keyset pages). */
export async function listBuyerOrders(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<BuyerOrderList> {
  let after: SQL | undefined
  if (query.cursor) {
    const { at, id } = decodeTimeIdCursor(query.cursor)
    after = or(lt(orders.createdAt, at), and(eq(orders.createdAt, at), lt(orders.id, id)))
  }
  const rows = await selectOrderViews(db)
    .where(and(eq(orders.buyerUserId, userId), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => {
      const { payment: _payment, ...view } = toOrderView(row)
      return view
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  }
}
