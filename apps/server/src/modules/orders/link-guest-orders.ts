import { and, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'

/**
 * Guest orders join the account whose verified email they were placed with (DESIGN.md §4).
 * Called when an address is verified, never at sign-up: an unverified address proves nothing.
 */
export async function linkGuestOrders(db: Executor, user: { id: string; email: string }) {
  const linked = await db
    .update(orders)
    .set({ buyerUserId: user.id })
    .where(and(isNull(orders.buyerUserId), sql`${orders.buyerEmail} = ${user.email.toLowerCase()}`))
    .returning({ id: orders.id })
  return linked.length
}
