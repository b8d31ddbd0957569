import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'

/**
 * Every email the app sends, kept until it is delivered (docs/decisions/0026): written first,
 * delivered at once when the transport answers, else retried with backoff by whichever process
 * claims it. `lease_until`/`claim_token` say which delivery owns the row right now; a process that
 * dies mid-send leaves the row to be claimed again once the lease ends.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The one link the message is about, logged with its token redacted. */
    link: text('link'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Deliveries started so far, counted when a delivery claims the row. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    /** The transport's last refusal, credentials and links taken out. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...stampColumns(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('mail_outbox_status_idx').on(table.status, table.lastUpdated),
  ],
)
