import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, organizations, users } from '../../db/schema.ts'
import type { MailMessage } from '../../plugins/mail/mailer.ts'
import { receiptEmail } from '../../plugins/mail/templates.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'
import { FREE_RECEIPTS_TO_UNVERIFIED } from './limit-checkout.ts'
import { orderAccessToken } from './order-access-token.ts'
import type { OrdersContext } from './orders-context.ts'

/**
 * Emails a guest buyer the receipt with the order's signed link, after the payment committed.
 * An order of an account gets the same receipt through the notification outbox instead (its
 * `order_paid` row, see `tell-order-paid.ts`), so that buyer is mailed once and may switch the
 * 'Pesanan' emails off. Not awaited by the webhook: the gateway gets its 200 at once, and a
 * mail failure is logged, never undoing a payment. A guest is invited to make an account with
 * the same address.
 */
export function sendReceipt(ctx: OrdersContext, orderId: string): void {
  void deliver(ctx, orderId).catch((error) =>
    ctx.log.error({ err: error, orderId }, 'receipt email failed'),
  )
}

async function deliver(ctx: OrdersContext, orderId: string) {
  const receipt = await buildReceipt(ctx, orderId, { forGuestsOnly: true })
  if (receipt) await ctx.mailer.send(receipt)
}

/**
 * The receipt of a paid order, to be sent now (undefined while unpaid). `forGuestsOnly` leaves
 * out an order of an account; `to` sends it to another address (the account's, from the outbox).
 *
 * Anyone can type anyone's address at checkout, so a receipt must not be a way to mail strangers
 * (docs/decisions/0022): the buyer is greeted by name only on an order of an account whose
 * address is verified (a typed name is never echoed to an unproven inbox), and an inbox that no
 * verified account owns gets one free-prompt receipt a window (paid ones cost the sender money).
 * A receipt held back this way counts as sent: the order and its link stay on the order page.
 */
export async function buildReceipt(
  ctx: { db: Database; secret: string; publicUrl: string },
  orderId: string,
  options: { forGuestsOnly?: boolean; to?: string } = {},
): Promise<MailMessage | undefined> {
  const [order] = await ctx.db
    .select({
      number: orders.number,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      buyerUserId: orders.buyerUserId,
      promptTitle: orders.promptTitle,
      price: orders.price,
      paidAt: orders.paidAt,
      shopName: organizations.name,
      accountId: users.id,
      accountVerified: users.emailVerified,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .leftJoin(users, eq(users.email, orders.buyerEmail))
    .where(eq(orders.id, orderId))
  if (!order?.paidAt) return undefined
  if (options.forGuestsOnly && order.buyerUserId) return undefined
  const verified = order.accountVerified === true
  if (order.price === 0 && !verified) {
    const answer = await consumeQuota(ctx.db, {
      key: `receipt:free-unverified:${inboxOf(order.buyerEmail)}`,
      ...FREE_RECEIPTS_TO_UNVERIFIED,
    })
    if (!answer.allowed) return undefined
  }
  const link = `${ctx.publicUrl}/payment/${orderId}?token=${orderAccessToken(ctx.secret, orderId)}`
  return receiptEmail({
    to: options.to ?? order.buyerEmail,
    name: order.buyerUserId && verified ? order.buyerName : undefined,
    orderNumber: order.number,
    promptTitle: order.promptTitle,
    shopName: order.shopName,
    price: order.price,
    paidAt: order.paidAt,
    link,
    signUpLink:
      order.buyerUserId || order.accountId
        ? undefined
        : `${ctx.publicUrl}/sign-up?email=${encodeURIComponent(order.buyerEmail)}`,
  })
}
