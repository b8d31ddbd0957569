import { orderLifecycle } from '@pasarprompt/contracts/orders'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { ledgerEntries, orders } from '../../db/schema.ts'
import type { Actor } from '../../db/stamps.ts'
import type { StaffAlerts } from '../affiliates/flag-affiliate.ts'
import { flagReferredReversal } from '../affiliates/referred-sale.ts'
import { refreshPromptRating } from '../catalog/refresh-prompt-rating.ts'
import { closeComplaintOfReversedOrder } from '../complaints/close-complaint-of-reversed-order.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { publishAffiliateUpdated } from '../ledger/publish-affiliate-updated.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { announceOrder, countSale } from './mark-order-paid.ts'
import { tellOrderReversed } from './tell-order-reversed.ts'

export interface ReversePaidOrderOptions {
  staff: StaffAlerts
  actor: Actor
  input: { orderId: string; to: 'refund' | 'chargeback'; at: Date }
}

/**
 * A refund or chargeback (DESIGN.md §4): moves a `paid` order (compare-and-set, so a repeat
 * does nothing) to its final status and posts the opposite of what its sale left in each
 * account — from `available` if the earnings were already released, from `held` if not. The
 * gateway's fee stays the platform's expense. The buyer's access ends with the status change,
 * the sale leaves the prompt's sales count and the order's review leaves its rating; an active
 * complaint ends (the buyer has their money back); the shop's
 * managers and the buyer are told, and staff are flagged a referred order whose fee is taken back.
 * `available` may go negative; that blocks payouts until sales make it positive again.
 */
export async function reversePaidOrder(
  tx: Transaction,
  { staff, actor, input }: ReversePaidOrderOptions,
) {
  const { events } = staff
  const move = orderLifecycle.moves[input.to]
  const [order] = await tx
    .update(orders)
    .set({ status: move.to, closedAt: input.at, lastUpdated: input.at })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, move.from)))
    .returning()
  if (!order) return null

  const standing = await tx
    .select({ account: ledgerEntries.account, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.orderId, order.id), inArray(ledgerEntries.kind, ['sale', 'release'])),
    )
    .groupBy(ledgerEntries.account)
  const touched = await postMovement(tx, actor, {
    kind: input.to,
    orderId: order.id,
    shopId: order.shopId,
    entries: standing.map((row) => ({ account: row.account, amount: -Number(row.amount) })),
  })

  if (order.paidAt) await countSale(tx, { order, direction: -1, paidAt: order.paidAt })
  // Its review (if any) stops counting and is no longer shown.
  await refreshPromptRating(tx, order.promptId)
  for (const shopId of touched) await publishShopBalance(tx, events, shopId)
  if (order.affiliateUserId) await publishAffiliateUpdated(tx, events, order.affiliateUserId)
  await announceOrder(tx, events, order)
  await closeComplaintOfReversedOrder(tx, {
    events,
    adminOrganizationIds: staff.adminOrganizationIds,
    actor,
    order,
    to: input.to,
  })
  await tellOrderReversed(tx, { events, order, to: input.to })
  await flagReferredReversal(tx, {
    staff,
    order: { ...order, affiliateFee: order.affiliateFee ?? 0 },
    to: input.to,
    at: input.at,
  })
  return order
}
