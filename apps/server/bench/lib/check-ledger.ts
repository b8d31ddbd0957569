import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../src/db/client.ts'

/**
 * Whether the webhook bench left the money exact (DESIGN.md §4): each order it paid is paid and
 * credited by exactly one sale movement, every movement sums to zero, and every shop's balances
 * equal the sums of its ledger accounts.
 */
export async function checkLedger(db: Database, gatewayOrderIds: string[]) {
  const ids = sql.param(gatewayOrderIds)
  const [orders] = await queryRows<{ orders: number; paid: number; creditedOnce: number }>(
    db,
    sql`select count(*)::int as orders,
               count(*) filter (where o.status = 'paid')::int as paid,
               count(*) filter (where (select count(distinct l.movement_id) from ledger_entries l
                                       where l.order_id = o.id and l.kind = 'sale') = 1)::int
                 as "creditedOnce"
        from orders o
        where o.id in (select order_id from payment_attempts
                       where gateway_order_id = any(${ids}::text[]))`,
  )
  const [unbalanced] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select movement_id from ledger_entries
        group by movement_id having sum(amount) <> 0) as movements`,
  )
  const [mismatched] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from shops s
        where s.balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':available'), 0)
           or s.held_balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':held'), 0)
           or s.reserved_balance <> coalesce((select sum(amount) from ledger_entries where account = 'shop:' || s.id || ':reserved'), 0)`,
  )
  const result = {
    orders: orders?.orders ?? 0,
    paid: orders?.paid ?? 0,
    creditedOnce: orders?.creditedOnce ?? 0,
    unbalancedMovements: unbalanced?.n ?? 0,
    mismatchedShops: mismatched?.n ?? 0,
  }
  const exact =
    result.orders === gatewayOrderIds.length &&
    result.paid === result.orders &&
    result.creditedOnce === result.orders &&
    result.unbalancedMovements === 0 &&
    result.mismatchedShops === 0
  return { ...result, exact }
}
