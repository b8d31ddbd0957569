import { orderLifecycle } from '@pasarprompt/contracts/orders'
import { and, inArray, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { announceOrder } from './mark-order-paid.ts'

/**
 * Our own expiry (DESIGN.md §4): an order unpaid after 24 hours becomes `expired`. The gateway
 * stops taking payment an hour earlier; a settlement that still arrives beats this expiry.
 */
export async function expireOrders(db: Database, events: EventBus, now = new Date()) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: orderLifecycle.moves.expire.to, closedAt: now, lastUpdated: now })
      .where(
        and(inArray(orders.status, orderLifecycle.moves.expire.from), lte(orders.expiresAt, now)),
      )
      .returning({ id: orders.id, buyerUserId: orders.buyerUserId, status: orders.status })
    for (const order of expired) await announceOrder(tx, events, order)
    return expired.length
  })
}
