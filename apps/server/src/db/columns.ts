import { jsonb, text, timestamp } from 'drizzle-orm/pg-core'

/** Who last changed a row, as the spec's `lastUpdatedBy` (uid, email). */
export interface StampUser {
  uid: string
  email: string | null
}

/**
 * The stamp columns of the spec §3, spread into every table. `company_id` has no default on
 * purpose: a row inserted without a tenant fails (mapped to 'No Company ID').
 */
export const stampColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
  lastUpdatedBy: jsonb('last_updated_by').$type<StampUser>(),
  companyId: text('company_id').notNull(),
})
