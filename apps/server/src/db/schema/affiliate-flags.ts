import { AFFILIATE_FLAG_REASONS } from '@pasarprompt/contracts/affiliate-flags'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { affiliates } from './affiliates.ts'
import { organizations, users } from './auth.ts'
import { orders } from './orders.ts'

/**
 * A pattern staff should look at (issue 26, decision 0029): an affiliate's self-referral that
 * was refused, several paid referrals from one network, a refund or chargeback of a referred
 * order. One open flag per (affiliate, reason): a repeat counts in `occurrences` and moves
 * `last_occurred_at`, so a flood stays one row; once staff mark it handled, the next repeat
 * opens a new one. `detail` is Indonesian text for staff, without a buyer's personal data.
 */
export const affiliateFlags = pgTable(
  'affiliate_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: AFFILIATE_FLAG_REASONS }).notNull(),
    /** The order of the newest occurrence, when it had one. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    detail: text('detail').notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    lastOccurredAt: timestamp('last_occurred_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('affiliate_flags_open_key')
      .on(table.affiliateId, table.reason)
      .where(sql`handled_at is null`),
    index('affiliate_flags_list_idx').on(table.handledAt, table.lastOccurredAt.desc()),
  ],
)
