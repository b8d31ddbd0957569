import { and, eq, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

/** Long enough to answer "did that mail go out, and when?" for a support question. */
const KEEP_SENT_DAYS = 30

/**
 * Forgets delivered mails after KEEP_SENT_DAYS (their bodies were emptied when they were sent; the
 * envelope is all that goes). Pending and failed mails stay. Returns how many were deleted.
 */
export async function deleteSentMail(db: Executor): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sent'),
        lt(mailOutbox.sentAt, sql`now() - ${KEEP_SENT_DAYS} * interval '1 day'`),
      ),
    )
    .returning({ id: mailOutbox.id })
  return deleted.length
}
