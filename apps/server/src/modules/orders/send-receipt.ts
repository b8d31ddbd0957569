import { eq } from 'drizzle-orm'
import { orders, organizations, users } from '../../db/schema.ts'
import { receiptEmail } from '../../plugins/mail/templates.ts'
import { orderAccessToken } from './order-access-token.ts'
import type { OrdersContext } from './orders-context.ts'

/**
 * Emails the buyer the receipt with the order's signed link, after the payment committed. Not
 * awaited by the webhook: the gateway gets its 200 at once, and a mail failure is logged, never
 * undoing a payment. A guest is invited to make an account with the same address.
 */
export function sendReceipt(ctx: OrdersContext, orderId: string): void {
  void deliver(ctx, orderId).catch((error) =>
    ctx.log.error({ err: error, orderId }, 'receipt email failed'),
  )
}

async function deliver(ctx: OrdersContext, orderId: string) {
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
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .leftJoin(users, eq(users.email, orders.buyerEmail))
    .where(eq(orders.id, orderId))
  if (!order?.paidAt) return
  const link = `${ctx.publicUrl}/payment/${orderId}?token=${orderAccessToken(ctx.secret, orderId)}`
  await ctx.mailer.send(
    receiptEmail({
      to: order.buyerEmail,
      name: order.buyerName,
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
    }),
  )
}
