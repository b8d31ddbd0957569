import { eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, organizations } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** Only an order that was paid has an invoice; a reversed one keeps it, marked so. */
export const INVOICED_STATUSES = ['paid', 'refunded', 'chargeback'] as const

/** What an invoice shows of an order: never the prompt's text, only its title. */
export const invoiceOrderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  shopId: orders.shopId,
  shopName: organizations.name,
  buyerUserId: orders.buyerUserId,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  promptTitle: orders.promptTitle,
  price: orders.price,
  commissionBp: orders.commissionBp,
  affiliateBp: orders.affiliateBp,
  pph22Bp: orders.pph22Bp,
  platformFee: orders.platformFee,
  affiliateFee: orders.affiliateFee,
  sellerNet: orders.sellerNet,
  /** Already taken out of `sellerNet` (decision 0044); null on orders paid before it existed. */
  pph22Withheld: orders.pph22Withheld,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  closedAt: orders.closedAt,
}

export type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof selectInvoiceOrder>>>

/** The order matching `where` (its id, and the caller's shop if any), or undefined. */
export async function selectInvoiceOrder(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select(invoiceOrderColumns)
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .where(where)
    .limit(1)
  return row
}

/**
 * Only a paid order has an invoice. Asked after the caller's access is settled, so this answer
 * tells nothing to someone who may not see the order at all.
 */
export function requireInvoiced(order: InvoiceOrder) {
  if (!(INVOICED_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError('NOT_FOUND', 'Invoice tersedia setelah pesanan dibayar.')
  }
}
