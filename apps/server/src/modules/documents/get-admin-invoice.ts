import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireInvoiced, selectInvoiceOrder } from './invoice-order.ts'
import type { PdfAttachment } from './pdf-sheet.ts'
import { renderInvoice } from './render-invoice.ts'

/** Any order's invoice for staff: the seller's copy, which holds the buyer's part too. */
export async function getAdminInvoice(db: Executor, orderId: string): Promise<PdfAttachment> {
  const order = await selectInvoiceOrder(db, eq(orders.id, orderId))
  if (!order) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  requireInvoiced(order)
  return renderInvoice(order, 'seller')
}
