import { GATEWAY_EXPIRY_HOURS } from '@pasarprompt/contracts/constants'
import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'
import type { OrderView } from '@pasarprompt/contracts/orders'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  complaints,
  orders,
  organizations,
  paymentAttempts,
  prompts,
  shops,
} from '../../db/schema.ts'

/** The columns every buyer-facing order view reads. */
export const orderViewColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  price: orders.price,
  productId: orders.promptId,
  productTitle: orders.promptTitle,
  promptSlug: prompts.slug,
  promptStatus: prompts.status,
  shopName: organizations.name,
  shopSlug: organizations.slug,
  shopLogoUrl: shops.logoUrl,
  shopStatus: shops.status,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  buyerUserId: orders.buyerUserId,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
  releaseAt: orders.releaseAt,
  releasedAt: orders.releasedAt,
  guaranteeDays: orders.guaranteeDays,
  complaintId: complaints.id,
  complaintStatus: complaints.status,
  gatewayOrderId: orders.gatewayOrderId,
  paymentToken: paymentAttempts.token,
  paymentRedirectUrl: paymentAttempts.redirectUrl,
}

/** Orders with their prompt, shop, complaint and current payment attempt. */
export const selectOrderViews = (db: Executor) =>
  db
    .select(orderViewColumns)
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .leftJoin(
      paymentAttempts,
      and(
        eq(paymentAttempts.gatewayOrderId, orders.gatewayOrderId),
        eq(paymentAttempts.status, 'created'),
      ),
    )

/**
 * The moment the buyer can pay until: the gateway's expiry, counted from the order's creation
 * (`expiryStart` of every attempt). Our own `expiresAt` is an hour later only so a payment made
 * in the gateway's last minute still arrives before the expiry job closes the order.
 */
export const paymentDeadline = (createdAt: Date) =>
  // Whole seconds, as the gateway reads its `start_time`.
  new Date(Math.floor(createdAt.getTime() / 1000) * 1000 + GATEWAY_EXPIRY_HOURS * HOUR_MS)

type OrderViewRow = Awaited<ReturnType<ReturnType<typeof selectOrderViews>['execute']>>[number]

export function toOrderView(row: OrderViewRow): OrderView {
  const onSale = row.promptStatus === 'published' && row.shopStatus === 'active'
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    price: row.price,
    productId: row.productId,
    productTitle: row.productTitle,
    productSlug: onSale ? row.promptSlug : null,
    shopName: row.shopName,
    shopSlug: row.shopSlug,
    shopLogoUrl: row.shopLogoUrl,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    guest: row.buyerUserId === null,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    payBefore: paymentDeadline(row.createdAt).toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    complaint:
      row.complaintId && row.complaintStatus
        ? { id: row.complaintId, status: row.complaintStatus }
        : null,
    // Earnings still held: a paid, non-free order not yet released (openComplaint's rule).
    complainUntil:
      row.status === 'paid' &&
      row.price > 0 &&
      !row.releasedAt &&
      !row.complaintId &&
      row.releaseAt &&
      row.releaseAt.getTime() > Date.now()
        ? row.releaseAt.toISOString()
        : null,
    guaranteeUntil:
      row.status === 'paid' && row.guaranteeDays > 0 && row.paidAt
        ? new Date(row.paidAt.getTime() + row.guaranteeDays * DAY_MS).toISOString()
        : null,
    payment:
      row.status === 'pending' && row.gatewayOrderId && row.paymentToken && row.paymentRedirectUrl
        ? {
            provider: 'midtrans',
            gatewayOrderId: row.gatewayOrderId,
            token: row.paymentToken,
            redirectUrl: row.paymentRedirectUrl,
          }
        : null,
  }
}
