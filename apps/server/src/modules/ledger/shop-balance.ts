import type { ShopBalance } from '@pasarprompt/contracts/orders'
import { and, eq, gt, inArray, isNull, min } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members, orders, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { MANAGERS, requireShopManager, type ShopContext } from '../auth/guards.ts'

export async function getShopBalance(db: Executor, shopId: string): Promise<ShopBalance> {
  const [row] = await db
    .select({
      available: shops.balance,
      held: shops.heldBalance,
      reserved: shops.reservedBalance,
      status: shops.status,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const { status, ...amounts } = row
  return {
    organizationId: shopId,
    ...amounts,
    nextReleaseAt: status === 'active' ? await nextRelease(db, shopId) : null,
  }
}

/** The soonest moment a paid order's held earnings are released (`orders_release_idx`). */
async function nextRelease(db: Executor, shopId: string) {
  const [row] = await db
    .select({ at: min(orders.releaseAt) })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.status, 'paid'),
        isNull(orders.releasedAt),
        // A free prompt's order holds nothing.
        gt(orders.sellerNet, 0),
      ),
    )
  return row?.at ? new Date(row.at).toISOString() : null
}

/** The active shop's balance, for its owners and admins: members see no money (DESIGN.md §4). */
export async function readActiveShopBalance(db: Executor, shop: ShopContext) {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat melihat saldo.')
  return getShopBalance(db, shop.organizationId)
}

/**
 * Tells the shop's owners and admins its new balance (the spec's live organisation balance).
 * Sent to each of them by user, not to the organisation: members see no money (DESIGN.md §4).
 * Inside a transaction, the event leaves only if it commits.
 */
export async function publishShopBalance(db: Executor, events: EventBus, shopId: string) {
  const balance = await getShopBalance(db, shopId)
  const managers = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, shopId), inArray(members.role, MANAGERS)))
  for (const { userId } of managers) {
    await events.publish(db, { target: `user:${userId}`, type: 'balance.updated', data: balance })
  }
}
