import {
  type AdminComplaintDetail,
  FLAGGED_REFUNDED_COMPLAINTS,
} from '@pasarprompt/contracts/complaints'
import { and, count, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, organizations, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { readComplaintView } from './complaint-view.ts'

/**
 * One complaint for staff: its conversation, and the buyer's record — how many complaints they
 * made and how many of the others ended refunded (flagged at FLAGGED_REFUNDED_COMPLAINTS).
 */
export async function getComplaintForAdmin(
  db: Executor,
  complaintId: string,
): Promise<AdminComplaintDetail> {
  const [row] = await db
    .select({ email: complaints.buyerEmail, shopSlug: organizations.slug })
    .from(complaints)
    .innerJoin(organizations, eq(organizations.id, complaints.shopId))
    .where(eq(complaints.id, complaintId))
  if (!row) throw new AppError('NOT_FOUND', 'Komplain tidak ditemukan.')
  const [all] = await db
    .select({ n: count() })
    .from(complaints)
    .where(eq(complaints.buyerEmail, row.email))
  const [refunded] = await db
    .select({ n: count() })
    .from(complaints)
    .where(
      and(
        eq(complaints.buyerEmail, row.email),
        eq(complaints.status, 'refunded'),
        ne(complaints.id, complaintId),
      ),
    )
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email))
  const refundedComplaints = Number(refunded?.n ?? 0)
  return {
    complaint: await readComplaintView(db, complaintId),
    buyer: {
      email: row.email,
      hasAccount: Boolean(account),
      complaints: Number(all?.n ?? 0),
      refundedComplaints,
      flagged: refundedComplaints >= FLAGGED_REFUNDED_COMPLAINTS,
    },
    shopSlug: row.shopSlug,
  }
}
