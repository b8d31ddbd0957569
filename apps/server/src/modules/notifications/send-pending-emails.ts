import {
  emailGroupLabels,
  emailGroupOf,
  type NotificationKind,
} from '@pasarprompt/contracts/notifications'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { notifications, users } from '../../db/schema.ts'
import type { Mailer, MailMessage } from '../../plugins/mail/mailer.ts'
import { notificationEmail } from '../../plugins/mail/templates.ts'
import { buildReceipt } from '../orders/send-receipt.ts'

export interface OutboxDeps {
  db: Database
  mailer: Mailer
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
  payout_approved: 'Lihat penarikan',
  payout_rejected: 'Lihat penarikan',
  order_paid: 'Buka prompt saya',
  sale_reversed: 'Lihat pesanan',
  order_reversed: 'Lihat pesanan',
  chat_message: 'Buka percakapan',
  affiliate_sale: 'Lihat afiliasi',
  affiliate_reversed: 'Lihat afiliasi',
  affiliate_removed: 'Lihat afiliasi',
}

const BATCH = 50

/**
 * The email outbox (issue 13): sends the notifications whose email is `pending`, oldest first.
 * Rows are claimed with `FOR UPDATE SKIP LOCKED` and marked `sent` in a transaction that
 * commits before anything is sent, so processes running this at once never take the same row,
 * and a second run finds nothing: each event is emailed at most once per recipient, ever. A
 * send that fails marks its row `failed` (logged, never retried: the bell still has it).
 * Returns how many were sent and failed.
 */
export async function sendPendingEmails(deps: OutboxDeps, limit = BATCH) {
  const claimed = await deps.db.transaction(async (tx) => {
    const ids = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.emailStatus, 'pending'))
      .orderBy(notifications.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    return tx
      .update(notifications)
      .set({ emailStatus: 'sent', emailedAt: sql`now()` })
      .where(and(inArray(notifications.id, ids), eq(notifications.emailStatus, 'pending')))
      .returning()
  })
  if (claimed.length === 0) return { sent: 0, failed: 0 }

  const people = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    )
  const failed: string[] = []
  for (const row of claimed) {
    const person = people.find((candidate) => candidate.id === row.userId)
    try {
      const message = person && (await render(deps, row, person))
      if (message) await deps.mailer.send(message)
    } catch (error) {
      deps.log.error({ err: error, notificationId: row.id }, 'outbox: email failed')
      failed.push(row.id)
    }
  }
  if (failed.length > 0) {
    await deps.db
      .update(notifications)
      .set({ emailStatus: 'failed' })
      .where(inArray(notifications.id, failed))
  }
  return { sent: claimed.length - failed.length, failed: failed.length }
}

async function render(
  deps: OutboxDeps,
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
