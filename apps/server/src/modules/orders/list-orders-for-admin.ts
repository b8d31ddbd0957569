import type { AdminOrderList, AdminOrderListQuery } from '@pasarprompt/contracts/orders-for-admin'
import { and, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, orders, organizations } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { sellerOrderColumns, toOrderSummary } from './list-orders-for-shop.ts'

/** Orders of every shop for staff, newest first: by status, number, buyer email or name. */
export async function listOrdersForAdmin(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const keyset = newestFirst(query.cursor, orders.createdAt, orders.id)
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
  filters.push(keyset.after)
  const rows = await db
    .select({
      ...sellerOrderColumns,
      shopId: organizations.id,
      shopName: organizations.name,
      shopSlug: organizations.slug,
    })
    .from(orders)
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .where(and(...filters))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => ({
      ...toOrderSummary(row, true),
      shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug },
    }),
  )
}
