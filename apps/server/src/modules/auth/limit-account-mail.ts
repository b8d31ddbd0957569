import { APIError } from 'better-auth/api'
import type { Database } from '../../db/client.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'
import { ACCOUNT_MAILS_PER_INBOX, INVITATION_LIMITS } from '../limits/limits.ts'

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
