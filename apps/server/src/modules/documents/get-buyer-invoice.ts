import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import type { OrderViewer } from '../orders/get-order.ts'
import { requireInvoiced, selectInvoiceOrder } from './invoice-order.ts'
import type { PdfAttachment } from './pdf-sheet.ts'
import { renderInvoice } from './render-invoice.ts'

/**
 * The buyer's invoice of a paid order: for the account it belongs to, or whoever holds the
 * receipt's signed token (as `getOrder` reads the order). Anyone else gets the same 404 as for
 * an order that does not exist.
 */
export async function getBuyerInvoice(
  db: Executor,
  { secret, orderId, viewer }: { secret: string; orderId: string; viewer: OrderViewer },
): Promise<PdfAttachment> {
  const order = await selectInvoiceOrder(db, eq(orders.id, orderId))
  const allowed =
    order &&
    ((viewer.userId !== null && order.buyerUserId === viewer.userId) ||
      isValidOrderAccessToken(secret, orderId, viewer.token))
  if (!order || !allowed) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  requireInvoiced(order)
  return renderInvoice(order, 'buyer')
}
