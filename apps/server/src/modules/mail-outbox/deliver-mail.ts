import { and, eq, sql } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema.ts'
import { stampUpdate, systemActor } from '../../db/stamps.ts'
import { redactSecrets } from '../../lib/redact-secrets.ts'
import type { ClaimedMail } from './enqueue-mail.ts'
import type { MailOutboxContext } from './mail-outbox-context.ts'

export type DeliveryResult = 'sent' | 'retry' | 'failed'

/**
 * Hands one claimed row to the transport and records the outcome; never throws for a refused or
 * unreachable transport. Accepted: the row is `sent` at once and its body emptied (links and
 * tokens do not linger in the database). Refused: it waits `retryDelaysMs[attempts - 1]` for the
 * next claim, or is `failed` when the delays are used up. Each write checks the claim token, so a
 * delivery whose lease has ended changes nothing another delivery now owns.
 */
export async function deliverMail(
  ctx: MailOutboxContext,
  mail: ClaimedMail,
): Promise<DeliveryResult> {
  const owned = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken))
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
      await ctx.db
        .update(mailOutbox)
        .set(
          stampUpdate(systemActor, {
            status: 'failed' as const,
            lastError,
            leaseUntil: null,
            claimToken: null,
          }),
        )
        .where(owned)
      ctx.log.error({ mailId: mail.id, attempts: mail.attempts, lastError }, 'mail failed for good')
      return 'failed'
    }
    await ctx.db
      .update(mailOutbox)
      .set(
        stampUpdate(systemActor, {
          lastError,
          nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
          leaseUntil: null,
          claimToken: null,
        }),
      )
      .where(owned)
    ctx.log.warn(
      { mailId: mail.id, attempts: mail.attempts, retryInMs: delay, lastError },
      'mail not delivered: will retry',
    )
    return 'retry'
  }
  const marked = await ctx.db
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
  // Only when this delivery outlived its lease: another may have sent the same message (same
  // Message-ID) in the meantime.
  if (marked.length === 0) ctx.log.warn({ mailId: mail.id }, 'mail delivered after its lease ended')
  return 'sent'
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
