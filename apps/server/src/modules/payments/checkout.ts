import type { CheckoutInput, CheckoutResult } from '@pasarprompt/contracts/orders'
import type { AuthSession } from '../auth/session.ts'
import { type CheckoutVisitor, closeUnpayableOrder, createOrder } from '../orders/create-order.ts'
import { getOrder } from '../orders/get-order.ts'
import { limitCheckout } from '../orders/limit-checkout.ts'
import type { PaymentsContext } from './payments-context.ts'
import { startPayment } from './start-payment.ts'

export interface CheckoutOptions {
  auth: AuthSession | null
  input: CheckoutInput & { email: string; phone: string }
  visitor: CheckoutVisitor & { ip: string }
}

/**
 * Checkout (issue 5): the order is placed, then a gateway transaction the buyer is sent to. A
 * free prompt, or an order already under way, needs no payment. Refused (by the order): an
 * unpublished prompt, a suspended shop, the buyer's own shop, and a prompt the signed-in buyer
 * already owns (409 ALREADY_PURCHASED: the web app opens the prompt instead). `visitor` carries
 * the `pp_visitor` cookie the order's affiliate is found by, and the address it came from.
 * Counted first against the checkout limits of that address, inbox or account (`limitCheckout`),
 * before anything is created.
 */
export async function checkout(
  ctx: PaymentsContext,
  { auth, input, visitor }: CheckoutOptions,
): Promise<CheckoutResult> {
  await limitCheckout(ctx.db, {
    ip: visitor.ip,
    userId: auth?.user.id ?? null,
    email: input.email,
    productId: input.productId,
  })
  const placed = await createOrder(ctx, { auth, input, visitor })
  if (placed.kind === 'settled') return placed.result
  const { order, accessToken } = placed
  try {
    const payment = await startPayment(ctx.db, {
      gateway: ctx.gateway,
      actor: placed.actor,
      order,
      request: {
        grossAmount: order.price,
        item: placed.item,
        customer: placed.customer,
        finishUrl: `${ctx.publicUrl}/payment/${order.id}?token=${accessToken}`,
        expiryStart: order.createdAt,
      },
    })
    const view = await getOrder(ctx.db, {
      secret: ctx.secret,
      orderId: order.id,
      viewer: { userId: null, token: accessToken },
    })
    return { order: view, payment, accessToken }
  } catch (error) {
    await closeUnpayableOrder(ctx.db, order.id)
    throw error
  }
}
