import { z } from 'zod'

/**
 * Self-referral and the patterns around it (issue 26, decision 0029). The server remembers what
 * it saw with each signed-in account — the browser's visitor id, its network, the payment
 * identity of its paid orders — refuses an affiliate's click, attribution or fee that matches
 * the affiliate's (or the shop's members') own, and raises a flag for staff.
 */

/**
 * What a sighting remembers: a `pp_visitor` browser id, the network a request came from (an
 * IPv4 address, or an IPv6 /64: apart, since each is trusted for its own time), a payment
 * identity.
 */
export const ACCOUNT_SIGHTING_KINDS = ['visitor', 'ipv4', 'ipv6', 'payment'] as const
export type AccountSightingKind = (typeof ACCOUNT_SIGHTING_KINDS)[number]

/**
 * Why staff are asked to look:
 * - `self_referral_click`: a click through the affiliate's link came from a browser or network
 *   seen with the affiliate's own account (not recorded);
 * - `self_referral_order`: an order would have carried the affiliate, but its buyer's browser,
 *   network or account matched the affiliate's (placed without the affiliate);
 * - `self_referral_payment`: a referred order was paid with a payment identity seen with the
 *   affiliate's account (credited without the fee);
 * - `shared_network`: several paid referrals of one affiliate from one network within days;
 * - `refund`, `chargeback`: a referred order was reversed.
 */
export const AFFILIATE_FLAG_REASONS = [
  'self_referral_click',
  'self_referral_order',
  'self_referral_payment',
  'shared_network',
  'refund',
  'chargeback',
] as const
export type AffiliateFlagReason = (typeof AFFILIATE_FLAG_REASONS)[number]

/** Paid referrals of one affiliate from one network within this many days raise a flag… */
export const SHARED_NETWORK_DAYS = 7
/** …from this many on. */
export const SHARED_NETWORK_ORDERS = 3

export const AFFILIATE_FLAG_STATES = ['open', 'handled'] as const

export const AdminAffiliateFlagListQuery = z.object({
  status: z.enum(AFFILIATE_FLAG_STATES, { error: 'Status tanda tidak dikenal.' }).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminAffiliateFlagListQuery = z.infer<typeof AdminAffiliateFlagListQuery>

/** A flag as staff see it: who, in which shop, why, how often, and whether someone handled it. */
export const AdminAffiliateFlag = z.object({
  id: z.uuid(),
  reason: z.enum(AFFILIATE_FLAG_REASONS),
  /** What happened last, in Indonesian, without the buyer's personal data. */
  detail: z.string(),
  occurrences: z.number().int(),
  firstAt: z.iso.datetime(),
  lastAt: z.iso.datetime(),
  affiliate: z.object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    code: z.string(),
    /** `removed`: the shop removed them or they left; their code pays nothing. */
    status: z.enum(['active', 'removed']),
  }),
  shop: z.object({ id: z.string(), name: z.string() }),
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
})
export type AdminAffiliateFlag = z.infer<typeof AdminAffiliateFlag>

export const AdminAffiliateFlagList = z.object({
  items: z.array(AdminAffiliateFlag),
  /** Flags nobody has handled yet (the dashboard's badge). */
  openCount: z.number().int(),
})
export type AdminAffiliateFlagList = z.infer<typeof AdminAffiliateFlagList>
