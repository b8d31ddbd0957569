import type { ShopAffiliateStatistics } from '@pasarprompt/contracts/affiliates'
import type { StatisticsRange } from '@pasarprompt/contracts/statistics-for-shop'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

type DayRow = {
  day: string
  clicks: number | string
  orders: number | string
  revenue: number | string
  fees: number | string
}

/**
 * The affiliate part of `/app/statistics` (issue 14) over the same days as the shop's series
 * (the database's `current_date` back `range` days): clicks through the shop's affiliate links,
 * and the paid orders that carried an affiliate, by the day they were paid — their gross sales
 * and the fees they paid. A refunded order leaves the figures, as it leaves the sales.
 */
export async function getShopAffiliateStatistics(
  db: Executor,
  shopId: string,
  range: StatisticsRange,
): Promise<ShopAffiliateStatistics> {
  const days = await queryRows<DayRow>(
    db,
    sql`
      with d as (
        select d.day::date as day
        from generate_series(current_date - ${range - 1}::int, current_date, interval '1 day') as d(day)
      ),
      c as (
        select created_at::date as day, count(*) as clicks
        from affiliate_clicks
        where shop_id = ${shopId} and created_at >= current_date - ${range - 1}::int
        group by 1
      ),
      o as (
        select paid_at::date as day, count(*) as orders, sum(price) as revenue,
          coalesce(sum(affiliate_fee), 0) as fees
        from orders
        where shop_id = ${shopId} and affiliate_id is not null and status = 'paid'
          and paid_at >= current_date - ${range - 1}::int
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.clicks, 0) as clicks,
        coalesce(o.orders, 0) as orders, coalesce(o.revenue, 0) as revenue,
        coalesce(o.fees, 0) as fees
      from d left join c on c.day = d.day left join o on o.day = d.day
      order by d.day`,
  )
  const sum = (key: keyof Omit<DayRow, 'day'>) =>
    days.reduce((total, row) => total + Number(row[key]), 0)
  return {
    clicks: sum('clicks'),
    orders: sum('orders'),
    revenue: sum('revenue'),
    fees: sum('fees'),
    daily: days.map((row) => ({
      day: row.day,
      clicks: Number(row.clicks),
      orders: Number(row.orders),
    })),
  }
}
