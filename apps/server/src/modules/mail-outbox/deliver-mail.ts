import { performance } from 'node:perf_hooks'
import { and, eq, sql } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema.ts'
import { stampUpdate, systemActor } from '../../db/stamps.ts'
import { redactSecrets } from '../../lib/redact-secrets.ts'
import type { ClaimedMail } from './enqueue-mail.ts'
import { MAIL_LEASE_MS, type MailOutboxContext } from './mail-outbox-context.ts'

/** `skipped`: not handed to the transport, another delivery owns the row (or the database failed). */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped'

/**
 * Hands one claimed row to the transport and records the outcome; never throws. Right before the
 * transport the lease is renewed for a full MAIL_LEASE_MS, only while the claim token is still
 * this delivery's: a row that waited behind slow sends in a batch may have outlived its lease and
 * been claimed by another process, and then it is skipped instead of sent twice. A row this
 * process wrote less than FRESH_CLAIM_MS ago (a receipt delivered right after its payment
 * commits) still has most of its lease, far more than a send may take: it goes out without
 * that statement (issue 27: one write fewer per mail). Accepted: the
 * row is `sent` at once and its body emptied (links and tokens do not linger in the database).
 * Refused: it waits `retryDelaysMs[attempts - 1]` for the next claim, or is `failed` when the
 * delays are used up. Each write checks the claim token, so a delivery whose lease has ended
 * changes nothing another delivery now owns. A database error while recording is logged and the
 * row is left as claimed: it is taken again when its lease ends (after an accepted send, the mail
 * then goes out a second time with the same Message-ID).
 */
export async function deliverMail(
  ctx: MailOutboxContext,
  mail: ClaimedMail,
): Promise<DeliveryResult> {
  const owned = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken))
  /** A write to the outbox; undefined (and a log line) when the database failed it. */
  const recording = async <T>(what: string, write: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await write()
    } catch (error) {
      ctx.log.error(
        { mailId: mail.id, reason: databaseReason(error, mail) },
        `mail outbox: ${what} not recorded, the row is retried when its lease ends`,
      )
      return undefined
    }
  }

  if (!isFreshClaim(mail)) {
    // The token alone proves no one else claimed the row (a claim replaces it); the row lock of
    // this UPDATE orders it against any claim, so from here the row is ours for a full lease.
    const renewed = await recording('lease renewal', () =>
      ctx.db
        .update(mailOutbox)
        .set({ leaseUntil: sql`now() + ${MAIL_LEASE_MS} * interval '1 millisecond'` })
        .where(and(owned, eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id }),
    )
    if (!renewed) return 'skipped'
    if (renewed.length === 0) {
      ctx.log.warn(
        { mailId: mail.id },
        'mail not sent: another delivery took it after its lease ended',
      )
      return 'skipped'
    }
  }

  try {
    await ctx.transport.deliver({
      id: mail.id,
      createdAt: mail.createdAt,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.link ? { link: mail.link } : {}),
    })
  } catch (error) {
    const lastError = describeFailure(error, mail.link)
    const delay = ctx.retryDelaysMs[mail.attempts - 1]
    if (delay === undefined) {
      await recording('failure', () =>
        ctx.db
          .update(mailOutbox)
          .set(
            stampUpdate(systemActor, {
              status: 'failed' as const,
              lastError,
              leaseUntil: null,
              claimToken: null,
            }),
          )
          .where(owned),
      )
      ctx.log.error({ mailId: mail.id, attempts: mail.attempts, lastError }, 'mail failed for good')
      return 'failed'
    }
    await recording('failure', () =>
      ctx.db
        .update(mailOutbox)
        .set(
          stampUpdate(systemActor, {
            lastError,
            nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
            leaseUntil: null,
            claimToken: null,
          }),
        )
        .where(owned),
    )
    ctx.log.warn(
      { mailId: mail.id, attempts: mail.attempts, retryInMs: delay, lastError },
      'mail not delivered: will retry',
    )
    return 'retry'
  }
  const marked = await recording('delivery', () =>
    ctx.db
      .update(mailOutbox)
      .set(
        stampUpdate(systemActor, {
          status: 'sent' as const,
          sentAt: sql`now()`,
          text: '',
          html: '',
          link: null,
          lastError: null,
          leaseUntil: null,
          claimToken: null,
        }),
      )
      .where(owned)
      .returning({ id: mailOutbox.id })
      // Parsed and planned once per connection (`queryPrepared` in db/client.ts says why).
      .prepare('mail_sent')
      .execute(),
  )
  // Only when this delivery outlived its renewed lease (a send slower than MAIL_LEASE_MS): another
  // may have sent the same message (same Message-ID) in the meantime.
  if (marked?.length === 0)
    ctx.log.warn({ mailId: mail.id }, 'mail delivered after its lease ended')
  return 'sent'
}

/**
 * Within this long of writing its claim, a row's lease (MAIL_LEASE_MS, 5 minutes) has at least
 * 4 minutes left, more than a send may take (the SMTP timeouts: 15 + 15 + 60 s): no other process
 * can claim it before this delivery has recorded its outcome.
 */
export const FRESH_CLAIM_MS = 60_000

function isFreshClaim(mail: ClaimedMail) {
  return mail.claimedAt !== undefined && performance.now() - mail.claimedAt < FRESH_CLAIM_MS
}

/** The transport's reason, short, with credentials, links and tokens taken out. */
function describeFailure(error: unknown, link: string | null): string {
  const code = (error as { code?: unknown } | null)?.code
  const reason = error instanceof Error ? error.message : String(error)
  let text = typeof code === 'string' && !reason.includes(code) ? `${code}: ${reason}` : reason
  if (link) text = text.split(link).join('[link]')
  // `smtp://user:password@host` in any echoed address.
  text = text.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[redacted]@')
  return redactSecrets(text).slice(0, 500)
}

/**
 * The database's own reason (Drizzle's wrapper repeats the query with its parameters: the claim
 * token, the last error, the body), with the claim token and link taken out should it echo them.
 */
function databaseReason(error: unknown, mail: ClaimedMail): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  let text = cause instanceof Error ? cause.message : String(cause)
  text = text.split(mail.claimToken).join('[token]')
  if (mail.link) text = text.split(mail.link).join('[link]')
  return redactSecrets(text).slice(0, 500)
}
