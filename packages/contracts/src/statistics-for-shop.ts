import { z } from 'zod'
import { ShopAffiliateStatistics } from './affiliates.ts'
import { OrderStatus } from './orders.ts'
import { ShopTryStatistics } from './tries.ts'

/** The shop's figures: its dashboard (`/app/dashboard`) and statistics (`/app/statistics`). */
const Tally = z.object({ sales: z.number().int(), revenue: z.number().int() })

/** `/app/dashboard`: what a shop looks at first. Gross sales only; money stays in the balance. */
export const ShopDashboard = z.object({
  today: Tally,
  month: Tally,
  /** The last 30 days, oldest first, one row per day (UTC days, as the statistics count them). */
  days: z.array(Tally.extend({ day: z.string() })),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      promptTitle: z.string(),
      buyerName: z.string(),
      price: z.number().int(),
      status: OrderStatus,
      at: z.iso.datetime(),
    }),
  ),
  /** Every prompt of the shop, whatever its status (a new shop has none yet). */
  promptCount: z.number().int(),
  /** Prompts waiting for review or sent back, newest first. */
  promptsToWatch: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(['in_review', 'rejected']),
      rejectionReason: z.string().nullable(),
    }),
  ),
})
export type ShopDashboard = z.infer<typeof ShopDashboard>

/** The ranges `/app/statistics` offers, in days (DESIGN.md §4: charts per 7/30/90 days). */
export const STATISTICS_RANGES = [7, 30, 90] as const
export type StatisticsRange = (typeof STATISTICS_RANGES)[number]
export const DEFAULT_STATISTICS_RANGE: StatisticsRange = 30

export const isStatisticsRange = (value: number): value is StatisticsRange =>
  (STATISTICS_RANGES as readonly number[]).includes(value)

const rangeMessage = 'Rentang statistik harus 7, 30, atau 90 hari.'
export const StatisticsQuery = z.object({
  range: z.coerce
    .number({ error: rangeMessage })
    .pipe(z.literal(STATISTICS_RANGES, { error: rangeMessage }))
    .default(DEFAULT_STATISTICS_RANGE),
})

/** Views of the public prompt page, paid orders (net of refunds) and their gross rupiah. */
const Counts = z.object({
  views: z.number().int(),
  sales: z.number().int(),
  revenue: z.number().int(),
  /** Sales ÷ views; null while nobody has viewed (no division by zero). */
  conversion: z.number().nullable(),
})

export const StatisticsDay = Counts.extend({
  /** `YYYY-MM-DD`, the day the counters were written under (the database's date). */
  day: z.iso.date(),
})
export type StatisticsDay = z.infer<typeof StatisticsDay>

export const TopPrompt = Counts.extend({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  /** Only a published prompt has a public page to link to. */
  published: z.boolean(),
})
export type TopPrompt = z.infer<typeof TopPrompt>

/** GET /api/v1/seller/statistics: any member of the shop (gross sales, not the shop's money). */
export const ShopStatistics = z.object({
  range: z.number().int(),
  /** One row per day, oldest first, `range` rows, days without activity as zeros. */
  days: z.array(StatisticsDay),
  totals: Counts,
  /** The shop's prompts with activity in the range, by revenue, then sales, then views. */
  topPrompts: z.array(TopPrompt),
  /** Clicks through affiliate links, the paid orders they brought and the fees paid (issue 14). */
  affiliate: ShopAffiliateStatistics,
  /** "Coba dulu" (issue 31): tries per prompt and the buyers they brought. */
  tries: ShopTryStatistics,
})
export type ShopStatistics = z.infer<typeof ShopStatistics>

/** Sales ÷ views, or null when there were no views to divide by. */
export const conversionOf = (sales: number, views: number): number | null =>
  views > 0 ? sales / views : null
