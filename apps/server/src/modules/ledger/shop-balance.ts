import type { ShopBalance } from '@pasarprompt/contracts/orders'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members, orders, shops } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { MANAGERS, requireShopManager, type ShopContext } from '../auth/guards.ts'

export async function getShopBalance(db: Executor, shopId: string): Promise<ShopBalance> {
  const [row] = await db.select(balanceColumns).from(shops).where(eq(shops.id, shopId))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return balanceOf(shopId, row)
}

/**
 * A shop's amounts and the soonest moment a paid order's held earnings are released
 * (`orders_release_idx`), read in the same statement: a suspended shop releases nothing.
 */
const balanceColumns = {
  available: shops.balance,
  held: shops.heldBalance,
  reserved: shops.reservedBalance,
  // Spelled out with table names: Drizzle leaves a single table's columns unqualified, and
  // `id` inside the subquery would be the order's.
  nextReleaseAt: sql<Date | string | null>`case when "shops"."status" = 'active' then (
    select min(o.release_at) from ${orders} o
    where o.shop_id = "shops"."id" and o.status = 'paid' and o.released_at is null
      -- A free prompt's order holds nothing.
      and o.seller_net > 0
      -- An active complaint holds its order's earnings until it is settled: no date to promise.
      and not exists (
        select 1 from complaints c
        where c.order_id = o.id and c.status in ('open', 'escalated')
      )
  ) end`,
}

function balanceOf(
  shopId: string,
  row: { available: number; held: number; reserved: number; nextReleaseAt: Date | string | null },
): ShopBalance {
  const { nextReleaseAt, ...amounts } = row
  return {
    organizationId: shopId,
    ...amounts,
    nextReleaseAt: nextReleaseAt ? new Date(nextReleaseAt).toISOString() : null,
  }
}

/** The active shop's balance, for its owners and admins: members see no money (DESIGN.md §4). */
export async function readActiveShopBalance(db: Executor, shop: ShopContext) {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat melihat saldo.')
  return getShopBalance(db, shop.organizationId)
}

/**
 * Tells the shop's owners and admins its new balance (the spec's live organisation balance).
 * Sent to each of them by user, not to the organisation: members see no money (DESIGN.md §4).
 * Inside a transaction, the event leaves only if it commits. One statement reads the balance and
 * who manages the shop: it runs while the shop's balance row is locked. Answers who they are (a
 * sale tells them of it too).
 */
export async function publishShopBalance(
  db: Executor,
  events: EventBus,
  shopId: string,
): Promise<string[]> {
  const [row] = await db
    .select({
      ...balanceColumns,
      managers: sql<string[]>`array(
        select m.user_id from ${members} m
        where m.organization_id = "shops"."id"
          and m.role in (${sql.join(
            MANAGERS.map((role) => sql`${role}`),
            sql`, `,
          )})
      )`,
    })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId')))
    // Parsed and planned once per connection (`queryPrepared` in db/client.ts says why).
    .prepare('publish_shop_balance')
    .execute({ shopId })
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const { managers, ...amounts } = row
  const balance = balanceOf(shopId, amounts)
  await events.publishAll(
    db,
    managers.map((userId) => ({
      target: `user:${userId}` as const,
      type: 'balance.updated' as const,
      data: balance,
    })),
  )
  return managers
}
