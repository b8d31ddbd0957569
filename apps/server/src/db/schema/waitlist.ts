import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { users } from './auth.ts'

/**
 * People who asked for an account while sign-up is in waitlist mode. An admin invites them
 * (an email with a sign-up link); an invited address may then create its account.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status', { enum: ['waiting', 'invited', 'joined'] })
      .notNull()
      .default('waiting'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_email_key').on(table.companyId, sql`lower(${table.email})`),
    index('waitlist_entries_newest_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
)
