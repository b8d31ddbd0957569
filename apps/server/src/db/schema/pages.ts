import type { PageSection } from '@pasarprompt/contracts/pages'
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'

/** Static pages (about, terms, privacy, contact) shown at /page/{slug}. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    // Plain-text paragraphs, rendered as text: a page can never carry markup.
    sections: jsonb('sections').$type<PageSection[]>().notNull(),
    ...stampColumns(),
  },
  (table) => [uniqueIndex('pages_company_slug_key').on(table.companyId, table.slug)],
)
