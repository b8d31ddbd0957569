import {
  ACTIVE_COMPLAINT_STATUSES,
  type AdminComplaintList,
  type AdminComplaintListQuery,
  FLAGGED_REFUNDED_COMPLAINTS,
} from '@pasarprompt/contracts/complaints'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, orders, organizations } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/** How many complaints of each address ended refunded: the buyer's flag for staff. */
async function refundedComplaintsOf(db: Executor, emails: string[]) {
  if (emails.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ email: complaints.buyerEmail, n: count() })
    .from(complaints)
    .where(and(inArray(complaints.buyerEmail, emails), eq(complaints.status, 'refunded')))
    .groupBy(complaints.buyerEmail)
  return new Map(rows.map((row) => [row.email, Number(row.n)]))
}

/**
 * Staff's complaint queue, newest first: the active ones (open and escalated) by default, or
 * one status. Each row says how many of the buyer's other complaints ended refunded, and flags
 * a buyer with FLAGGED_REFUNDED_COMPLAINTS or more (never blocked for it).
 */
export async function listComplaintsForAdmin(
  db: Executor,
  query: AdminComplaintListQuery,
): Promise<AdminComplaintList> {
  const keyset = newestFirst(query.cursor, complaints.createdAt, complaints.id)
  const rows = await db
    .select({
      id: complaints.id,
      orderId: complaints.orderId,
      orderNumber: orders.number,
      promptTitle: orders.promptTitle,
      shopName: organizations.name,
      buyerName: orders.buyerName,
      buyerEmail: complaints.buyerEmail,
      price: orders.price,
      reason: complaints.reason,
      status: complaints.status,
      createdAt: complaints.createdAt,
      escalatedAt: complaints.escalatedAt,
    })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .innerJoin(organizations, eq(organizations.id, complaints.shopId))
    .where(
      and(
        query.status === 'active'
          ? inArray(complaints.status, ACTIVE_COMPLAINT_STATUSES)
          : eq(complaints.status, query.status),
        keyset.after,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  const refunded = await refundedComplaintsOf(db, [...new Set(rows.map((row) => row.buyerEmail))])
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => {
      const others = (refunded.get(row.buyerEmail) ?? 0) - (row.status === 'refunded' ? 1 : 0)
      return {
        id: row.id,
        orderId: row.orderId,
        orderNumber: row.orderNumber,
        promptTitle: row.promptTitle,
        shopName: row.shopName,
        buyerName: row.buyerName,
        buyerEmail: row.buyerEmail,
        price: row.price,
        reason: row.reason,
        status: row.status,
        openedAt: row.createdAt.toISOString(),
        escalatedAt: row.escalatedAt?.toISOString() ?? null,
        buyerRefundedComplaints: others,
        buyerFlagged: others >= FLAGGED_REFUNDED_COMPLAINTS,
      }
    },
  )
}

/** Complaints passed to staff and not yet decided: the sidebar's badge. */
export async function countEscalatedComplaints(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(eq(complaints.status, 'escalated'))
  return Number(row?.n ?? 0)
}
