import { lt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accountSightings } from '../../db/schema.ts'
import { SIGHTING_RETENTION_DAYS } from './sighting-values.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Forgets sightings no check looks at any more (older than the longest window): what was seen
 * with an account is kept only as long as it can refuse a self-referral. Returns how many went.
 */
export async function deleteOldSightings(db: Executor, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(accountSightings)
    .where(
      lt(accountSightings.lastSeenAt, new Date(now.getTime() - SIGHTING_RETENTION_DAYS * DAY_MS)),
    )
    .returning({ userId: accountSightings.userId })
  return deleted.length
}
