import type { AffiliateOrder, AffiliateOverview } from '@pasarprompt/contracts/affiliates'
import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  affiliateAccounts,
  affiliateClicks,
  affiliates,
  orders,
  organizations,
  payouts,
} from '../../db/schema.ts'
import type { AuthSession } from '../auth/session.ts'
import { getAffiliatePaymentConfig } from '../payouts/get-affiliate-payment-config.ts'
import { payoutsOf } from '../payouts/payee.ts'
import { toPayout } from '../payouts/payout-view.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { readMemberships } from './affiliate-membership-view.ts'

const ORDERS_SHOWN = 50
const PAYOUTS_SHOWN = 50

export interface GetAffiliateOverviewOptions {
  auth: AuthSession
  defaults: { earningsHoldDays: number }
  now?: Date
}

/**
 * The 'Afiliasi' tab (issue 14): the affiliate's balances (their `affiliate_accounts` row, zeros
 * before the first fee), the payout minimum, each programme with its clicks, paid orders and
 * earned fees, the newest orders their links brought — never who bought — their payouts and
 * their own bank account.
 */
export async function getAffiliateOverview(
  db: Executor,
  { auth, defaults, now = new Date() }: GetAffiliateOverviewOptions,
): Promise<AffiliateOverview> {
  const userId = auth.user.id
  const settings = await getPlatformSettings(db, defaults)
  const [account] = await db
    .select()
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, userId))

  const memberships = await readMemberships(db, eq(affiliates.userId, userId), settings)
  const ids = memberships.map((membership) => membership.id)
  const since = new Date(now.getTime() - 30 * DAY_MS)
  const clicks =
    ids.length === 0
      ? []
      : await db
          .select({
            affiliateId: affiliateClicks.affiliateId,
            clicks: sql<number>`count(*)::int`,
            clicks30d: sql<number>`(count(*) filter (where ${affiliateClicks.createdAt} > ${since.toISOString()}::timestamptz))::int`,
          })
          .from(affiliateClicks)
          .where(inArray(affiliateClicks.affiliateId, ids))
          .groupBy(affiliateClicks.affiliateId)
  const sales = await db
    .select({
      affiliateId: orders.affiliateId,
      orders: sql<number>`count(*)::int`,
      earnings: sql<number>`coalesce(sum(${orders.affiliateFee}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.affiliateUserId, userId), eq(orders.status, 'paid')))
    .groupBy(orders.affiliateId)

  const orderRows = await db
    .select({
      id: orders.id,
      shopName: organizations.name,
      promptTitle: orders.promptTitle,
      price: orders.price,
      fee: orders.affiliateFee,
      status: orders.status,
      paidAt: orders.paidAt,
      releaseAt: orders.releaseAt,
      releasedAt: orders.releasedAt,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.shopId))
    .where(
      and(
        eq(orders.affiliateUserId, userId),
        isNotNull(orders.paidAt),
        inArray(orders.status, ['paid', 'refunded', 'chargeback']),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(ORDERS_SHOWN)

  const payoutRows = await db
    .select()
    .from(payouts)
    .where(payoutsOf({ kind: 'affiliate', userId }))
    .orderBy(desc(payouts.createdAt))
    .limit(PAYOUTS_SHOWN)

  return {
    available: account?.balance ?? 0,
    held: account?.heldBalance ?? 0,
    reserved: account?.reservedBalance ?? 0,
    minPayout: settings.minPayout,
    programmes: memberships.map((membership) => {
      const clicked = clicks.find((row) => row.affiliateId === membership.id)
      const sold = sales.find((row) => row.affiliateId === membership.id)
      return {
        ...membership,
        clicks30d: Number(clicked?.clicks30d ?? 0),
        clicks: Number(clicked?.clicks ?? 0),
        orders: Number(sold?.orders ?? 0),
        earnings: Number(sold?.earnings ?? 0),
      }
    }),
    orders: orderRows.map(toAffiliateOrder),
    payouts: payoutRows.map(toPayout),
    bankAccount: await getAffiliatePaymentConfig(db, userId),
  }
}

function toAffiliateOrder(row: {
  id: string
  shopName: string
  promptTitle: string
  price: number
  fee: number | null
  status: string
  paidAt: Date | null
  releaseAt: Date | null
  releasedAt: Date | null
}): AffiliateOrder {
  const fee = row.fee ?? 0
  const status: AffiliateOrder['status'] =
    row.status !== 'paid'
      ? 'reversed'
      : fee === 0
        ? 'unpaid'
        : row.releasedAt
          ? 'available'
          : 'held'
  return {
    id: row.id,
    shopName: row.shopName,
    promptTitle: row.promptTitle,
    price: row.price,
    fee,
    status,
    // The day only (midnight WIB): the moment of a sale and its prompt could name the buyer.
    paidAt: startOfDayWib(row.paidAt ?? new Date(0)).toISOString(),
    releaseAt:
      status === 'held' && row.releaseAt ? startOfDayWib(row.releaseAt).toISOString() : null,
  }
}

const WIB_OFFSET_MS = 7 * HOUR_MS

function startOfDayWib(at: Date) {
  return new Date(Math.floor((at.getTime() + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS)
}
