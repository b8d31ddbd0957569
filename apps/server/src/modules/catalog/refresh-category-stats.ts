import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

/**
 * Recomputes each category's `count` (published prompts of active shops) and `popularTags`
 * (their five most used tags). Run it in the transaction that publishes, archives or moves a
 * prompt, or suspends a shop, so the Kategori menu never disagrees with the catalogue.
 */
export async function refreshCategoryStats(db: Executor, categoryNames?: string[]) {
  const only = categoryNames?.length
    ? sql`where c.name in (${sql.join(
        categoryNames.map((name) => sql`${name}`),
        sql`, `,
      )})`
    : sql``
  await db.execute(sql`
    update categories c set
      count = (
        select count(*) from prompts p join shops s on s.id = p.shop_id
        where p.category_name = c.name and p.status = 'published' and s.status = 'active'
      ),
      popular_tags = coalesce((
        select array_agg(tag order by uses desc, tag) from (
          select tag, count(*) as uses
          from prompts p join shops s on s.id = p.shop_id, unnest(p.tags) as tag
          where p.category_name = c.name and p.status = 'published' and s.status = 'active'
          group by tag order by uses desc, tag limit 5
        ) ranked
      ), '{}'),
      last_updated = now()
    ${only}`)
}
