import { type OrderStatus, orderLifecycle } from '@pasarprompt/contracts/orders'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { affiliates, orders, promptDailyStats, prompts } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { publishAffiliateUpdated } from '../affiliates/publish-affiliate-updated.ts'
import {
  affiliateAccount,
  GATEWAY_ACCOUNT,
  GATEWAY_FEES_ACCOUNT,
  PLATFORM_ACCOUNT,
  shopAccount,
} from '../ledger/accounts.ts'
import { postMovements } from '../ledger/post-movement.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { splitSale } from '../ledger/split-sale.ts'

export type PaidOrder = typeof orders.$inferSelect

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Credits a paid order, once (DESIGN.md §4). Step 1 is the compare-and-set: of any number of
 * settlements for this order — repeats, a second transaction, a race — exactly one moves it to
 * `paid`; the others get null and credit nothing. A settlement beats our own expiry. Then, in
 * the caller's transaction: the sale's ledger entries (seller's share held), the gateway's fee
 * as the platform's expense, the shop's balance row, the sales counters and the live events.
 * `withholdAffiliateFee` (the affiliate paid for it themself, issue 26) splits the sale as if
 * it had no affiliate: the seller keeps that share.
 */
export async function markOrderPaid(
  tx: Transaction,
  events: EventBus,
  input: {
    orderId: string
    method: string | null
    transactionId: string | null
    /** What the gateway keeps for this method: the platform's expense, set by payments. */
    gatewayFee: number
    at: Date
    withholdAffiliateFee?: boolean
  },
): Promise<PaidOrder | null> {
  const [order] = await tx
    .update(orders)
    .set({
      status: orderLifecycle.moves.pay.to,
      paidAt: input.at,
      paymentMethod: input.method,
      gatewayTransactionId: input.transactionId,
      closedAt: null,
      lastUpdated: input.at,
    })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, orderLifecycle.moves.pay.from)))
    .returning()
  if (!order) return null

  // The affiliate's share applies only when the order carries an affiliate's recorded click, and
  // only while that affiliate is still in the programme: a removed affiliate's code pays nothing.
  const affiliateUserId =
    !input.withholdAffiliateFee && (await paysAffiliate(tx, order)) ? order.affiliateUserId : null
  const split = splitSale({
    price: order.price,
    commissionBp: order.commissionBp,
    affiliateBp: affiliateUserId ? order.affiliateBp : 0,
  })
  const fee = input.gatewayFee
  const [paid] = await tx
    .update(orders)
    .set({
      sellerNet: split.sellerNet,
      platformFee: split.platformFee,
      affiliateFee: split.affiliateFee,
      gatewayFee: fee,
      releaseAt: new Date(input.at.getTime() + order.holdDays * DAY_MS),
    })
    .where(eq(orders.id, order.id))
    .returning()

  const touched = await postMovements(tx, systemActor, [
    {
      at: input.at,
      kind: 'sale',
      orderId: order.id,
      shopId: order.shopId,
      entries: [
        { account: GATEWAY_ACCOUNT, amount: -order.price },
        { account: shopAccount(order.shopId, 'held'), amount: split.sellerNet },
        { account: PLATFORM_ACCOUNT, amount: split.platformFee },
        ...(affiliateUserId
          ? [{ account: affiliateAccount(affiliateUserId, 'held'), amount: split.affiliateFee }]
          : []),
      ],
    },
    {
      at: input.at,
      kind: 'gateway_fee',
      orderId: order.id,
      shopId: order.shopId,
      entries: [
        { account: GATEWAY_ACCOUNT, amount: fee },
        { account: GATEWAY_FEES_ACCOUNT, amount: -fee },
      ],
    },
  ])

  await countSale(tx, order, 1, input.at)
  for (const shopId of touched) await publishShopBalance(tx, events, shopId)
  // Even a removed affiliate's order shows in their list (unpaid), so their figures change.
  if (order.affiliateUserId) await publishAffiliateUpdated(tx, events, order.affiliateUserId)
  await announceOrder(tx, events, order)
  return paid ?? null
}

async function paysAffiliate(tx: Transaction, order: PaidOrder) {
  if (!order.affiliateId || !order.affiliateUserId) return false
  const [affiliate] = await tx
    .select({ status: affiliates.status })
    .from(affiliates)
    .where(eq(affiliates.id, order.affiliateId))
    // A removal committing at the same moment waits for this sale, or this sale sees it.
    .for('share')
  return affiliate?.status === 'active'
}

/** Sales counters: the prompt's total and its day's sales and revenue (-1 on a reversal). */
export async function countSale(
  tx: Transaction,
  order: { promptId: string; price: number },
  direction: 1 | -1,
  paidAt: Date,
) {
  await tx
    .update(prompts)
    .set({ sales: sql`greatest(${prompts.sales} + ${direction}, 0)` })
    .where(eq(prompts.id, order.promptId))
  await tx
    .insert(promptDailyStats)
    .values(
      stampInsert(systemActor, {
        promptId: order.promptId,
        day: sql`(${paidAt.toISOString()}::timestamptz)::date`,
        sales: direction,
        revenue: direction * order.price,
      }),
    )
    .onConflictDoUpdate({
      target: [promptDailyStats.promptId, promptDailyStats.day],
      set: {
        sales: sql`${promptDailyStats.sales} + ${direction}`,
        revenue: sql`${promptDailyStats.revenue} + ${direction * order.price}`,
        lastUpdated: new Date(),
      },
    })
}

/** The buyer's open pages (order list, payment page) refetch the order. */
export async function announceOrder(
  tx: Transaction,
  events: EventBus,
  order: { id: string; buyerUserId: string | null; status: OrderStatus },
) {
  if (!order.buyerUserId) return
  await events.publish(tx, {
    target: `user:${order.buyerUserId}`,
    type: 'order.updated',
    data: { orderId: order.id, status: order.status },
  })
}
