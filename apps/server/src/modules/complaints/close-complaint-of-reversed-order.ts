import { ACTIVE_COMPLAINT_STATUSES } from '@pasarprompt/contracts/complaints'
import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { complaintMessages, complaints } from '../../db/schema.ts'
import { type Actor, stampInsert, stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'

export interface CloseComplaintOfReversedOrderOptions {
  events: EventBus
  adminOrganizationIds: readonly string[]
  actor: Actor
  order: { id: string; shopId: string; buyerUserId: string | null }
  to: 'refund' | 'chargeback'
}

/**
 * An order reversed outside its complaint — staff's refund from the order page, or the bank's
 * chargeback — ends the complaint too: the buyer has their money back. Called in the reversing
 * transaction; a complaint already decided is left as it is. Everyone concerned is told of the
 * reversal itself (`tellOrderReversed`); here the complaint's viewers refresh.
 */
export async function closeComplaintOfReversedOrder(
  tx: Transaction,
  { events, adminOrganizationIds, actor, order, to }: CloseComplaintOfReversedOrderOptions,
) {
  const now = new Date()
  const reason =
    to === 'refund'
      ? 'Admin PasarPrompt mengembalikan dana pesanan ini dari halaman pesanan.'
      : 'Pembayaran pesanan ini ditarik kembali oleh bank pembeli (chargeback).'
  const [closed] = await tx
    .update(complaints)
    .set(
      stampUpdate(actor, {
        status: 'refunded' as const,
        resolvedAt: now,
        resolvedBy: 'admin' as const,
        resolution: reason,
      }),
    )
    .where(
      and(eq(complaints.orderId, order.id), inArray(complaints.status, ACTIVE_COMPLAINT_STATUSES)),
    )
    .returning({ id: complaints.id })
  if (!closed) return
  await tx.insert(complaintMessages).values(
    stampInsert(actor, {
      complaintId: closed.id,
      kind: 'refunded' as const,
      side: 'admin' as const,
      senderUserId: null,
      body: reason,
    }),
  )
  const data = { complaintId: closed.id, orderId: order.id }
  const targets = [
    `org:${order.shopId}` as const,
    ...adminOrganizationIds.map((id) => `org:${id}` as const),
    ...(order.buyerUserId ? [`user:${order.buyerUserId}` as const] : []),
  ]
  for (const target of targets)
    await events.publish(tx, { target, type: 'complaint.updated', data })
}
