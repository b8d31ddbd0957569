import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { orders, organizations, users } from '../../db/schema.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'
import { orderAccessToken } from '../../lib/order-access-token.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'
import { FREE_RECEIPTS_TO_UNVERIFIED } from '../limits/limits.ts'
import type { OrdersContext } from './orders-context.ts'
import { receiptEmail } from './receipt-email.ts'

/**
 * Writes a guest buyer's receipt, with the order's signed link, into the mail outbox inside the
 * crediting transaction `tx`, so the payment never commits without it; returns its delivery, to
 * run after the commit (a crash before that leaves it to the outbox's retry job). An order of an
 * account gets the same receipt through the notification outbox instead (its `order_paid` row,
 * see `tell-order-paid.ts`), so that buyer is mailed once and may switch the 'Pesanan' emails
 * off. In a savepoint: a receipt that cannot be written is logged, never undoing the payment.
 * A guest is invited to make an account with the same address.
 */
export async function enqueueReceipt(
  ctx: OrdersContext,
  tx: Transaction,
  orderId: string,
): Promise<(() => void) | undefined> {
  try {
    const deliver = await tx.transaction(async (savepoint) => {
      const receipt = await buildReceipt({ ...ctx, db: savepoint }, orderId, {
        forGuestsOnly: true,
      })
      return receipt ? ctx.mailer.enqueue(savepoint, receipt) : undefined
    })
    if (!deliver) return undefined
    // Not awaited by the caller: the gateway (or the checkout) gets its answer at once.
    return () => {
      void deliver().catch((error) =>
        ctx.log.error({ err: error, orderId }, 'receipt email failed'),
      )
    }
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'receipt email not written')
    return undefined
  }
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
    .where(eq(orders.id, sql.placeholder('orderId')))
    // Parsed and planned once per connection (`queryPrepared` in db/client.ts says why).
    .prepare('build_receipt')
    .execute({ orderId })
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
  const token = orderAccessToken(ctx.secret, orderId)
  const link = `${ctx.publicUrl}/payment/${orderId}?token=${token}`
  const invoicePath = endpointPath(publicApi.orderInvoice.path, { orderId })
  return receiptEmail({
    to: options.to ?? order.buyerEmail,
    name: order.buyerUserId && verified ? order.buyerName : undefined,
    orderNumber: order.number,
    promptTitle: order.promptTitle,
    shopName: order.shopName,
    price: order.price,
    paidAt: order.paidAt,
    link,
    invoiceLink: `${ctx.publicUrl}${invoicePath}?token=${token}`,
    signUpLink:
      order.buyerUserId || order.accountId
        ? undefined
        : `${ctx.publicUrl}/sign-up?email=${encodeURIComponent(order.buyerEmail)}`,
  })
}
