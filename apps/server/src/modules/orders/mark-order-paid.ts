import { DAY_MS } from '@pasarprompt/contracts/durations'
import { type OrderStatus, orderLifecycle } from '@pasarprompt/contracts/orders'
import { eq, type SQL, sql } from 'drizzle-orm'
import { queryPrepared, type Transaction } from '../../db/client.ts'
import {
  affiliates,
  ledgerEntries,
  orders,
  promptDailyStats,
  prompts,
  shops,
} from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import {
  affiliateAccount,
  GATEWAY_ACCOUNT,
  GATEWAY_FEES_ACCOUNT,
  PLATFORM_ACCOUNT,
  shopAccount,
  TAX_PPH22_ACCOUNT,
} from '../ledger/accounts.ts'
import { changeAffiliateBalance, ledgerRowsOf } from '../ledger/post-movement.ts'
import { publishAffiliateUpdated } from '../ledger/publish-affiliate-updated.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { splitSale } from '../ledger/split-sale.ts'

export type PaidOrder = typeof orders.$inferSelect & {
  /** The shop's owners and admins, when crediting read them (they are told of the sale). */
  shopManagerIds?: string[]
}

/**
 * Credits a paid order, once (DESIGN.md §4), in the caller's transaction and in few round trips
 * (issue 27: the webhook ran ~20 statements a payment). First the order is read and locked
 * (`FOR UPDATE`) with its affiliate's standing (`FOR SHARE`: a removal committing at the same
 * moment waits for this sale, or this sale sees it). A locked order that is no longer payable is
 * left alone. Then one statement does the rest: the compare-and-set to `paid` — of any number of
 * settlements for this order (repeats, a second transaction, a race) exactly one moves it; the
 * others get null and credit nothing — with the split, and, only if that row moved, the sale's
 * and the gateway fee's ledger entries, the shop's balance row and the sales counters. An
 * affiliate's balance row follows (created on first use), after the shop's, in the ledger's
 * lock order. Then the shop's balance and the live events. `withholdAffiliateFee` (the affiliate
 * paid for it themself, issue 26) splits the sale as if it had no affiliate: the seller keeps
 * that share.
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
  const [found] = await tx
    .select({
      order: orders,
      // Spelled out: Drizzle leaves a single table's columns unqualified.
      affiliateStatus: sql<string | null>`(
        select a.status from ${affiliates} a where a.id = "orders"."affiliate_id" for share
      )`,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .for('update')
    // Parsed and planned once per connection (`queryPrepared` says why).
    .prepare('mark_order_paid_lock')
    .execute({ orderId: input.orderId })
  if (!found || !payable.has(found.order.status)) return null
  const { order } = found

  // The affiliate's share applies only when the order carries an affiliate's recorded click, and
  // only while that affiliate is still in the programme: a removed affiliate's code pays nothing.
  const affiliateUserId =
    !input.withholdAffiliateFee &&
    order.affiliateId &&
    order.affiliateUserId &&
    found.affiliateStatus === 'active'
      ? order.affiliateUserId
      : null
  const split = splitSale({
    price: order.price,
    commissionBp: order.commissionBp,
    affiliateBp: affiliateUserId ? order.affiliateBp : 0,
    // Snapshotted when the order was made (decision 0044): crediting reads nothing more.
    pph22Bp: order.pph22Bp,
  })
  const fee = input.gatewayFee
  const paid: PaidOrder = {
    ...order,
    status: orderLifecycle.moves.pay.to,
    paidAt: input.at,
    paymentMethod: input.method,
    gatewayTransactionId: input.transactionId,
    closedAt: null,
    lastUpdated: input.at,
    sellerNet: split.sellerNet,
    platformFee: split.platformFee,
    affiliateFee: split.affiliateFee,
    gatewayFee: fee,
    pph22Withheld: split.pph22Withheld,
    releaseAt: new Date(input.at.getTime() + order.holdDays * DAY_MS),
  }
  const { rows, changes } = ledgerRowsOf(systemActor, [
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
        ...(split.pph22Withheld > 0
          ? [{ account: TAX_PPH22_ACCOUNT, amount: split.pph22Withheld }]
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
  const heldChange = changes.get(shopAccount(order.shopId, 'held')) ?? 0
  const onlyIfPaid = sql`select 1 from paid`
  const [credited] = await queryPrepared<{ id: string }>(
    tx,
    'mark_order_paid',
    sql`with paid as (
          update ${orders}
          set status = ${paid.status}, paid_at = ${iso(input.at)}::timestamptz,
              payment_method = ${input.method}, gateway_transaction_id = ${input.transactionId},
              closed_at = null, last_updated = ${iso(input.at)}::timestamptz,
              seller_net = ${split.sellerNet}, platform_fee = ${split.platformFee},
              affiliate_fee = ${split.affiliateFee}, gateway_fee = ${fee},
              pph22_withheld = ${split.pph22Withheld},
              release_at = ${iso(paid.releaseAt as Date)}::timestamptz
          where id = ${order.id} and status in (${sql.join(
            orderLifecycle.moves.pay.from.map((status) => sql`${status}`),
            sql`, `,
          )})
          returning id
        ),
        entries as (${ledgerInsert(rows, onlyIfPaid)}),
        balance as (
          update ${shops} set held_balance = held_balance + ${heldChange}
          where id = ${order.shopId} and ${heldChange} <> 0 and exists (${onlyIfPaid})
        ),
        sold as (${countSaleStatements(order, 1, input.at, onlyIfPaid).sold}),
        day as (${countSaleStatements(order, 1, input.at, onlyIfPaid).day})
        select id from paid`,
  )
  if (!credited) return null
  for (const [account, amount] of changes) {
    if (amount !== 0) await changeAffiliateBalance(tx, { actor: systemActor, account, amount })
  }

  if (heldChange !== 0) paid.shopManagerIds = await publishShopBalance(tx, events, order.shopId)
  // Even a removed affiliate's order shows in their list (unpaid), so their figures change.
  if (order.affiliateUserId) await publishAffiliateUpdated(tx, events, order.affiliateUserId)
  await announceOrder(tx, events, paid)
  return paid
}

const payable = new Set<OrderStatus>(orderLifecycle.moves.pay.from)
const iso = (date: Date) => date.toISOString()

/** An insert of ledger rows from one JSON parameter, run only when `onlyIf` finds a row. */
function ledgerInsert(rows: (typeof ledgerEntries.$inferInsert)[], onlyIf: SQL) {
  const json = rows.map((row) => ({
    movement_id: row.movementId,
    kind: row.kind,
    account: row.account,
    amount: row.amount,
    shop_id: row.shopId,
    order_id: row.orderId,
    created_at: row.createdAt,
    last_updated: row.lastUpdated,
    created_by: row.createdBy,
    last_updated_by: row.lastUpdatedBy,
    company_id: row.companyId,
  }))
  return sql`insert into ${ledgerEntries}
      (movement_id, kind, account, amount, shop_id, order_id, created_at, last_updated,
       created_by, last_updated_by, company_id)
    select r.movement_id, r.kind, r.account, r.amount, r.shop_id, r.order_id, r.created_at,
           r.last_updated, r.created_by, r.last_updated_by, r.company_id
    from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(
      movement_id uuid, kind text, account text, amount bigint, shop_id text, order_id uuid,
      created_at timestamptz, last_updated timestamptz, created_by text, last_updated_by jsonb,
      company_id text)
    where exists (${onlyIf})`
}

export interface CountSaleOptions {
  order: { promptId: string; price: number }
  direction: 1 | -1
  paidAt: Date
}

/** Sales counters: the prompt's total and its day's sales and revenue (-1 on a reversal). */
export async function countSale(tx: Transaction, { order, direction, paidAt }: CountSaleOptions) {
  const { sold, day } = countSaleStatements(order, direction, paidAt)
  await tx.execute(sold)
  await tx.execute(day)
}

/** The two statements of `countSale`, to run alone or (with `onlyIf`) inside another. */
function countSaleStatements(
  order: { promptId: string; price: number },
  direction: 1 | -1,
  paidAt: Date,
  onlyIf?: SQL,
) {
  const gate = onlyIf ? sql`exists (${onlyIf})` : sql`true`
  const stamp = stampInsert(systemActor, {})
  return {
    sold: sql`update ${prompts} set sales = greatest(sales + ${direction}, 0)
              where id = ${order.promptId} and ${gate}`,
    day: sql`insert into ${promptDailyStats}
               (prompt_id, day, sales, revenue, created_at, last_updated, created_by,
                last_updated_by, company_id)
             select ${order.promptId}, (${iso(paidAt)}::timestamptz)::date, ${direction},
                    ${direction * order.price}, ${iso(stamp.createdAt)}::timestamptz,
                    ${iso(stamp.lastUpdated)}::timestamptz, ${stamp.createdBy},
                    ${JSON.stringify(stamp.lastUpdatedBy)}::jsonb, ${stamp.companyId}
             where ${gate}
             on conflict (prompt_id, day) do update
               set sales = ${promptDailyStats}.sales + excluded.sales,
                   revenue = ${promptDailyStats}.revenue + excluded.revenue,
                   last_updated = excluded.last_updated`,
  }
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
