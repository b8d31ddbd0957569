import { COMPLAINT_ANSWER_MS, type ComplaintView } from '@pasarprompt/contracts/complaints'
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
    messages: messages.map((message) => ({
      id: message.id,
      kind: message.kind,
      side: message.side,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}
