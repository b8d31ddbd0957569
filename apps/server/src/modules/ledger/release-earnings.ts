import { ACTIVE_COMPLAINT_STATUSES } from '@pasarprompt/contracts/complaints'
import { and, asc, eq, inArray, isNull, lte, notExists } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { complaints, orders, shops } from '../../db/schema.ts'
import { systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { affiliateAccount, shopAccount } from './accounts.ts'
import { postMovement } from './post-movement.ts'
import { publishAffiliateUpdated } from './publish-affiliate-updated.ts'
import { publishShopBalance } from './shop-balance.ts'

const BATCH = 200

/** No complaint of the order is open or with an admin (issue 30): those earnings stay held. */
const noActiveComplaint = (db: Executor) =>
  notExists(
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.orderId, orders.id),
          inArray(complaints.status, ACTIVE_COMPLAINT_STATUSES),
        ),
      ),
  )

/**
 * The hold period's end (DESIGN.md §4): a paid order's seller share — and its affiliate's fee —
 * moves from `held` to `available`. One transaction per order, with a compare-and-set on `released_at`, so two
 * processes running the job at once release each order once. An order with an active complaint
 * stays held past its release day (issue 30): the order row is locked before the complaint is
 * looked at, as opening a complaint locks it, so the two never pass each other. Returns how
 * many were released.
 */
export async function releaseEarnings(db: Database, events: EventBus, now = new Date()) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    // A suspended shop's earnings — and its affiliates' fees — stay held until staff decide: the
    // suspension freezes money, and an affiliate must not be a way around it.
    .innerJoin(shops, and(eq(shops.id, orders.shopId), eq(shops.status, 'active')))
    .where(
      and(
        eq(orders.status, 'paid'),
        isNull(orders.releasedAt),
        lte(orders.releaseAt, now),
        noActiveComplaint(db),
      ),
    )
    .orderBy(asc(orders.releaseAt))
    .limit(BATCH)

  let released = 0
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update')
      const [order] = await tx
        .update(orders)
        .set({ releasedAt: now, lastUpdated: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'paid'),
            isNull(orders.releasedAt),
            noActiveComplaint(tx),
          ),
        )
        .returning({
          shopId: orders.shopId,
          sellerNet: orders.sellerNet,
          affiliateUserId: orders.affiliateUserId,
          affiliateFee: orders.affiliateFee,
        })
      if (!order) return
      released++
      const amount = order.sellerNet ?? 0
      // The affiliate's fee is held as long as the seller's share, and released with it.
      const fee = order.affiliateUserId ? (order.affiliateFee ?? 0) : 0
      const touched = await postMovement(tx, systemActor, {
        kind: 'release',
        orderId: id,
        shopId: order.shopId,
        entries: [
          { account: shopAccount(order.shopId, 'held'), amount: -amount },
          { account: shopAccount(order.shopId, 'available'), amount },
          ...(order.affiliateUserId
            ? [
                { account: affiliateAccount(order.affiliateUserId, 'held'), amount: -fee },
                { account: affiliateAccount(order.affiliateUserId, 'available'), amount: fee },
              ]
            : []),
        ],
      })
      for (const shopId of touched) await publishShopBalance(tx, events, shopId)
      if (order.affiliateUserId && fee > 0) {
        await publishAffiliateUpdated(tx, events, order.affiliateUserId)
      }
    })
  }
  return released
}
