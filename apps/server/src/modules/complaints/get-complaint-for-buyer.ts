import type { ComplaintView } from '@pasarprompt/contracts/complaints'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import type { ComplaintBuyer } from './complaint-party.ts'
import { readComplaintView } from './complaint-view.ts'

export interface GetComplaintForBuyerOptions {
  secret: string
  buyer: ComplaintBuyer
  orderId: string
}

/** The order's complaint for its buyer (session or receipt token); anyone else gets a 404. */
export async function getComplaintForBuyer(
  db: Executor,
  { secret, buyer, orderId }: GetComplaintForBuyerOptions,
): Promise<ComplaintView> {
  const [row] = await db
    .select({ buyerUserId: orders.buyerUserId, complaintId: complaints.id })
    .from(orders)
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .where(eq(orders.id, orderId))
  const allowed =
    row &&
    ((buyer.userId !== null && row.buyerUserId === buyer.userId) ||
      isValidOrderAccessToken(secret, orderId, buyer.token))
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  if (!row.complaintId) throw new AppError('NOT_FOUND', 'Pesanan ini belum punya komplain.')
  return readComplaintView(db, row.complaintId)
}
