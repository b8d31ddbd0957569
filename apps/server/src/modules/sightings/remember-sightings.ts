import { MINUTE_MS } from '@pasarprompt/contracts/durations'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accountSightings } from '../../db/schema.ts'
import { type SightingValue, sightingValues } from './sighting-values.ts'

/** A sighting's `last_seen_at` moves at most this often: the windows are days long. */
const REFRESH_MS = 10 * MINUTE_MS
/** Above this many remembered writes the memo starts over (it only saves writes). */
const MEMO_MAX = 10_000

/**
 * The sightings this process wrote lately, so a person reading their session every minute costs
 * no write. Only a saving: the upsert below refreshes at most every 10 minutes on its own, so
 * processes that do not share this memo still write little, and a memo that forgets writes again.
 */
const written = new Map<string, number>()

export interface RememberSightingsOptions {
  userId: string
  values: readonly SightingValue[]
  options?: { at?: Date; throttle?: boolean }
}

/**
 * Remembers that `userId` was seen with these values (issue 26, decision 0029): a row per value,
 * created, or its `last_seen_at` moved forward when the last move is 10 minutes old. `throttle`
 * (the default) skips values this process wrote in the last 10 minutes; a caller inside a money
 * transaction passes false, since a rollback would leave the memo wrong.
 */
export async function rememberSightings(
  db: Executor,
  { userId, values, options = {} }: RememberSightingsOptions,
) {
  const at = options.at ?? new Date()
  const throttle = options.throttle ?? true
  const due = throttle
    ? values.filter(
        (value) => at.getTime() - (written.get(keyOf(userId, value)) ?? 0) >= REFRESH_MS,
      )
    : values
  if (due.length === 0) return
  await db
    .insert(accountSightings)
    .values(
      due.map((value) => ({
        userId,
        kind: value.kind,
        valueHash: value.hash,
        firstSeenAt: at,
        lastSeenAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [accountSightings.userId, accountSightings.kind, accountSightings.valueHash],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
      setWhere: sql`${accountSightings.lastSeenAt} < excluded.last_seen_at - ${`${REFRESH_MS} milliseconds`}::interval`,
    })
  if (!throttle) return
  if (written.size > MEMO_MAX) written.clear()
  for (const value of due) written.set(keyOf(userId, value), at.getTime())
}

const keyOf = (userId: string, value: SightingValue) => `${userId}:${value.kind}:${value.hash}`

/** A signed-in person's request: their browser's visitor id and network, remembered. */
export function rememberVisit(
  db: Executor,
  secret: string,
  visit: { userId: string; visitorId: string | null; ip: string | null },
) {
  return rememberSightings(db, { userId: visit.userId, values: sightingValues(secret, visit) })
}
