import type { OrderStatus } from '@pasarprompt/contracts/orders'
import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { orders, prompts } from '../../db/schema.ts'

const DAYS = 30

/**
 * The active shop's first screen: sales today and this month, the last 30 days, the latest
 * orders and the prompts that need the seller (in review or sent back). Any member may read it:
 * these are gross sales, not the shop's money.
 */
export async function getShopDashboard(db: Executor, shopId: string): Promise<ShopDashboard> {
  const days = await queryRows<{ day: string; sales: number | string; revenue: number | string }>(
    db,
    sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(sum(s.sales), 0) as sales, coalesce(sum(s.revenue), 0) as revenue
      from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
      left join prompt_daily_stats s on s.day = d.day::date
        and s.prompt_id in (select id from prompts where shop_id = ${shopId})
      group by d.day order by d.day`,
  )
  const [month] = await queryRows<{ sales: number | string; revenue: number | string }>(
    db,
    sql`
      select coalesce(sum(s.sales), 0) as sales, coalesce(sum(s.revenue), 0) as revenue
      from prompt_daily_stats s join prompts p on p.id = s.prompt_id
      where p.shop_id = ${shopId} and s.day >= date_trunc('month', current_date)::date`,
  )
  const recent = await db
    .select({
      id: orders.id,
      number: orders.number,
      promptTitle: orders.promptTitle,
      buyerName: orders.buyerName,
      price: orders.price,
      status: orders.status,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(eq(orders.shopId, shopId), inArray(orders.status, ['paid', 'refunded', 'chargeback'])),
    )
    .orderBy(desc(orders.paidAt))
    .limit(5)
  const watch = await db
    .select({
      id: prompts.id,
      title: prompts.title,
      status: prompts.status,
      rejectionReason: prompts.rejectionReason,
    })
    .from(prompts)
    .where(and(eq(prompts.shopId, shopId), inArray(prompts.status, ['in_review', 'rejected'])))
    .orderBy(desc(prompts.lastUpdated))
    .limit(10)

  const [promptCount] = await db
    .select({ n: count() })
    .from(prompts)
    .where(eq(prompts.shopId, shopId))

  const tally = (row: { sales: number | string; revenue: number | string } | undefined) => ({
    sales: Number(row?.sales ?? 0),
    revenue: Number(row?.revenue ?? 0),
  })
  const series = days.map((row) => ({ day: row.day, ...tally(row) }))
  return {
    today: tally(days.at(-1)),
    month: tally(month),
    days: series,
    recentOrders: recent.map((order) => ({
      id: order.id,
      number: order.number,
      promptTitle: order.promptTitle,
      buyerName: order.buyerName,
      price: order.price,
      status: order.status as OrderStatus,
      at: (order.paidAt ?? order.createdAt).toISOString(),
    })),
    promptCount: promptCount?.n ?? 0,
    promptsToWatch: watch.map((prompt) => ({
      ...prompt,
      status: prompt.status as 'in_review' | 'rejected',
    })),
  }
}
