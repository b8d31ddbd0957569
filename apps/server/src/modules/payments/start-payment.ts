import type { PaymentSession } from '@pasarprompt/contracts/orders'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, paymentAttempts } from '../../db/schema.ts'
import { type Actor, stampInsert, stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  GatewayError,
  type PaymentGateway,
  type SnapTransactionRequest,
} from './midtrans-gateway.ts'

/** One retry: a timeout or a 5xx may be momentary. */
const MAX_ATTEMPTS = 2

export interface StartPaymentOptions {
  gateway: PaymentGateway
  actor: Actor
  order: { id: string; number: string }
  request: Omit<SnapTransactionRequest, 'gatewayOrderId'>
}

/**
 * Asks the gateway for a transaction for a pending order. Each attempt gets the next suffix
 * (`PP-…-1`, `PP-…-2`): after a timeout we cannot know whether the gateway kept the first id,
 * and it refuses an id it has seen. Every attempt is recorded. No database transaction is held
 * open across the network call.
 */
export async function startPayment(
  db: Database,
  { gateway, actor, order, request }: StartPaymentOptions,
): Promise<PaymentSession> {
  let lastError: GatewayError | undefined
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const [claimed] = await db
      .update(orders)
      .set({ paymentAttempt: sql`${orders.paymentAttempt} + 1` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ attempt: orders.paymentAttempt })
    if (!claimed) throw new AppError('ORDER_NOT_PAYABLE')
    const gatewayOrderId = `${order.number}-${claimed.attempt}`
    await db
      .insert(paymentAttempts)
      .values(stampInsert(actor, { gatewayOrderId, orderId: order.id, attempt: claimed.attempt }))

    try {
      const created = await gateway.createTransaction({ ...request, gatewayOrderId })
      await db
        .update(paymentAttempts)
        .set(stampUpdate(actor, { status: 'created' as const, ...created }))
        .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
      await db.update(orders).set({ gatewayOrderId }).where(eq(orders.id, order.id))
      return { provider: 'midtrans', gatewayOrderId, ...created }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      lastError = error
      await db
        .update(paymentAttempts)
        .set(stampUpdate(actor, { status: 'failed' as const, error: error.message }))
        .where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId))
      if (!error.retryable) break
    }
  }
  throw new AppError('PAYMENT_GATEWAY_FAILED', undefined, { cause: lastError })
}
