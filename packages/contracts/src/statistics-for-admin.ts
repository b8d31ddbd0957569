import { z } from 'zod'

/** The platform's figures on `/admin/dashboard`. */
export const AdminDashboardQuery = z.object({
  range: z.coerce
    .number()
    .refine((value) => value === 7 || value === 30 || value === 90, {
      error: 'Rentang harus 7, 30, atau 90 hari.',
    })
    .default(30),
})

const DayFigures = z.object({
  /** Gross of the orders paid that day that are still paid (refunds taken out). */
  gmv: z.number().int(),
  /** Platform commission of those orders, before the gateway's fees. */
  platformRevenue: z.number().int(),
  orders: z.number().int(),
  newShops: z.number().int(),
})

export const AdminDashboard = z.object({
  range: z.number().int(),
  totals: DayFigures.extend({ gatewayFees: z.number().int() }),
  days: z.array(DayFigures.extend({ day: z.string() })),
  waiting: z.object({ reviewQueue: z.number().int(), openPayouts: z.number().int() }),
  /** The mail outbox: mails waiting to go out (new or between retries) and given up on. */
  mail: z.object({ pending: z.number().int(), failed: z.number().int() }),
})
export type AdminDashboard = z.infer<typeof AdminDashboard>
