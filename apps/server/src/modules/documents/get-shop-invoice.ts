import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { MANAGERS, type ShopContext } from '../auth/guards.ts'
import { requireInvoiced, selectInvoiceOrder } from './invoice-order.ts'
import type { PdfAttachment } from './pdf-sheet.ts'
import { renderInvoice } from './render-invoice.ts'

/**
 * The invoice of one order of the active shop. Owners and admins get the seller's copy with the
 * split of the price; members see no money (DESIGN.md §4), so they get the buyer's invoice.
 * Another shop's order is a 404 like a missing one.
 */
export async function getShopInvoice(
  db: Executor,
  shop: ShopContext,
  orderId: string,
): Promise<PdfAttachment> {
  const order = await selectInvoiceOrder(
    db,
    and(eq(orders.id, orderId), eq(orders.shopId, shop.organizationId)),
  )
  if (!order) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  requireInvoiced(order)
  return renderInvoice(order, MANAGERS.includes(shop.role) ? 'seller' : 'buyer')
}
