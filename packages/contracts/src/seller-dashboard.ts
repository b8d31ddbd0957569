import { z } from 'zod'
import { OrderStatus } from './orders.ts'

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
