import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'

/**
 * Platform settings per tenant (DESIGN.md §4). A missing row means the defaults (constants and
 * EARNINGS_HOLD_DAYS); admins edit them, and each order snapshots what it uses.
 */
export const platformSettings = pgTable('platform_settings', {
  /** The tenant (`marketplace`). */
  id: text('id').primaryKey(),
  commissionBp: integer('commission_bp').notNull(),
  affiliateBp: integer('affiliate_bp').notNull(),
  holdDays: integer('hold_days').notNull(),
  minPayout: integer('min_payout').notNull(),
  /** `open`, or `waitlist`: nobody gets an account without an invitation. */
  signUpMode: text('sign_up_mode', { enum: ['open', 'waitlist'] })
    .notNull()
    .default('open'),
  ...stampColumns(),
})
