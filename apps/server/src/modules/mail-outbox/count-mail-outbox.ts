import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

/**
 * The outbox as staff and metrics see it: mails still waiting to go out (new or between retries)
 * and mails given up on after their last attempt.
 */
export async function countMailOutbox(db: Executor): Promise<{ pending: number; failed: number }> {
  const [row] = await queryRows<{ pending: number | string; failed: number | string }>(
    db,
    sql`select count(*) filter (where status = 'pending') as pending,
          count(*) filter (where status = 'failed') as failed
        from mail_outbox where status in ('pending', 'failed')`,
  )
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) }
}
