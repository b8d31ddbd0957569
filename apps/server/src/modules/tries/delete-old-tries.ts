import { DAY_MS } from '@pasarprompt/contracts/durations'
import { STATISTICS_RANGES } from '@pasarprompt/contracts/statistics-for-shop'
import { lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptTries } from '../../db/schema.ts'

/** A try is kept as long as the seller's longest statistics range shows it, and a day more. */
const KEPT_DAYS = Math.max(...STATISTICS_RANGES) + 1

/** The clean-up job: forgets tries no statistics or cost report looks at any more. */
export async function deleteOldTries(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(promptTries)
    .where(lt(promptTries.createdAt, new Date(now.getTime() - KEPT_DAYS * DAY_MS)))
    .returning({ id: promptTries.id })
  return deleted.length
}
