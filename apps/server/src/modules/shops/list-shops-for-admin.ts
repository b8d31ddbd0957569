import type { AdminShopList, AdminShopListQuery } from '@pasarprompt/contracts/shops-for-admin'
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

export const adminShopColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  status: shops.status,
  createdAt: organizations.createdAt,
  available: shops.balance,
  held: shops.heldBalance,
  reserved: shops.reservedBalance,
  memberCount: sql<number>`(select count(*)::int from members m where m.organization_id = ${organizations.id})`,
  publishedCount: sql<number>`(select count(*)::int from prompts p where p.shop_id = ${organizations.id} and p.status = 'published')`,
}

export const toAdminShop = (row: {
  id: string
  name: string
  slug: string
  status: 'active' | 'suspended' | 'closed'
  createdAt: Date
  available: number
  held: number
  reserved: number
  memberCount: number
  publishedCount: number
}) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  memberCount: Number(row.memberCount),
  publishedCount: Number(row.publishedCount),
  balance: { available: row.available, held: row.held, reserved: row.reserved },
  createdAt: row.createdAt.toISOString(),
})

/** Every shop (not the admin organisations), newest first, by status, name or slug. */
export async function listShopsForAdmin(
  db: Executor,
  query: AdminShopListQuery,
): Promise<AdminShopList> {
  const keyset = newestFirst(query.cursor, organizations.createdAt, organizations.id)
  const filters: (SQL | undefined)[] = []
  if (query.status) filters.push(eq(shops.status, query.status))
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern)))
  }
  filters.push(keyset.after)
  const rows = await db
    .select(adminShopColumns)
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(and(...filters))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(rows, query.limit, (row) => timeIdCursor(row.createdAt, row.id), toAdminShop)
}
