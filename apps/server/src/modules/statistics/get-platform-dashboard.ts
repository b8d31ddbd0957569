import type { AdminDashboard } from '@pasarprompt/contracts/statistics-for-admin'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { countReviewQueue } from '../catalog/list-prompts-for-admin.ts'
import { countMailOutbox } from '../mail-outbox/count-mail-outbox.ts'
import { countOpenPayouts } from '../payouts/list-payouts-for-admin.ts'

interface Row {
  day: string
  gmv: number | string
  platform_revenue: number | string
  gateway_fees: number | string
  orders: number | string
  new_shops: number | string
}

/**
 * The platform per day over `range` days (UTC days, like the sellers' statistics): gross of the
 * orders paid that day that are still paid, the platform's commission on them, their number,
 * and the shops opened; with the gateway's fees in the totals, the work waiting for staff and
 * the mail outbox (mails waiting and failed).
 */
export async function getPlatformDashboard(db: Executor, range: number): Promise<AdminDashboard> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with days as (
        select d::date as day
        from generate_series(current_date - ${range - 1}::int, current_date, interval '1 day') d
      ),
      paid as (
        select paid_at::date as day, sum(price) as gmv, sum(platform_fee) as platform_revenue,
          sum(gateway_fee) as gateway_fees, count(*) as orders
        from orders
        where status = 'paid' and paid_at >= current_date - ${range - 1}::int
        group by 1
      ),
      opened as (
        select created_at::date as day, count(*) as new_shops
        from shops where created_at >= current_date - ${range - 1}::int
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(paid.gmv, 0) as gmv,
        coalesce(paid.platform_revenue, 0) as platform_revenue,
        coalesce(paid.gateway_fees, 0) as gateway_fees, coalesce(paid.orders, 0) as orders,
        coalesce(opened.new_shops, 0) as new_shops
      from days left join paid using (day) left join opened using (day)
      order by days.day`,
  )
  const days = rows.map((row) => ({
    day: row.day,
    gmv: Number(row.gmv),
    platformRevenue: Number(row.platform_revenue),
    orders: Number(row.orders),
    newShops: Number(row.new_shops),
  }))
  const sum = (pick: (row: Row) => number | string) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0)
  return {
    range,
    days,
    totals: {
      gmv: sum((row) => row.gmv),
      platformRevenue: sum((row) => row.platform_revenue),
      gatewayFees: sum((row) => row.gateway_fees),
      orders: sum((row) => row.orders),
      newShops: sum((row) => row.new_shops),
    },
    waiting: {
      reviewQueue: await countReviewQueue(db),
      openPayouts: await countOpenPayouts(db),
    },
    mail: await countMailOutbox(db),
  }
}
