import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { prompts } from './catalog.ts'

/**
 * One "Coba dulu" run (issue 31, decision 0041). `running` and `answered` tries count against the
 * buyer's free tries; a `withheld` (the leak guard stopped it) or `failed` one does not. Every
 * status counts its tokens against the platform's daily budget, and a running one reserves its
 * most. The buyer's values and the answer are not kept: they may repeat the secret prompt.
 */
export const promptTries = pgTable(
  'prompt_tries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    shopId: text('shop_id').notNull(),
    /** The account that tried, or null for a guest known by `visitorId`. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    /**
     * The caller's network (an IPv4 address or an IPv6 /64) as a keyed hash (`tryNetworkOf`), for
     * the per-address limits: enough to count, nothing to read back.
     */
    network: text('network').notNull(),
    /** The WIB day the try counts under. */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['running', 'answered', 'withheld', 'failed'] })
      .notNull()
      .default('running'),
    /** What the running try may use at most; the actual use once it ends. */
    reservedTokens: integer('reserved_tokens').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    model: text('model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('prompt_tries_day_idx').on(table.day),
    index('prompt_tries_prompt_idx').on(table.promptId, table.day),
    index('prompt_tries_shop_idx').on(table.shopId, table.createdAt),
    // Every try ends the abandoned ones first, under the tries' lock: only running rows are read.
    index('prompt_tries_running_idx').on(table.createdAt).where(sql`status = 'running'`),
    index('prompt_tries_user_idx').on(table.userId, table.day),
    index('prompt_tries_visitor_idx').on(table.visitorId, table.day),
    index('prompt_tries_network_idx').on(table.network, table.day),
  ],
)
