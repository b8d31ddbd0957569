import { z } from 'zod'
import { PaymentConfig, Payout } from './payouts.ts'

/**
 * The affiliate programme (issue 14, DESIGN.md §4 Affiliates): a user joins a shop's programme
 * and gets a code; `/{shopSlug}?aff=CODE` or `?aff=CODE` on one of the shop's prompt pages records
 * a click on the server; an order of that shop within the window carries the newest click's
 * affiliate (last click wins) and pays them the order's affiliate rate out of the seller's share.
 */

/** Eight characters of Crockford base-32 (no I, L, O, U), upper case. */
export const AFFILIATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/

export const AffiliateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(AFFILIATE_CODE_PATTERN, { error: 'Kode afiliasi tidak valid.' })

/**
 * `POST /api/v1/affiliate-clicks`, sent by the web app when a page opens with `?aff=`. The page
 * it opened names the shop (`shopSlug`) or one of its prompts (`promptId`); a code of another
 * shop is not recorded. The answer never says whether a code exists.
 */
export const RecordAffiliateClickInput = z
  .object({
    code: AffiliateCode,
    shopSlug: z.string().trim().min(1).max(100).optional(),
    promptId: z.uuid({ error: 'ID prompt tidak valid.' }).optional(),
  })
  .refine((input) => input.shopSlug !== undefined || input.promptId !== undefined, {
    error: 'Sebutkan toko atau prompt yang dibuka.',
  })
export type RecordAffiliateClickInput = z.infer<typeof RecordAffiliateClickInput>

export const RecordedAffiliateClick = z.object({ recorded: z.boolean() })

/** A shop's programme as its public page shows it (null when the programme is off). */
export const PublicAffiliateProgramme = z.object({
  /** The affiliate's share of each sale, in basis points. */
  rateBp: z.number().int(),
  /** Days a fee is held after the payment before it can be paid out (the sellers' hold). */
  holdDays: z.number().int(),
})
export type PublicAffiliateProgramme = z.infer<typeof PublicAffiliateProgramme>

export const AFFILIATE_STATUSES = ['active', 'removed'] as const
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number]
/** Who ended a membership: the shop (final for that user), or the affiliate (they may rejoin). */
export const AFFILIATE_REMOVERS = ['shop', 'self'] as const

/** The signed-in user's place in one programme. */
export const AffiliateMembership = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  /** `shop`: the shop removed them (they cannot rejoin); `self`: they left (they can). */
  removedBy: z.enum(AFFILIATE_REMOVERS).nullable(),
  shop: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
  }),
  /** The rate new orders get now; 0 while the shop has switched its programme off. */
  rateBp: z.number().int(),
  programmeEnabled: z.boolean(),
  joinedAt: z.iso.datetime(),
})
export type AffiliateMembership = z.infer<typeof AffiliateMembership>

export const JoinAffiliateProgrammeInput = z.object({
  shopSlug: z.string().trim().min(1).max(100),
})

export const AffiliateParams = z.object({
  affiliateId: z.uuid({ error: 'ID afiliasi tidak valid.' }),
})

/** Where an affiliate's fee for one order stands. */
export const AFFILIATE_EARNING_STATUSES = ['held', 'available', 'reversed', 'unpaid'] as const
export const affiliateEarningStatusLabels: Record<
  (typeof AFFILIATE_EARNING_STATUSES)[number],
  string
> = {
  held: 'Ditahan',
  available: 'Tersedia',
  reversed: 'Dibatalkan',
  unpaid: 'Tidak dibayar',
}

/** One order an affiliate brought, without the buyer (the affiliate never learns who bought). */
export const AffiliateOrder = z.object({
  id: z.uuid(),
  shopName: z.string(),
  promptTitle: z.string(),
  price: z.number().int(),
  fee: z.number().int(),
  status: z.enum(AFFILIATE_EARNING_STATUSES),
  paidAt: z.iso.datetime(),
  /** When a held fee becomes available. */
  releaseAt: z.iso.datetime().nullable(),
})
export type AffiliateOrder = z.infer<typeof AffiliateOrder>

/** Per programme: the last 30 days' clicks and all-time paid orders and earned fees. */
export const AffiliateProgrammeStats = AffiliateMembership.extend({
  clicks30d: z.number().int(),
  clicks: z.number().int(),
  orders: z.number().int(),
  earnings: z.number().int(),
})
export type AffiliateProgrammeStats = z.infer<typeof AffiliateProgrammeStats>

/** `GET /api/v1/account/affiliate`: the 'Afiliasi' tab. */
export const AffiliateOverview = z.object({
  available: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
  minPayout: z.number().int(),
  programmes: z.array(AffiliateProgrammeStats),
  /** The newest 50 orders with a fee. */
  orders: z.array(AffiliateOrder),
  payouts: z.array(Payout),
  /** The affiliate's own bank account (spec client state `bankAccount`). */
  bankAccount: PaymentConfig,
})
export type AffiliateOverview = z.infer<typeof AffiliateOverview>

/** One affiliate as the shop's managers see them (`/app/setting`). */
export const ShopAffiliate = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  status: z.enum(AFFILIATE_STATUSES),
  removedBy: z.enum(AFFILIATE_REMOVERS).nullable(),
  joinedAt: z.iso.datetime(),
  clicks: z.number().int(),
  orders: z.number().int(),
  fees: z.number().int(),
})
export type ShopAffiliate = z.infer<typeof ShopAffiliate>

/** `GET /api/v1/seller/affiliate-programme`. */
export const ShopAffiliateProgramme = z.object({
  enabled: z.boolean(),
  /** The shop's own rate; null: the platform's default. */
  rateBp: z.number().int().nullable(),
  platformRateBp: z.number().int(),
  /** The highest rate allowed: 9000 minus the commission this shop's orders pay. */
  maxRateBp: z.number().int(),
  affiliates: z.array(ShopAffiliate),
})
export type ShopAffiliateProgramme = z.infer<typeof ShopAffiliateProgramme>

export const UpdateShopAffiliateProgrammeInput = z.object({
  enabled: z.boolean({ error: 'Pilih aktif atau tidak.' }),
  rateBp: z
    .number({ error: 'Isi persentase komisi afiliasi.' })
    .int({ error: 'Komisi afiliasi dalam basis poin bulat.' })
    .min(0, { error: 'Komisi afiliasi tidak boleh negatif.' })
    .max(9000, { error: 'Komisi afiliasi paling tinggi 90%.' })
    .nullable(),
})
export type UpdateShopAffiliateProgrammeInput = z.infer<typeof UpdateShopAffiliateProgrammeInput>

/** The affiliate figures of `/app/statistics` for the chosen range. */
export const ShopAffiliateStatistics = z.object({
  clicks: z.number().int(),
  orders: z.number().int(),
  /** Gross sales those orders brought. */
  revenue: z.number().int(),
  /** What those orders paid their affiliates. */
  fees: z.number().int(),
  daily: z.array(z.object({ day: z.string(), clicks: z.number().int(), orders: z.number().int() })),
})
export type ShopAffiliateStatistics = z.infer<typeof ShopAffiliateStatistics>
