import {
  conversionOf,
  type ShopStatistics,
  type StatisticsRange,
} from '@pasarprompt/contracts/statistics-for-shop'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { getShopTryStatistics } from '../tries/get-shop-try-statistics.ts'
import { getShopAffiliateStatistics } from './get-shop-affiliate-statistics.ts'

/** How many prompts the "top prompts" list shows. */
const TOP_PROMPTS = 10

type CountRow = { views: number | string; sales: number | string; revenue: number | string }

const counts = (row: CountRow) => {
  const views = Number(row.views)
  const sales = Number(row.sales)
  return { views, sales, revenue: Number(row.revenue), conversion: conversionOf(sales, views) }
}

/**
 * Views, sales and revenue of the active shop's prompts per day over the last `range` days, with
 * totals and the prompts that did best. Days are the database's `current_date`, the same day the
 * counters are written under (a view in `prompt-view-counter.ts`, a sale in `countSale`), so today's row
 * is the one a visit right now lands in. Any member may read it: gross sales, not the shop's money.
 * The affiliate and "Coba dulu" figures cover the same days.
 */
export async function getShopStatistics(
  db: Executor,
  shopId: string,
  range: StatisticsRange,
): Promise<ShopStatistics> {
  const shopPrompts = sql`select id from prompts where shop_id = ${shopId}`
  const days = await queryRows<CountRow & { day: string }>(
    db,
    sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(s.views), 0) as views,
        coalesce(sum(s.sales), 0) as sales, coalesce(sum(s.revenue), 0) as revenue
      from generate_series(current_date - ${range - 1}::int, current_date, interval '1 day') as d(day)
      left join prompt_daily_stats s on s.day = d.day::date and s.prompt_id in (${shopPrompts})
      group by d.day order by d.day`,
  )
  const top = await queryRows<
    CountRow & { id: string; slug: string; title: string; status: string }
  >(
    db,
    sql`
      select p.id, p.slug, p.title, p.status, sum(s.views) as views, sum(s.sales) as sales,
        sum(s.revenue) as revenue
      from prompt_daily_stats s join prompts p on p.id = s.prompt_id
      where p.shop_id = ${shopId} and s.day > current_date - ${range}::int
      group by p.id
      having sum(s.views) > 0 or sum(s.sales) <> 0 or sum(s.revenue) <> 0
      order by sum(s.revenue) desc, sum(s.sales) desc, sum(s.views) desc, p.title
      limit ${TOP_PROMPTS}`,
  )

  const series = days.map((row) => ({ day: row.day, ...counts(row) }))
  const sum = (key: 'views' | 'sales' | 'revenue') =>
    series.reduce((total, row) => total + row[key], 0)
  return {
    range,
    days: series,
    totals: counts({ views: sum('views'), sales: sum('sales'), revenue: sum('revenue') }),
    topPrompts: top.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      published: row.status === 'published',
      ...counts(row),
    })),
    affiliate: await getShopAffiliateStatistics(db, shopId, range),
    tries: await getShopTryStatistics(db, shopId, range),
  }
}
