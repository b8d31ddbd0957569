import { AFFILIATE_CLICK_WINDOW_DAYS } from '@pasarprompt/contracts/constants'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, desc, eq, gt, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliateClicks, affiliates, shops, users } from '../../db/schema.ts'
import { isMember } from '../auth/is-member.ts'
import { effectiveAffiliateRate } from '../settings/affiliate-rate.ts'
import { accountsOverlap, type SightingMatch, seenWithCircle } from '../sightings/seen-with.ts'
import type { SightingValue } from '../sightings/sighting-values.ts'

export interface Attribution {
  affiliateId: string
  affiliateUserId: string
  clickId: number
  /** The rate snapshot for the order. */
  rateBp: number
}

/** What decided an order's affiliate: the attribution, or the self-referral that refused it. */
export interface AttributionDecision {
  attribution: Attribution | null
  /** The click's affiliate was refused because the buyer looked like them (or the shop's staff). */
  selfReferral: { affiliateId: string; match: SightingMatch } | null
}

const none: AttributionDecision = { attribution: null, selfReferral: null }

/**
 * The affiliate a new order of `shopId` carries (DESIGN.md §4 Affiliates), decided when the order
 * is created: the newest click for that shop in the last 30 days by this visitor (the
 * `pp_visitor` cookie) or this signed-in buyer — last click wins. That click pays nothing
 * when its affiliate is no longer active, the programme is off, or the affiliate is the buyer
 * (the same account or the same mailbox) or a member of the shop; nor when the buyer's browser
 * or network (`seen`), or the signed-in buyer's own sightings, were seen with the affiliate's or
 * a member's account (issue 26, decision 0029: `selfReferral` says so). An older click does not
 * stand in.
 */
export async function findAttributableClick(
  db: Executor,
  input: {
    shopId: string
    visitorId: string | null
    buyerUserId: string | null
    buyerEmail: string
    /** What the checkout request shows of the buyer: their browser and network, hashed. */
    seen: readonly SightingValue[]
    commissionBp: number
    platformAffiliateBp: number
    now?: Date
  },
): Promise<AttributionDecision> {
  const whose: SQL[] = []
  if (input.visitorId) whose.push(eq(affiliateClicks.visitorId, input.visitorId))
  if (input.buyerUserId) whose.push(eq(affiliateClicks.userId, input.buyerUserId))
  if (whose.length === 0) return none
  const now = input.now ?? new Date()
  const since = new Date(now.getTime() - AFFILIATE_CLICK_WINDOW_DAYS * DAY_MS)
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
  if (click?.status !== 'active' || !click.enabled) return none
  if (click.affiliateUserId === input.buyerUserId) return none
  if (sameMailbox(click.affiliateEmail, input.buyerEmail)) return none
  if (await isMember(db, input.shopId, click.affiliateUserId)) return none
  const circle = { affiliateUserId: click.affiliateUserId, shopId: input.shopId }
  const match =
    (await seenWithCircle(db, { values: input.seen, circle, now })) ??
    (input.buyerUserId
      ? await accountsOverlap(db, { buyerUserId: input.buyerUserId, circle, now })
      : null)
  if (match) return { attribution: null, selfReferral: { affiliateId: click.affiliateId, match } }
  return {
    attribution: {
      affiliateId: click.affiliateId,
      affiliateUserId: click.affiliateUserId,
      clickId: click.clickId,
      rateBp: effectiveAffiliateRate({
        shopAffiliateBp: click.shopAffiliateBp,
        platformAffiliateBp: input.platformAffiliateBp,
        commissionBp: input.commissionBp,
      }),
    },
    selfReferral: null,
  }
}

/**
 * One mailbox behind two spellings: case, a `+tag`, and Gmail's ignored dots
 * (`Budi.S+x@gmail.com` is `budis@gmail.com`), so a guest cannot refer themself by an alias.
 */
export function sameMailbox(a: string, b: string) {
  return mailbox(a) === mailbox(b)
}

function mailbox(email: string) {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
  const name = local.split('+')[0] ?? ''
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com'
  return `${gmail ? name.replaceAll('.', '') : name}@${gmail ? 'gmail.com' : domain}`
}
