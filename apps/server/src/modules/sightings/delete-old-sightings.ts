import type { AccountSightingKind } from '@pasarprompt/contracts/affiliate-flags'
import { and, eq, lt, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accountSightings } from '../../db/schema.ts'
import { SIGHTING_WINDOW_DAYS, windowStart } from './sighting-values.ts'

/**
 * Forgets sightings no check looks at any more, each kind after its own window (an IPv4 address
 * after a day, an IPv6 network after 30 days, a browser or a card after 180): what was seen with
 * an account is kept only as long as it can refuse a self-referral. Returns how many went.
 */
export async function deleteOldSightings(db: Executor, now = new Date()): Promise<number> {
  const kinds = Object.keys(SIGHTING_WINDOW_DAYS) as AccountSightingKind[]
  const deleted = await db
    .delete(accountSightings)
    .where(
      or(
        ...kinds.map((kind) =>
          and(
            eq(accountSightings.kind, kind),
            lt(accountSightings.lastSeenAt, windowStart(kind, now)),
          ),
        ),
      ),
    )
    .returning({ userId: accountSightings.userId })
  return deleted.length
}
