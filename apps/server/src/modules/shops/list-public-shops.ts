import type { ShopList } from '@pasarprompt/contracts/shops'
import { and, asc, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, shops } from '../../db/schema.ts'
import { decodeCursor, likePattern } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'

/** Escapes LIKE wildcards so a search for "50%" means those characters. */

/** Prompts sold by a shop, counting only its public prompts. */
const shopSales = sql<number>`coalesce((
  select sum(p.sales) from prompts p where p.shop_id = ${shops.id} and p.status = 'published'
), 0)::int`

/**
 * Active shops, searchable by name or slug, by name (then id) or by prompts sold (then id), one
 * keyset page at a time.
 */
export async function listPublicShops(
  db: Executor,
  query: {
    q?: string | undefined
    sort?: 'nama' | 'terlaris'
    cursor?: string | undefined
    limit: number
  },
): Promise<ShopList> {
  const bySales = query.sort === 'terlaris'
  const conditions: (SQL | undefined)[] = [eq(shops.status, 'active')]
  if (query.q) {
    conditions.push(
      or(
        ilike(organizations.name, likePattern(query.q)),
        ilike(organizations.slug, likePattern(query.q)),
      ),
    )
  }
  if (query.cursor) {
    const [name, id] = decodeCursor(query.cursor, ['string', 'string']) as [string, string]
    conditions.push(
      or(gt(organizations.name, name), and(eq(organizations.name, name), gt(organizations.id, id))),
    )
  }
  const rows = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      description: shops.description,
      logoUrl: shops.logoUrl,
      createdAt: organizations.createdAt,
      sales: shopSales,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(and(...conditions))
    .orderBy(
      ...(bySales
        ? [desc(shopSales), desc(organizations.id)]
        : [asc(organizations.name), asc(organizations.id)]),
    )
    .limit(query.limit + 1)

  return toPage(
    rows,
    query.limit,
    (row) => [row.name, row.id],
    ({ id: _id, createdAt, ...shop }) => ({ ...shop, createdAt: createdAt.toISOString() }),
  )
}
