import type { CustomerList, CustomerListQuery } from '@pasarprompt/contracts/orders-for-shop'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { cursorTime, decodeCursor, likePattern } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'
import type { ShopContext } from '../auth/guards.ts'

interface Row {
  email: string
  name: string
  orders: number | string
  spent: number | string
  first_order_at: Date | string
  last_order_at: Date | string
  has_account: boolean
}

/**
 * Everyone who has a paid order with the active shop, grouped by email (a guest and the account
 * they later verified are one customer), most recent buyer first; any member. The name shown is
 * the one given on the latest order.
 */
export async function listShopCustomers(
  db: Executor,
  shop: ShopContext,
  query: CustomerListQuery,
): Promise<CustomerList> {
  let after = sql``
  if (query.cursor) {
    const [iso, email] = decodeCursor(query.cursor, ['string', 'string']) as [string, string]
    const at = cursorTime(iso)
    after = sql`and (c.last_order_at < ${at.toISOString()}::timestamptz
      or (c.last_order_at = ${at.toISOString()}::timestamptz and c.email > ${email}))`
  }
  const search = query.q
    ? sql`and (c.email ilike ${likePattern(query.q)} or c.name ilike ${likePattern(query.q)})`
    : sql``
  const rows = await queryRows<Row>(
    db,
    sql`
      with c as (
        select o.buyer_email as email,
          (array_agg(o.buyer_name order by o.paid_at desc))[1] as name,
          count(*) as orders, sum(o.price) as spent,
          min(o.paid_at) as first_order_at,
          date_trunc('milliseconds', max(o.paid_at)) as last_order_at,
          bool_or(u.email_verified is true) as has_account
        from orders o left join users u on u.id = o.buyer_user_id
        where o.shop_id = ${shop.organizationId} and o.status = 'paid'
        group by o.buyer_email
      )
      select * from c where true ${search} ${after}
      order by c.last_order_at desc, c.email
      limit ${query.limit + 1}`,
  )
  return toPage(
    rows,
    query.limit,
    (row) => [new Date(row.last_order_at).toISOString(), row.email],
    (row) => ({
      email: row.email,
      name: row.name,
      orders: Number(row.orders),
      spent: Number(row.spent),
      firstOrderAt: new Date(row.first_order_at).toISOString(),
      lastOrderAt: new Date(row.last_order_at).toISOString(),
      hasAccount: row.has_account,
    }),
  )
}
