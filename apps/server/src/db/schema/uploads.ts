import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'

/**
 * An image a shop uploaded (decoded and re-encoded to WebP, EXIF stripped). A prompt, logo or
 * banner may point only at its own shop's uploads, so nobody can borrow another shop's files or
 * an outside URL.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: text('shop_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The storage key (`{shopId}/{id}.webp`); served at `/uploads/{key}`. */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    ...stampColumns(),
  },
  (table) => [index('uploads_shop_idx').on(table.shopId, table.createdAt.desc())],
)
