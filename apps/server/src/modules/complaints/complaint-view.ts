import {
  COMPLAINT_ANSWER_MS,
  type ComplaintView,
  isActiveComplaintStatus,
} from '@pasarprompt/contracts/complaints'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaintMessages, complaints, orders, organizations } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * A complaint with its whole conversation, as each party reads it. Who wrote a message is told
 * by its side only (Pembeli, Toko, Admin PasarPrompt): no member's or staff member's name.
 */
export async function readComplaintView(db: Executor, complaintId: string): Promise<ComplaintView> {
  const [row] = await db
    .select({
      complaint: complaints,
      orderNumber: orders.number,
      promptTitle: orders.promptTitle,
      buyerName: orders.buyerName,
      price: orders.price,
      paidAt: orders.paidAt,
      guaranteeDays: orders.guaranteeDays,
      shopName: organizations.name,
    })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .innerJoin(organizations, eq(organizations.id, complaints.shopId))
    .where(eq(complaints.id, complaintId))
  if (!row) throw new AppError('NOT_FOUND', 'Komplain tidak ditemukan.')
  const messages = await db
    .select({
      id: complaintMessages.id,
      kind: complaintMessages.kind,
      side: complaintMessages.side,
      body: complaintMessages.body,
      createdAt: complaintMessages.createdAt,
    })
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id))
  const { complaint } = row
  const guaranteed = isGuaranteed({
    reason: complaint.reason,
    createdAt: complaint.createdAt,
    paidAt: row.paidAt,
    guaranteeDays: row.guaranteeDays,
  })
  const answered = messages.some((message) => message.side === 'shop' && message.kind === 'message')
  const active = isActiveComplaintStatus(complaint.status)
  return {
    id: complaint.id,
    orderId: complaint.orderId,
    orderNumber: row.orderNumber,
    promptTitle: row.promptTitle,
    shopName: row.shopName,
    buyerName: row.buyerName,
    price: row.price,
    reason: complaint.reason,
    status: complaint.status,
    openedAt: complaint.createdAt.toISOString(),
    escalateFrom: new Date(complaint.createdAt.getTime() + COMPLAINT_ANSWER_MS).toISOString(),
    escalatedAt: complaint.escalatedAt?.toISOString() ?? null,
    escalatedBy: complaint.escalatedBy,
    resolvedAt: complaint.resolvedAt?.toISOString() ?? null,
    resolvedBy: complaint.resolvedBy,
    resolution: complaint.resolution,
    guaranteed,
    autoRefundAt:
      guaranteed && active && !answered
        ? new Date(complaint.createdAt.getTime() + COMPLAINT_ANSWER_MS).toISOString()
        : null,
    messages: messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      side: message.side,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}

/**
 * A complaint the prompt's "Garansi" covers (issue 30): 'tidak berfungsi', opened within the
 * guarantee's days after payment. The job `refund-unanswered-guarantees` reads the same rule in SQL.
 */
export function isGuaranteed(input: {
  reason: string
  createdAt: Date
  paidAt: Date | null
  guaranteeDays: number
}): boolean {
  return (
    input.reason === 'not_working' &&
    input.guaranteeDays > 0 &&
    input.paidAt !== null &&
    input.createdAt.getTime() <= input.paidAt.getTime() + input.guaranteeDays * DAY_MS
  )
}
