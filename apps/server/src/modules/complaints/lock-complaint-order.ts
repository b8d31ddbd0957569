import { eq } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client.ts'
import { complaints, orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import type { ComplaintParty } from './complaint-party.ts'

const notFound = () => new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')

export interface LockComplaintOrderOptions {
  secret: string
  orderId: string
  party: ComplaintParty
}

/**
 * The order a party acts on, locked (`FOR UPDATE`) for the rest of the transaction, with its
 * complaint if there is one (locked too). Every complaint step and the release job lock the order
 * row first, so a complaint and the end of the hold never pass each other, and two decisions
 * queue on one row. The buyer reaches only their own order (session or receipt token), a shop
 * only its own; anyone else gets the 404 of a missing order.
 */
export async function lockComplaintOrder(
  tx: Transaction,
  { secret, orderId, party }: LockComplaintOrderOptions,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw notFound()
  const allowed =
    party.side === 'admin' ||
    party.side === 'system' ||
    (party.side === 'shop' && order.shopId === party.shop.organizationId) ||
    (party.side === 'buyer' &&
      ((party.buyer.userId !== null && order.buyerUserId === party.buyer.userId) ||
        isValidOrderAccessToken(secret, order.id, party.buyer.token)))
  if (!allowed) throw notFound()
  const [complaint] = await tx
    .select()
    .from(complaints)
    .where(eq(complaints.orderId, order.id))
    .for('update')
  return { order, complaint: complaint ?? null }
}

/** The order of a complaint, for staff who address complaints by their id. */
export async function orderIdOfComplaint(db: Executor, complaintId: string): Promise<string> {
  const [row] = await db
    .select({ orderId: complaints.orderId })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
  if (!row) throw new AppError('NOT_FOUND', 'Komplain tidak ditemukan.')
  return row.orderId
}

/** The complaint of a locked order, or the 404 a step on a missing complaint gets. */
export function requireComplaint<T>(complaint: T | null): T {
  if (!complaint) throw new AppError('NOT_FOUND', 'Pesanan ini belum punya komplain.')
  return complaint
}
