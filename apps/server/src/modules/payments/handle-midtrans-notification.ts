import type { OrderStatus } from '@pasarprompt/contracts/orders'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { orders, paymentAttempts, type paymentLogs } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { gatewayFee } from '../ledger/gateway-fees.ts'
import { type PaymentOutcome, settlePayment } from '../orders/settle-payment.ts'
import type { MidtransStatus } from './midtrans-gateway.ts'
import { isValidMidtransSignature } from './midtrans-signature.ts'
import { payerIdentityOf } from './payer-identity.ts'
import { paymentMethodOf } from './payment-method-of.ts'
import type { PaymentsContext } from './payments-context.ts'
import { recordPaymentLog, recordRefusedPaymentLog } from './record-payment-log.ts'

export const Notification = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().max(10),
  gross_amount: z.string().max(30),
  signature_key: z.string().max(256),
  transaction_status: z.string().max(50),
  transaction_id: z.string().max(100).optional(),
  fraud_status: z.string().max(50).optional(),
})
export type Notification = z.infer<typeof Notification>

/** What a gateway status means for the order (DESIGN.md §4). */
export type Action =
  | 'paid'
  | 'pending'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'chargeback'
  | 'review'

export function actionOf(status: {
  transaction_status: string
  fraud_status?: string | undefined
}): Action {
  switch (status.transaction_status) {
    case 'settlement':
      return 'paid'
    case 'capture':
      return status.fraud_status === 'accept' ? 'paid' : 'review'
    case 'pending':
      return 'pending'
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed'
    case 'expire':
      return 'expired'
    case 'refund':
      return 'refunded'
    case 'chargeback':
      return 'chargeback'
    default:
      // partial_refund, partial_chargeback, authorize and anything new: an admin decides.
      return 'review'
  }
}

/**
 * A notification that contradicts what we know (a failure for a paid order, a payment for a
 * refunded one) may be late or replayed: we ask the gateway for the current status first.
 */
function looksOutOfOrder(current: OrderStatus, action: Action) {
  if (current === 'paid') return action === 'pending' || action === 'failed' || action === 'expired'
  if (current === 'refunded' || current === 'chargeback') return action === 'paid'
  return current === 'pending' && (action === 'refunded' || action === 'chargeback')
}

export interface NotificationOutcome {
  result: string
  orderId?: string
}

/**
 * The Midtrans HTTP notification (DESIGN.md §4). Every call is logged with its raw body. Only a
 * correctly signed one for a known order with the right amount can change anything, and it does
 * so in one transaction with its log row, safely repeatable: crediting is a compare-and-set.
 */
export async function handleMidtransNotification(
  ctx: PaymentsContext,
  rawBody: string,
): Promise<NotificationOutcome> {
  const log = (
    db: Executor,
    entry: Partial<typeof paymentLogs.$inferInsert> & { result: string },
  ) => recordPaymentLog(db, rawBody, entry)
  // Anyone can send these: what they store is capped (record-payment-log.ts).
  const refuse = (entry: Partial<typeof paymentLogs.$inferInsert> & { result: string }) =>
    recordRefusedPaymentLog(ctx.db, rawBody, { ...entry, signatureValid: false })

  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    await refuse({ result: 'malformed' })
    throw new AppError('INVALID_JSON')
  }
  const parsed = Notification.safeParse(json)
  if (!parsed.success) {
    await refuse({ result: 'malformed' })
    throw new AppError('VALIDATION_FAILED', 'Notifikasi pembayaran tidak lengkap.')
  }
  const notification = parsed.data
  const clean = (value: string | undefined) => value?.replaceAll('\u0000', '') ?? null
  const about = {
    gatewayOrderId: clean(notification.order_id),
    transactionId: clean(notification.transaction_id),
    transactionStatus: clean(notification.transaction_status),
  }
  if (!isSigned(notification, ctx.serverKey)) {
    await refuse({ ...about, result: 'invalid_signature' })
    throw new AppError('INVALID_SIGNATURE')
  }

  const [order] = await ctx.db
    .select({ id: orders.id, status: orders.status, price: orders.price })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.gatewayOrderId, sql.placeholder('gatewayOrderId')))
    // Parsed and planned once per connection (`queryPrepared` in db/client.ts says why).
    .prepare('notification_order')
    .execute({ gatewayOrderId: notification.order_id })
  if (!order) {
    await log(ctx.db, { ...about, signatureValid: true, result: 'unknown_order' })
    throw new AppError('NOT_FOUND', 'Pesanan tidak dikenal.')
  }
  const logged = { ...about, signatureValid: true, orderId: order.id }
  if (!sameAmount(notification.gross_amount, order.price)) {
    await log(ctx.db, {
      ...logged,
      result: 'amount_mismatch',
      detail: `Dibayar ${notification.gross_amount}, pesanan ${order.price}.`,
    })
    throw new AppError('PAYMENT_AMOUNT_MISMATCH')
  }

  // Midtrans' signature does not cover `transaction_status`: a signed body of one status could be
  // replayed as another. So money moves only on the gateway's own answer to a status check, and
  // so does a notification that contradicts what we know.
  const action = actionOf(notification)
  const movesMoney = action === 'paid' || action === 'refunded' || action === 'chargeback'
  let status: Notification = notification
  let detail: string | null = null
  if (movesMoney || looksOutOfOrder(order.status, action)) {
    const checked = await recheck(ctx, notification.order_id, order.price)
    if (!checked && movesMoney) {
      await log(ctx.db, {
        ...logged,
        result: 'unconfirmed',
        detail: 'Cek status ke gateway gagal.',
      })
      // Not a 200: the gateway sends the notification again later.
      throw new AppError('SERVICE_UNAVAILABLE', 'Status pembayaran belum dapat dikonfirmasi.')
    }
    detail = checked
      ? `Status dicek ulang ke gateway: ${checked.transaction_status}.`
      : 'Cek ulang ke gateway gagal; status pesanan dipertahankan.'
    status = checked ?? { ...notification, transaction_status: 'unverified' }
  }

  const settled = status.transaction_status === 'unverified' ? 'review' : actionOf(status)
  if (settled === 'pending' || settled === 'review') {
    const result = settled === 'pending' ? 'pending' : 'needs_review'
    await log(ctx.db, { ...logged, result, detail })
    return { result, orderId: order.id }
  }
  const result = await settlePayment(ctx, {
    orderId: order.id,
    outcome: paymentOutcome(settled, status, order.price),
    record: (tx, result) => log(tx, { ...logged, result, detail }),
  })
  return { result, orderId: order.id }
}

/** A verified status, as the order lifecycle understands it. */
export function paymentOutcome(
  action: Exclude<Action, 'pending' | 'review'>,
  status: Notification,
  price: number,
): PaymentOutcome {
  switch (action) {
    case 'paid': {
      const method = paymentMethodOf(status)
      return {
        kind: 'paid',
        method,
        transactionId: status.transaction_id ?? null,
        gatewayFee: gatewayFee(method, price),
        payer: payerIdentityOf(status),
      }
    }
    case 'failed':
    case 'expired':
      return { kind: action, gatewayOrderId: status.order_id }
    case 'refunded':
    case 'chargeback':
      return { kind: action }
  }
}

function isSigned(status: Notification, serverKey: string) {
  return isValidMidtransSignature(
    {
      orderId: status.order_id,
      statusCode: status.status_code,
      grossAmount: status.gross_amount,
      signatureKey: status.signature_key,
    },
    serverKey,
  )
}

/** Midtrans writes amounts as decimals ("150000.00"); rupiah have no cents. */
function sameAmount(grossAmount: string, price: number) {
  return /^\d+(\.0+)?$/.test(grossAmount) && Number(grossAmount) === price
}

/** The gateway's current status, trusted only if it is signed and for the same amount. */
async function recheck(
  ctx: PaymentsContext,
  gatewayOrderId: string,
  price: number,
): Promise<Notification | null> {
  let status: MidtransStatus | null
  try {
    status = await ctx.gateway.getStatus(gatewayOrderId)
  } catch (error) {
    ctx.log.warn({ err: error, gatewayOrderId }, 'payment status re-check failed')
    return null
  }
  return verifiedStatus({ serverKey: ctx.serverKey, status, gatewayOrderId, price })
}

export interface VerifiedStatusOptions {
  serverKey: string
  status: MidtransStatus | null
  gatewayOrderId: string
  price: number
}

/**
 * A status from the gateway's status API as something to act on: only if it is about this
 * transaction, signed with our server key and for the order's amount.
 */
export function verifiedStatus({
  serverKey,
  status,
  gatewayOrderId,
  price,
}: VerifiedStatusOptions): Notification | null {
  const parsed = Notification.safeParse(status)
  if (!parsed.success || parsed.data.order_id !== gatewayOrderId) return null
  if (!isSigned(parsed.data, serverKey) || !sameAmount(parsed.data.gross_amount, price)) {
    return null
  }
  return parsed.data
}
