import type { Database } from '../../db/client.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { inboxOf } from '../limits/inbox-of.ts'

/**
 * Mails anyone may ask for on an address they only type (a verification link, a password reset,
 * an email change): at most this many to one inbox an hour, from any number of client addresses
 * (better-auth limits each client address on its own, 3 a minute). A real person needs two or
 * three; a stranger cannot turn the address into a mail bomb.
 */
export const ACCOUNT_MAILS_PER_INBOX = { max: 5, windowMs: 60 * 60 * 1000 } as const

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
