import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema.ts'
import { deliverMail } from './deliver-mail.ts'
import { MAIL_LEASE_MS, type MailOutboxContext } from './mail-outbox-context.ts'

const BATCH = 20

/**
 * The retry job: claims the outbox rows whose next attempt is due and that no delivery holds
 * (`FOR UPDATE SKIP LOCKED`, then a lease of MAIL_LEASE_MS and a fresh claim token in the same
 * statement), so processes running this at once never take the same row; then delivers them one
 * by one, each renewing its lease right before it goes out (`deliverMail`), so a row whose lease
 * ran out while earlier ones were slow to send, and that another process took meanwhile, is
 * skipped here. Never throws once the batch is claimed. Returns how many were sent, are waiting
 * for another try, failed for good, and were skipped.
 */
export async function deliverDueMail(ctx: MailOutboxContext, limit = BATCH) {
  const claimToken = randomUUID()
  const free = or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, sql`now()`))
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`), free))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimToken,
        leaseUntil: sql`now() + ${MAIL_LEASE_MS} * interval '1 millisecond'`,
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending'), free))
      .returning()
  })
  const counts = { sent: 0, retry: 0, failed: 0, skipped: 0 }
  for (const mail of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    counts[await deliverMail(ctx, { ...mail, claimToken })] += 1
  }
  return counts
}
