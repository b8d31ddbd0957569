import { DAY_MS, HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { SettlementResult } from '../orders/settle-payment.ts'
import { settlePayment } from '../orders/settle-payment.ts'
import { actionOf, paymentOutcome, verifiedStatus } from './handle-midtrans-notification.ts'
import type { MidtransStatus } from './midtrans-gateway.ts'
import type { PaymentsContext } from './payments-context.ts'
import { recordPaymentLog } from './record-payment-log.ts'

/**
 * An attempt is first asked about this long after it was created: the notification normally
 * arrives within seconds, so asking sooner would only double the gateway's work.
 */
export const RECONCILE_AFTER_MS = 5 * MINUTE_MS
/** The longest wait between two checks of an attempt still pending at the gateway. */
const MAX_INTERVAL_MS = HOUR_MS
/** An expired order's attempts get one last check for this long after our expiry. */
const EXPIRED_WINDOW_MS = 2 * DAY_MS
const BATCH = 50
/** Status calls at once: a restart with many open orders does not queue them one by one. */
const PARALLEL = 4
/**
 * Held by a claim while it picks and stamps attempts: processes starting together claim one
 * after another, each seeing the stamps of the one before (decision 0027).
 */
const CLAIM_LOCK_KEY = 7_411_202_625

export interface ReconcileOptions {
  now?: Date
  /**
   * At start-up: every attempt of a pending order made before `startedAt`, however young — a
   * crash may have lost the notification of a payment made a second before it — unless some
   * process asked about it within `afterMs` (a restart, or another process starting too).
   */
  startedAt?: Date
  afterMs?: number
  /** The most attempts one run asks about (the next run takes the rest). */
  maxChecks?: number
}

export interface ReconcileResult {
  checked: number
  /** What applying the gateway's answer did, per result (paid, failed, expired, …). */
  applied: Partial<Record<SettlementResult, number>>
  /** Gateway calls that failed: those attempts are asked again on the next run. */
  errors: number
}

interface Claimed {
  gateway_order_id: string
  order_id: string
  price: number
  previous: string
  previous_check: string | null
  claimed_at: string
}

/**
 * Issue 17's reconciliation: notifications get lost (a crash between the gateway's settlement
 * and our commit, a network fault, a gateway outage), and nothing else would ever ask again.
 * So every attempt of an order still pending past `RECONCILE_AFTER_MS` is checked with the
 * gateway's status API, then again at growing intervals (a quarter of its age, 5 min to 1 h)
 * until the order leaves `pending`; an order our job expired gets one last check (a settlement
 * beats our expiry). An answer is verified and applied exactly as the webhook applies its
 * re-checked status (`verifiedStatus`, `paymentOutcome`, `settlePayment`): crediting is the
 * order's compare-and-set, so a check racing the webhook or another process credits once.
 *
 * Claims are safe with several processes: a check is an update of the attempt that stamps its
 * `last_updated` (what the interval counts from) and `checked_at` (what a start-up counts from),
 * taken under an advisory lock, so no two processes claim the same attempt. A gateway error puts
 * the stamps back, so the next run asks again; it never throws.
 */
export async function reconcilePendingPayments(
  ctx: PaymentsContext,
  options: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const now = options.now ?? new Date()
  const maxChecks = options.maxChecks ?? 1_000
  const result: ReconcileResult = { checked: 0, applied: {}, errors: 0 }
  while (result.checked < maxChecks) {
    const claimed = await claim(ctx, now, options, Math.min(BATCH, maxChecks - result.checked))
    if (claimed.length === 0) break
    result.checked += claimed.length
    const queue = [...claimed]
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const applied = await reconcileAttempt(ctx, next)
          if (applied === 'error') result.errors++
          else if (applied) result.applied[applied] = (result.applied[applied] ?? 0) + 1
        }
      }),
    )
    if (claimed.length < BATCH) break
  }
  return result
}

const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`

function claim(ctx: PaymentsContext, now: Date, options: ReconcileOptions, limit: number) {
  const at = now.toISOString()
  const afterMs = options.afterMs ?? RECONCILE_AFTER_MS
  const pendingDue = options.startedAt
    ? sql`a.created_at < ${options.startedAt.toISOString()}::timestamptz
          and (a.checked_at is null
               or a.checked_at <= ${at}::timestamptz - ${interval(afterMs)})`
    : sql`a.created_at <= ${at}::timestamptz - ${interval(afterMs)}
          and a.last_updated <= ${at}::timestamptz - greatest(
            ${interval(afterMs)},
            least(${interval(MAX_INTERVAL_MS)}, (${at}::timestamptz - a.created_at) / 4)
          )`
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`)
    return queryRows<Claimed>(
      tx,
      sql`with due as (
          select a.gateway_order_id, a.last_updated as previous,
            a.checked_at as previous_check, o.price
          from payment_attempts a
          join orders o on o.id = a.order_id
          where (o.status = 'pending' and ${pendingDue})
             or (o.status = 'expired'
                 and o.closed_at > ${at}::timestamptz - ${interval(EXPIRED_WINDOW_MS)}
                 and a.last_updated < o.closed_at)
          order by a.last_updated
          limit ${limit}
          for update of a skip locked
        )
        update payment_attempts pa
        set last_updated = ${at}::timestamptz, checked_at = ${at}::timestamptz
        from due
        where pa.gateway_order_id = due.gateway_order_id
        returning pa.gateway_order_id, pa.order_id, due.price,
          due.previous::text as previous, due.previous_check::text as previous_check,
          pa.last_updated::text as claimed_at`,
    )
  })
}

/** One attempt: ask, verify, apply. Answers what applying did, or 'error' to ask again. */
async function reconcileAttempt(
  ctx: PaymentsContext,
  attempt: Claimed,
): Promise<SettlementResult | 'error' | null> {
  const gatewayOrderId = attempt.gateway_order_id
  let status: MidtransStatus | null
  try {
    status = await ctx.gateway.getStatus(gatewayOrderId)
  } catch (error) {
    ctx.log.warn({ err: error, gatewayOrderId }, 'reconciliation: status check failed')
    await release(ctx, attempt)
    return 'error'
  }
  // Unknown to the gateway: its transaction was never created (a refused or timed-out request).
  if (!status) return null
  const verified = verifiedStatus({
    serverKey: ctx.serverKey,
    status,
    gatewayOrderId,
    price: attempt.price,
  })
  if (!verified) {
    ctx.log.error(
      { gatewayOrderId },
      'reconciliation: the gateway answered a status we cannot trust',
    )
    return null
  }
  const action = actionOf(verified)
  if (action === 'pending' || action === 'review') return null
  try {
    return await settlePayment(ctx, {
      orderId: attempt.order_id,
      outcome: paymentOutcome(action, verified, attempt.price),
      record: async (tx, result) => {
        // Only what changed something is logged: a check that finds nothing new leaves no row.
        if (result === 'ignored' || result === 'duplicate') return
        await recordPaymentLog(tx, JSON.stringify(status), {
          gatewayOrderId,
          orderId: attempt.order_id,
          transactionId: verified.transaction_id ?? null,
          transactionStatus: verified.transaction_status,
          signatureValid: true,
          result,
          detail: `Notifikasi tidak diterima; status diambil dari gateway oleh rekonsiliasi: ${verified.transaction_status}.`,
        })
      },
    })
  } catch (error) {
    ctx.log.error({ err: error, gatewayOrderId }, 'reconciliation: applying the status failed')
    await release(ctx, attempt)
    return 'error'
  }
}

/** Puts the claim's stamps back, so the next run asks again (unless another run has since). */
async function release(ctx: PaymentsContext, attempt: Claimed) {
  await queryRows(
    ctx.db,
    sql`update payment_attempts
        set last_updated = ${attempt.previous}::timestamptz,
          checked_at = ${attempt.previous_check}::timestamptz
        where gateway_order_id = ${attempt.gateway_order_id}
          and last_updated = ${attempt.claimed_at}::timestamptz`,
  ).catch((error: unknown) =>
    ctx.log.error(
      { err: error, gatewayOrderId: attempt.gateway_order_id },
      'reconciliation: release failed',
    ),
  )
}
