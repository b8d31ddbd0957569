import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { MailMessage } from '../../infra/mail/mailer.ts'
import { MAIL_LEASE_MS } from './mail-outbox-context.ts'

/**
 * A row of the outbox together with the claim that lets one delivery send it. `claimedAt`
 * (`performance.now()` taken before the claim's statement was sent) is known when this process
 * wrote the row itself: its lease started no earlier (`deliver-mail.ts` reads it).
 */
export type ClaimedMail = typeof mailOutbox.$inferSelect & {
  claimToken: string
  claimedAt?: number
}

/**
 * Stores a message in the mail outbox, already claimed for a first delivery by the caller right
 * after its transaction commits (`deliverMail`). Pass `tx` to write it with the change it is about;
 * if the caller never delivers (a crash), the job sends it once the lease ends.
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<ClaimedMail> {
  const claimToken = randomUUID()
  const claimedAt = performance.now()
  const [row] = await db
    .insert(mailOutbox)
    .values(
      stampInsert(systemActor, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        attempts: 1,
        claimToken,
        // The statement's own time, not the transaction's start (`now()`): the lease is counted
        // from no earlier than `claimedAt`, however long the caller's transaction has run.
        leaseUntil: sql`clock_timestamp() + ${MAIL_LEASE_MS} * interval '1 millisecond'`,
      }),
    )
    .returning()
    // Parsed and planned once per connection (`queryPrepared` in db/client.ts says why).
    .prepare('enqueue_mail')
    .execute()
  if (!row) throw new Error('mail outbox: insert returned no row')
  return { ...row, claimToken, claimedAt }
}
