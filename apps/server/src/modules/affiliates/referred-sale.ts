import { SHARED_NETWORK_DAYS, SHARED_NETWORK_ORDERS } from '@pasarprompt/contracts/affiliate-flags'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { and, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { affiliateClicks, orders } from '../../db/schema.ts'
import { type SightingMatch, seenWithCircle } from '../sightings/seen-with.ts'
import { SIGHTING_LABELS, type SightingValue } from '../sightings/sighting-values.ts'
import { flagAffiliate, type StaffAlerts } from './flag-affiliate.ts'

/** An order as the referral checks read it. */
export interface ReferredOrder {
  id: string
  number: string
  shopId: string
  affiliateId: string | null
  affiliateUserId: string | null
  affiliateClickId: number | null
  affiliateFee: number
}

export interface PaidBySelfOptions {
  order: Pick<ReferredOrder, 'affiliateUserId' | 'shopId'>
  payer: readonly SightingValue[]
  now: Date
}

/**
 * Whether a referred order was paid by its own affiliate (issue 26): the payer's identity (a
 * card) was seen with the affiliate's account — their own paid orders — or a shop member's.
 * Asked inside the crediting transaction, before the sale is split: a match withholds the fee.
 */
export async function paidBySelf(
  tx: Executor,
  { order, payer, now }: PaidBySelfOptions,
): Promise<SightingMatch | null> {
  if (!order.affiliateUserId || payer.length === 0) return null
  return seenWithCircle(tx, {
    values: payer,
    circle: { affiliateUserId: order.affiliateUserId, shopId: order.shopId },
    now,
  })
}

export interface FlagReferredSaleOptions {
  staff: StaffAlerts
  order: ReferredOrder
  withheld: SightingMatch | null
  at: Date
}

/**
 * After a referred order is credited, in the same transaction: a fee withheld because its
 * affiliate paid (`withheld`) is flagged for staff; a fee paid is checked for the pattern of one
 * person buying through their own link from one place — `SHARED_NETWORK_ORDERS` paid referrals
 * of the affiliate within `SHARED_NETWORK_DAYS` whose clicks came from one network.
 */
export async function flagReferredSale(
  tx: Executor,
  { staff, order, withheld, at }: FlagReferredSaleOptions,
) {
  if (!order.affiliateId) return
  if (withheld) {
    if (withheld.who !== 'affiliate') return
    await flagAffiliate(tx, staff, {
      affiliateId: order.affiliateId,
      reason: 'self_referral_payment',
      orderId: order.id,
      detail: `Pesanan ${order.number} lunas tanpa komisi afiliasi: dibayar dengan ${SIGHTING_LABELS[withheld.kind]} yang juga dipakai akun afiliasi ini. Bagian itu tetap milik penjual.`,
      at,
    })
    return
  }
  if (order.affiliateFee <= 0 || !order.affiliateUserId || order.affiliateClickId === null) return
  const thisClick = alias(affiliateClicks, 'this_click')
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(affiliateClicks, eq(affiliateClicks.id, orders.affiliateClickId))
    .innerJoin(thisClick, eq(thisClick.id, order.affiliateClickId))
    .where(
      and(
        // The affiliate's orders index is by user; the code narrows it to this programme.
        eq(orders.affiliateUserId, order.affiliateUserId),
        eq(orders.affiliateId, order.affiliateId),
        eq(orders.status, 'paid'),
        gt(orders.affiliateFee, 0),
        gt(orders.paidAt, new Date(at.getTime() - SHARED_NETWORK_DAYS * DAY_MS)),
        eq(affiliateClicks.ipHash, thisClick.ipHash),
      ),
    )
  const count = Number(row?.count ?? 0)
  if (count < SHARED_NETWORK_ORDERS) return
  await flagAffiliate(tx, staff, {
    affiliateId: order.affiliateId,
    reason: 'shared_network',
    orderId: order.id,
    detail: `${count} pesanan lunas lewat tautan afiliasi ini dalam ${SHARED_NETWORK_DAYS} hari datang dari satu jaringan (terakhir ${order.number}).`,
    at,
  })
}

export interface FlagReferredReversalOptions {
  staff: StaffAlerts
  order: ReferredOrder
  to: 'refund' | 'chargeback'
  at: Date
}

/** A referred order that paid a fee was refunded or charged back: staff hear of it. */
export async function flagReferredReversal(
  tx: Executor,
  { staff, order, to, at }: FlagReferredReversalOptions,
) {
  if (!order.affiliateId || order.affiliateFee <= 0) return
  await flagAffiliate(tx, staff, {
    affiliateId: order.affiliateId,
    reason: to,
    orderId: order.id,
    detail: `Pesanan ${order.number} ${to === 'refund' ? 'dikembalikan' : 'di-chargeback'}; komisi ${formatRupiah(order.affiliateFee)} ditarik kembali.`,
    at,
  })
}
