import { and, count, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { liveStreams } from '../../db/schema.ts'

export interface StreamPlaceRule {
  userId: string
  /** The API process that will hold the socket. */
  processId: string
  /** Open streams one user may hold across all processes. */
  max: number
  /** How long the place lasts unless renewed (a few heartbeats). */
  leaseMs: number
}

/**
 * Takes one of the user's places for a live stream, or answers null when they hold `max` already.
 * Counted and taken under the user's advisory lock, so two processes opening at once cannot both
 * take the last place; places whose lease ran out (their process died) do not count. Times are the
 * database's, so processes with skewed clocks agree.
 */
export async function claimStreamPlace(
  db: Database,
  { userId, processId, max, leaseMs }: StreamPlaceRule,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`live-streams:${userId}`}))`)
    const [held] = await tx
      .select({ open: count() })
      .from(liveStreams)
      .where(and(eq(liveStreams.userId, userId), gt(liveStreams.expiresAt, sql`now()`)))
    if ((held?.open ?? 0) >= max) return null
    const [row] = await tx
      .insert(liveStreams)
      .values({ userId, processId, expiresAt: leaseEnd(leaseMs) })
      .returning({ id: liveStreams.id })
    return row?.id ?? null
  })
}

/**
 * Extends a place at a heartbeat. False when the place is gone (its lease ran out and the
 * clean-up deleted it): the stream then ends and the client reconnects through the count again.
 */
export async function renewStreamPlace(db: Database, id: string, leaseMs: number) {
  const renewed = await db
    .update(liveStreams)
    .set({ expiresAt: leaseEnd(leaseMs) })
    .where(eq(liveStreams.id, id))
    .returning({ id: liveStreams.id })
  return renewed.length > 0
}

/** Gives a place back when its stream ends. */
export async function releaseStreamPlace(db: Database, id: string) {
  await db.delete(liveStreams).where(eq(liveStreams.id, id))
}

/** Gives back every place a process holds, when it closes. */
export async function releaseStreamPlacesOf(db: Database, processId: string) {
  await db.delete(liveStreams).where(eq(liveStreams.processId, processId))
}

/** The clean-up job: forgets the places of processes that died without giving them back. */
export async function deleteExpiredStreamPlaces(db: Database) {
  const deleted = await db
    .delete(liveStreams)
    .where(lt(liveStreams.expiresAt, sql`now()`))
    .returning({ id: liveStreams.id })
  return deleted.length
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`
