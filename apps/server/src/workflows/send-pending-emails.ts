import {
  emailGroupLabels,
  emailGroupOf,
  type NotificationKind,
} from '@pasarprompt/contracts/notifications'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.ts'
import { notifications, users } from '../db/schema.ts'
import type { MailMessage } from '../infra/mail/mailer.ts'
import { deliverMail } from '../modules/mail-outbox/deliver-mail.ts'
import { type ClaimedMail, enqueueMail } from '../modules/mail-outbox/enqueue-mail.ts'
import type { MailOutboxContext } from '../modules/mail-outbox/mail-outbox-context.ts'
import { notificationEmail } from '../modules/notifications/notification-email.ts'
import { buildReceipt } from '../modules/orders/enqueue-receipt.ts'

export interface OutboxDeps {
  /** The mail outbox the emails are written into, and its transport for the first delivery. */
  mailOutbox: MailOutboxContext
  log: Pick<FastifyBaseLogger, 'error'>
  publicUrl: string
  /** Signs the receipt's order link (an `order_paid` email is the order's receipt). */
  secret: string
}

/** The button of each kind's email. */
const actions: Record<NotificationKind, string> = {
  sale: 'Lihat pesanan',
  prompt_approved: 'Lihat prompt',
  prompt_rejected: 'Lihat prompt',
  payout_approved: 'Lihat pencairan',
  payout_rejected: 'Lihat pencairan',
  order_paid: 'Buka prompt saya',
  sale_reversed: 'Lihat pesanan',
  order_reversed: 'Lihat pesanan',
  chat_message: 'Buka percakapan',
  affiliate_sale: 'Lihat afiliasi',
  affiliate_reversed: 'Lihat afiliasi',
  affiliate_removed: 'Lihat afiliasi',
  affiliate_flag: 'Lihat tanda',
  complaint: 'Lihat komplain',
  prompt_updated: 'Buka Pesanan',
  tax_statement_rejected: 'Buka pengaturan pajak',
}

const BATCH = 50

/**
 * The notification outbox (issue 13): turns the notifications whose email is `pending`, oldest
 * first, into mails of the mail outbox (docs/decisions/0026). Rows are claimed with `FOR UPDATE
 * SKIP LOCKED`, marked `sent` and their mails written in one transaction, so processes running
 * this at once never take the same row and a second run finds nothing: each event is emailed at
 * most once per recipient, and the mail outbox retries the delivery itself. A notification whose
 * email cannot be written (its order gone, its recipient deleted) is marked `failed` and logged;
 * the bell still has it. After the commit each mail gets its first delivery at once, one after
 * the other; each renews its lease right before it goes out (`deliverMail`), so one whose lease ran
 * out behind slow sends and that the retry job took meanwhile is not sent twice. Returns how many
 * were handed to the mail outbox and how many failed.
 */
export async function sendPendingEmails(deps: OutboxDeps, limit = BATCH) {
  const { mails, failed } = await deps.mailOutbox.db.transaction(async (tx) => {
    const ids = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.emailStatus, 'pending'))
      .orderBy(notifications.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    const claimed = await tx
      .update(notifications)
      .set({ emailStatus: 'sent', emailedAt: sql`now()` })
      .where(and(inArray(notifications.id, ids), eq(notifications.emailStatus, 'pending')))
      .returning()
    if (claimed.length === 0) return { mails: [], failed: [] }
    const people = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          claimed.map((row) => row.userId),
        ),
      )
    const mails: ClaimedMail[] = []
    const failed: string[] = []
    for (const row of claimed) {
      const person = people.find((candidate) => candidate.id === row.userId)
      // A savepoint each: one email that cannot be written never undoes the others.
      try {
        const mail = await tx.transaction(async (savepoint) => {
          const message = person && (await render({ ...deps, db: savepoint }, row, person))
          return message ? enqueueMail(savepoint, message) : undefined
        })
        if (mail) mails.push(mail)
      } catch (error) {
        deps.log.error({ err: error, notificationId: row.id }, 'outbox: email failed')
        failed.push(row.id)
      }
    }
    if (failed.length > 0) {
      await tx
        .update(notifications)
        .set({ emailStatus: 'failed' })
        .where(inArray(notifications.id, failed))
    }
    return { mails, failed }
  })
  for (const mail of mails) await deliverMail(deps.mailOutbox, mail)
  return { sent: mails.length, failed: failed.length }
}

async function render(
  deps: { db: Database; publicUrl: string; secret: string },
  row: typeof notifications.$inferSelect,
  person: { name: string; email: string },
): Promise<MailMessage | undefined> {
  if (row.kind === 'order_paid') {
    // The buyer's receipt, with the order's signed link, to the account's address.
    const orderId = row.dedupeKey.slice('order_paid:'.length)
    return buildReceipt(deps, orderId, { to: person.email })
  }
  return notificationEmail({
    to: person.email,
    title: row.title,
    body: row.body,
    at: row.createdAt,
    action: actions[row.kind],
    link: `${deps.publicUrl}${row.link}`,
    groupLabel: emailGroupLabels[emailGroupOf(row.kind)],
    profileLink: `${deps.publicUrl}/account`,
  })
}
