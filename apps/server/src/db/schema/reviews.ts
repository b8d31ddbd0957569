import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'
import { prompts } from './catalog.ts'
import { orders } from './orders.ts'

/**
 * A buyer's review of a prompt: one per paid order, 1–5 stars and text, editable by its author;
 * the shop answers once. Only reviews whose order is still paid are shown and counted in the
 * prompt's `rating_count` and `rating_average_x100`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account; the review stays, without a name. */
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('reviews_order_key').on(table.orderId),
    index('reviews_prompt_newest_idx').on(table.promptId, table.createdAt.desc(), table.id.desc()),
    index('reviews_author_idx').on(table.authorUserId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
)
