import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { users } from './auth.ts'
import { prompts } from './catalog.ts'

/** The spec's Wishlist (a list of product ids per user), one row per saved prompt. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promptId: uuid('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    ...stampColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.promptId] }),
    index('wishlist_items_user_idx').on(table.userId, table.createdAt),
  ],
)
