import { ACCOUNT_SIGHTING_KINDS } from '@pasarprompt/contracts/affiliate-flags'
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * What was seen with a signed-in account (issue 26): the browser's `pp_visitor` id, the network
 * it came from (an IPv4 address, an IPv6 /64) and the payment identity its paid orders carried
 * (a card's masked number). Each value is an HMAC under the server's secret, never the value, so
 * the table answers only "was this seen with that account" — enough to refuse a self-referral
 * (decision 0029). One row per (user, kind, value), its `last_seen_at` moved forward at most
 * every few minutes; rows not seen for 180 days are deleted by the minute job. No stamp
 * columns: nobody edits a sighting.
 */
export const accountSightings = pgTable(
  'account_sightings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_SIGHTING_KINDS }).notNull(),
    valueHash: text('value_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.valueHash] }),
    // "Who was seen with this browser, network or card": the question every check asks.
    index('account_sightings_value_idx').on(table.kind, table.valueHash, table.lastSeenAt),
    index('account_sightings_last_seen_idx').on(table.lastSeenAt),
  ],
)
