import { pgTable, text } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations } from './auth.ts'

/**
 * A shop is an organisation plus this profile (DESIGN.md §4). Organisations without a profile
 * (the platform's admin organisations) are not shops.
 */
export const shops = pgTable('shops', {
  id: text('id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  ...stampColumns(),
})
