import { HOUR_MS } from '@pasarprompt/contracts/durations'
import { APIError } from 'better-auth/api'
import type { Database } from '../../db/client.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'

/**
 * Mails anyone may ask for on an address they only type (a verification link, a password reset,
 * an email change): at most this many to one inbox an hour, from any number of client addresses
 * (better-auth limits each client address on its own, 3 a minute). A real person needs two or
 * three; a stranger cannot turn the address into a mail bomb.
 */
export const ACCOUNT_MAILS_PER_INBOX = { max: 5, windowMs: HOUR_MS } as const

/**
 * Counts one account mail to `email`'s inbox and answers whether it may go. Over the limit the
 * mail is not sent and the request still answers as usual: the answer never tells a stranger
 * whether an address has an account.
 */
export async function mayMailAccountLink(db: Database, email: string) {
  const answer = await consumeQuota(db, {
    key: `account-mail:inbox:${inboxOf(email)}`,
    ...ACCOUNT_MAILS_PER_INBOX,
  })
  return answer.allowed
}

/**
 * Shop invitations (better-auth's organisation plugin). An inviter is a verified shop owner or
 * admin, but accounts are cheap and an invitation mail carries the inviter's name and the shop's:
 * without limits, re-inviting one address (which cancels the last invitation) mails it at
 * better-auth's request rate. A team is a handful of people.
 */
export const INVITATION_LIMITS = {
  /** Invitations one person sends a day, over all their shops; the next is a 429. */
  perInviter: { max: 20, windowMs: 24 * HOUR_MS },
  /** Invitation mails to one inbox a day, from any shops; the invitation is still made. */
  perInbox: { max: 3, windowMs: 24 * HOUR_MS },
} as const

/**
 * Counts an invitation against its sender's day before better-auth makes it, and refuses the one
 * over the limit with 429 and `Retry-After` (relayed by the auth route). Only the sender's own
 * attempts count, so nobody can use up another person's allowance.
 */
export async function limitInvitations(db: Database, inviterId: string) {
  const answer = await consumeQuota(db, {
    key: `invitation:inviter:${inviterId}`,
    ...INVITATION_LIMITS.perInviter,
  })
  if (answer.allowed) return
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'INVITATION_LIMIT',
      message: `Anda sudah mengirim ${INVITATION_LIMITS.perInviter.max} undangan hari ini. Coba lagi besok.`,
    },
    { 'retry-after': String(answer.retryAfterSeconds) },
  )
}

/** Whether an invitation may be mailed to `email`'s inbox (it still shows once they sign in). */
export async function mayMailInvitation(db: Database, email: string) {
  const answer = await consumeQuota(db, {
    key: `invitation-mail:inbox:${inboxOf(email)}`,
    ...INVITATION_LIMITS.perInbox,
  })
  return answer.allowed
}
