import { HOUR_MS, MINUTE_MS } from '@pasarprompt/contracts/durations'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { MailTransport } from '../../infra/mail/mailer.ts'

/** What delivering from the mail outbox needs. */
export interface MailOutboxContext {
  db: Database
  transport: MailTransport
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  /** The wait after each failed delivery; once they are used up the mail is `failed`. */
  retryDelaysMs: readonly number[]
}

/**
 * 30 s, 1, 2, 5, 10, 30 min, then 1, 2 and 4 h: a short SMTP outage costs a minute, a night-long
 * one is bridged, and after the tenth attempt (about 8 hours) the mail counts as failed.
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  MINUTE_MS,
  2 * MINUTE_MS,
  5 * MINUTE_MS,
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  4 * HOUR_MS,
]

/**
 * How long one delivery owns a row, counted again right before each send (`deliverMail` renews it
 * while the row is still its own). Far longer than the transport's own timeouts
 * (infra/mail/mailer.ts), so a row is never taken by another process while this one may still be
 * sending it; a process that dies mid-send leaves it to be retried this long after.
 */
export const MAIL_LEASE_MS = 5 * MINUTE_MS
