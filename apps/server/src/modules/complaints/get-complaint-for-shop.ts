import type { ComplaintView } from '@pasarprompt/contracts/complaints'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { readComplaintView } from './complaint-view.ts'

/** The complaint of one of the active shop's orders: any member reads it. */
export async function getComplaintForShop(
  db: Executor,
  shop: ShopContext,
  orderId: string,
): Promise<ComplaintView> {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.orderId, orderId), eq(complaints.shopId, shop.organizationId)))
  if (!row) throw new AppError('NOT_FOUND', 'Pesanan ini belum punya komplain.')
  return readComplaintView(db, row.id)
}
