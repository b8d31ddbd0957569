import { notificationKinds } from '@pasarprompt/contracts/notifications'
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { users } from './auth.ts'

/**
 * What a user is told (the bell), one row per event and recipient: `dedupe_key` (e.g.
 * `sale:{orderId}`) makes telling twice impossible. The row is also the email's outbox:
 * `email_status` starts `pending` when the user wants that kind by email, and a job sends it
 * after the transaction that wrote it has committed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the app, e.g. `/app/order/{id}`. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status', { enum: ['none', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    uniqueIndex('notifications_user_dedupe_key').on(table.userId, table.dedupeKey),
    index('notifications_user_newest_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('notifications_email_pending_idx')
      .on(table.createdAt)
      .where(sql`email_status = 'pending'`),
  ],
)
