import { orderLifecycle } from '@pasarprompt/contracts/orders'
import { and, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { systemActor } from '../../db/stamps.ts'
import { eventsAfterCommit } from '../../infra/events/events-after-commit.ts'
import { flagReferredSale, paidBySelf } from '../affiliates/referred-sale.ts'
import { rememberSightings } from '../sightings/remember-sightings.ts'
import { sightingValues } from '../sightings/sighting-values.ts'
import { enqueueReceipt } from './enqueue-receipt.ts'
import { announceOrder, markOrderPaid } from './mark-order-paid.ts'
import type { OrdersContext } from './orders-context.ts'
import { reversePaidOrder } from './reverse-paid-order.ts'
import { tellOrderPaid } from './tell-order-paid.ts'

/** What the payment gateway said happened to an order's payment. */
export type PaymentOutcome =
  | {
      kind: 'paid'
      method: string | null
      transactionId: string | null
      /** What the gateway keeps for this method (payments knows its fee table). */
      gatewayFee: number
      /** Who paid, when the gateway names them (a card: `payerIdentityOf`); else null. */
      payer: string | null
    }
  /** About the attempt named: an older attempt failing or expiring changes nothing. */
  | { kind: 'failed' | 'expired'; gatewayOrderId: string }
  | { kind: 'refunded' | 'chargeback' }

/** What settling did, as the payment log records it. */
export type SettlementResult =
  | 'paid'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'chargeback'
  | 'duplicate'
  | 'duplicate_payment'
  | 'ignored'

export interface SettlePaymentOptions {
  orderId: string
  outcome: PaymentOutcome
  record: (tx: Transaction, result: SettlementResult) => Promise<unknown>
}

/**
 * The one way the payments domain changes an order (DESIGN.md §4): in one transaction, the
 * outcome is applied as the order lifecycle allows — crediting is a compare-and-set, so a
 * repeat or a race credits once — and `record` writes the caller's log row beside it, as do
 * the notifications of the sale and the payment, and a guest's receipt in the mail outbox. Their
 * live events and the receipt's first delivery go out after the commit (`events-after-commit.ts`
 * says why). A referred order paid by its own affiliate (the payer's card was seen with their
 * account) is credited without the fee, and flagged; the payer is remembered with the buyer's
 * account (issue 26).
 */
export async function settlePayment(
  ctx: OrdersContext,
  { orderId, outcome, record }: SettlePaymentOptions,
): Promise<SettlementResult> {
  const events = eventsAfterCommit(ctx.events)
  const { result, deliverReceipt } = await ctx.db.transaction(async (tx) => {
    const applied = await apply(tx, { ...ctx, events }, orderId, outcome, new Date())
    const receipt = applied === 'paid' ? await enqueueReceipt(ctx, tx, orderId) : undefined
    await record(tx, applied)
    return { result: applied, deliverReceipt: receipt }
  })
  // Committed: the money is settled whatever happens to the live events now.
  await events
    .flush(ctx.db)
    .catch((error) => ctx.log.error({ err: error, orderId }, 'settlement events not published'))
  deliverReceipt?.()
  return result
}

async function apply(
  tx: Transaction,
  ctx: OrdersContext,
  orderId: string,
  outcome: PaymentOutcome,
  at: Date,
): Promise<SettlementResult> {
  const current = async () => {
    const [row] = await tx
      .select({ status: orders.status, transactionId: orders.gatewayTransactionId })
      .from(orders)
      .where(eq(orders.id, orderId))
    return row
  }

  switch (outcome.kind) {
    case 'paid': {
      const payer = sightingValues(ctx.secret, { payment: outcome.payer })
      // Only a payer the gateway names (a card) can be the affiliate: no read otherwise.
      const [referral] =
        payer.length > 0
          ? await tx
              .select({ affiliateUserId: orders.affiliateUserId, shopId: orders.shopId })
              .from(orders)
              .where(eq(orders.id, orderId))
          : []
      const withheld = referral ? await paidBySelf(tx, { order: referral, payer, now: at }) : null
      const paid = await markOrderPaid(tx, ctx.events, {
        orderId,
        method: outcome.method,
        transactionId: outcome.transactionId,
        gatewayFee: outcome.gatewayFee,
        at,
        withholdAffiliateFee: withheld !== null,
      })
      if (paid) {
        await tellOrderPaid(tx, ctx.events, paid)
        if (paid.buyerUserId) {
          await rememberSightings(tx, {
            userId: paid.buyerUserId,
            values: payer,
            options: { at, throttle: false },
          })
        }
        await flagReferredSale(tx, {
          staff: ctx,
          order: { ...paid, affiliateFee: paid.affiliateFee ?? 0 },
          withheld,
          at,
        })
        return 'paid'
      }
      const order = await current()
      if (order?.status !== 'paid') return 'ignored'
      // Paid twice (another transaction): nothing is credited; an admin refunds the buyer.
      return order.transactionId &&
        outcome.transactionId &&
        order.transactionId !== outcome.transactionId
        ? 'duplicate_payment'
        : 'duplicate'
    }
    case 'failed':
    case 'expired': {
      const move = orderLifecycle.moves[outcome.kind === 'failed' ? 'fail' : 'expire']
      const [closed] = await tx
        .update(orders)
        .set({ status: move.to, closedAt: at, lastUpdated: at })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, move.from),
            eq(orders.gatewayOrderId, outcome.gatewayOrderId),
          ),
        )
        .returning({ id: orders.id, buyerUserId: orders.buyerUserId, status: orders.status })
      if (!closed) return 'ignored'
      await announceOrder(tx, ctx.events, closed)
      return outcome.kind
    }
    case 'refunded':
    case 'chargeback': {
      const reversed = await reversePaidOrder(tx, {
        staff: ctx,
        actor: systemActor,
        input: {
          orderId,
          to: outcome.kind === 'refunded' ? 'refund' : 'chargeback',
          at,
        },
      })
      if (reversed) return outcome.kind
      return (await current())?.status === outcome.kind ? 'duplicate' : 'ignored'
    }
  }
}
