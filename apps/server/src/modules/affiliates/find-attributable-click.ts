import { AFFILIATE_CLICK_WINDOW_DAYS } from '@pasarprompt/contracts/affiliates'
import { and, desc, eq, gt, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliateClicks, affiliates, shops, users } from '../../db/schema.ts'
import { isMember } from '../auth/is-member.ts'
import { effectiveAffiliateRate } from './affiliate-rate.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export interface Attribution {
  affiliateId: string
  affiliateUserId: string
  clickId: number
  /** The rate snapshot for the order. */
  rateBp: number
}

/**
 * The affiliate a new order of `shopId` carries (DESIGN.md §4 Affiliates), decided when the order
 * is created: the newest click for that shop in the last 30 days by this visitor (the
 * `pp_visitor` cookie) or this signed-in buyer — last click wins. That click pays nothing (null)
 * when its affiliate is no longer active, the programme is off, or the affiliate is the buyer
 * (the same account or the same email) or a member of the shop; an older click does not stand in.
 */
export async function findAttributableClick(
  db: Executor,
  input: {
    shopId: string
    visitorId: string | null
    buyerUserId: string | null
    buyerEmail: string
    commissionBp: number
    platformAffiliateBp: number
    now?: Date
  },
): Promise<Attribution | null> {
  const whose: SQL[] = []
  if (input.visitorId) whose.push(eq(affiliateClicks.visitorId, input.visitorId))
  if (input.buyerUserId) whose.push(eq(affiliateClicks.userId, input.buyerUserId))
  if (whose.length === 0) return null
  const since = new Date((input.now ?? new Date()).getTime() - AFFILIATE_CLICK_WINDOW_DAYS * DAY_MS)
  const [click] = await db
    .select({
      clickId: affiliateClicks.id,
      affiliateId: affiliates.id,
      affiliateUserId: affiliates.userId,
      status: affiliates.status,
      affiliateEmail: users.email,
      enabled: shops.affiliateEnabled,
      shopAffiliateBp: shops.affiliateBp,
    })
    .from(affiliateClicks)
    .innerJoin(affiliates, eq(affiliates.id, affiliateClicks.affiliateId))
    .innerJoin(shops, eq(shops.id, affiliateClicks.shopId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(
        eq(affiliateClicks.shopId, input.shopId),
        gt(affiliateClicks.createdAt, since),
        or(...whose),
      ),
    )
    .orderBy(desc(affiliateClicks.createdAt), desc(affiliateClicks.id))
    .limit(1)
  if (click?.status !== 'active' || !click.enabled) return null
  if (click.affiliateUserId === input.buyerUserId) return null
  if (click.affiliateEmail.toLowerCase() === input.buyerEmail.toLowerCase()) return null
  if (await isMember(db, input.shopId, click.affiliateUserId)) return null
  return {
    affiliateId: click.affiliateId,
    affiliateUserId: click.affiliateUserId,
    clickId: click.clickId,
    rateBp: effectiveAffiliateRate({
      shopAffiliateBp: click.shopAffiliateBp,
      platformAffiliateBp: input.platformAffiliateBp,
      commissionBp: input.commissionBp,
    }),
  }
}
