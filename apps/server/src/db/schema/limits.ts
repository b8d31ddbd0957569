import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
