import { ACTIVE_COMPLAINT_STATUSES } from '@pasarprompt/contracts/complaints'
import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { complaintMessages, complaints } from '../../db/schema.ts'
import { type Actor, stampInsert, stampUpdate, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { complaintEventTargets } from './complaint-event-targets.ts'

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
  // Staff's refund from the order page acts as a person; the gateway's refund or chargeback
  // arrives through the webhook, as the system.
  const side = actor.uid === systemActor.uid ? ('system' as const) : ('admin' as const)
  const reason =
    to === 'chargeback'
      ? 'Pembayaran pesanan ini ditarik kembali oleh bank pembeli (chargeback).'
      : side === 'admin'
        ? 'Admin PasarPrompt mengembalikan dana pesanan ini dari halaman pesanan.'
        : 'Penyedia pembayaran melaporkan dana pesanan ini sudah dikembalikan ke pembeli.'
  const [closed] = await tx
    .update(complaints)
    .set(
      stampUpdate(actor, {
        status: 'refunded' as const,
        resolvedAt: now,
        resolvedBy: side,
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
      side,
      senderUserId: null,
      body: reason,
    }),
  )
  const data = { complaintId: closed.id, orderId: order.id }
  for (const target of complaintEventTargets(order, adminOrganizationIds)) {
    await events.publish(tx, { target, type: 'complaint.updated', data })
  }
}
