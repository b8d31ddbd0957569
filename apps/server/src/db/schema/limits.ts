import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * The counters behind every limit and quota (issue 17): one row per key and fixed window, so
 * all API processes on one database share them. A key names what is counted and for whom
 * (`checkout:ip:203.0.113.9`, `upload-bytes:shop:…`). Rows outlive their window only until the
 * clean-up job deletes them (`expires_at`). No stamp columns: nobody edits a counter.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('usage_counters_expires_idx').on(table.expiresAt),
  ],
)

/**
 * The live event streams open right now, one row each (issue 26): counted per user when one
 * opens, so the cap holds across every API process on the database. A row is leased: the
 * process holding the socket renews `expires_at` at each heartbeat and deletes the row when the
 * stream ends, so the row of a process that died stops counting once its lease runs out, and
 * the minute job deletes it. No stamp columns: a lease, not a record anyone edits.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The API process holding the socket (random per start), for the logs and an operator. */
    processId: text('process_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('live_streams_user_idx').on(table.userId, table.expiresAt),
    index('live_streams_expires_idx').on(table.expiresAt),
  ],
)
