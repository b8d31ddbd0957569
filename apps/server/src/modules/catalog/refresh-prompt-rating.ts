import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'

/**
 * Recomputes a prompt's `rating_count` and `rating_average_x100` from the reviews of its orders
 * that are still paid (a refunded or charged-back order's review stops counting). Run it in the
 * transaction of every change: a review written or edited, an order reversed.
 *
 * The average is kept ×100 as an integer, rounded half up in integer arithmetic, never through a
 * float: `(200 × sum + count) div (2 × count)` = floor(100 × sum / count + ½). 5, 4, 4 → 433;
 * 5, 4, 1 → 333; 5, 4 → 450; no reviews → 0.
 *
 * The prompt row is locked first and the sums read in a second statement: under READ COMMITTED
 * that statement sees every review committed by a transaction that held the lock before, so two
 * reviews written at once can never leave a count that misses one of them. The lock is
 * `FOR NO KEY UPDATE`: the review's insert already holds the prompt row `FOR KEY SHARE` (its
 * foreign key), which `FOR UPDATE` would wait on, deadlocking two writers.
 */
export async function refreshPromptRating(db: Executor, promptId: string) {
  await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(eq(prompts.id, promptId))
    .for('no key update')
  await db.execute(sql`
    update prompts p set
      rating_count = r.count,
      rating_average_x100 = case when r.count = 0 then 0
        else ((200 * r.total + r.count) / (2 * r.count))::int end
    from (
      select count(*)::int as count, coalesce(sum(v.rating), 0)::bigint as total
      from reviews v join orders o on o.id = v.order_id
      where v.prompt_id = ${promptId} and o.status = 'paid'
    ) r
    where p.id = ${promptId}`)
}
