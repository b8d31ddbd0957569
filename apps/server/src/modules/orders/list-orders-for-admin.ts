import type { AdminOrderList, AdminOrderListQuery } from '@pasarprompt/contracts/admin-orders'
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, organizations } from '../../db/schema.ts'
import { decodeTimeIdCursor, encodeCursor, likePattern } from '../../lib/cursor.ts'
import { sellerOrderColumns, toOrderSummary } from './list-orders-for-shop.ts'

/** Orders of every shop for staff, newest first: by status, number, buyer email or name. */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const filters: (SQL | undefined)[] = []
  if (query.status) filters.push(eq(orders.status, query.status))
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.buyerEmail, pattern),
        ilike(orders.buyerName, pattern),
      ),
    )
  }
  if (query.cursor) {
    const { at, id } = decodeTimeIdCursor(query.cursor)
    filters.push(or(lt(orders.createdAt, at), and(eq(orders.createdAt, at), lt(orders.id, id))))
  }
  const rows = await db
    .select({
      ...sellerOrderColumns,
      shopId: organizations.id,
      shopName: organizations.name,
      shopSlug: organizations.slug,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      ...toOrderSummary(row, true),
      shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug },
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  }
}
