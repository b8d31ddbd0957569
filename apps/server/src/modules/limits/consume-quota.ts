import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { usageCounters } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

export interface QuotaRule {
  /** What is counted and for whom, e.g. `checkout:ip:203.0.113.9`. */
  key: string
  /** How much one window allows. */
  max: number
  windowMs: number
}

export interface QuotaAnswer {
  allowed: boolean
  /** Seconds until the window ends (for `Retry-After`); 0 when allowed. */
  retryAfterSeconds: number
}

/**
 * Counts `amount` (1 for a request, bytes for an upload) against a fixed window of `windowMs`
 * and answers whether it still fits within `max`. One upsert, so it is atomic on its own and
 * shared by every process on the database; windows are aligned to the epoch, so two processes
 * agree on them. A refused attempt is counted too: hammering a limit does not reset it.
 * Pass `tx` to count inside a transaction (the count then rolls back with it).
 */
export async function consumeQuota(
  db: Database,
  { key, max, windowMs, amount = 1 }: QuotaRule & { amount?: number },
): Promise<QuotaAnswer> {
  const now = Date.now()
  const windowStart = new Date(now - (now % windowMs))
  const expiresAt = new Date(windowStart.getTime() + windowMs)
  const [row] = await db
    .insert(usageCounters)
    .values({ key, windowStart, count: amount, expiresAt })
    .onConflictDoUpdate({
      target: [usageCounters.key, usageCounters.windowStart],
      set: { count: sql`${usageCounters.count} + ${amount}` },
    })
    .returning({ count: usageCounters.count })
  const count = row?.count ?? amount
  if (count <= max) return { allowed: true, retryAfterSeconds: 0 }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  }
}

/** Reads a window's count without adding to it (for quotas shown to the user). */
export async function readQuota(db: Database, { key, windowMs }: Omit<QuotaRule, 'max'>) {
  const now = Date.now()
  const windowStart = new Date(now - (now % windowMs))
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.key, key), eq(usageCounters.windowStart, windowStart)))
  return row?.count ?? 0
}

/**
 * Refuses a quota that is used up: 429 `RATE_LIMITED` with the message and a `Retry-After` (sent
 * by the error handler), so routes and use cases inside a transaction refuse the same way.
 */
export function refuseOverQuota(answer: QuotaAnswer, message?: string) {
  if (answer.allowed) return
  throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: answer.retryAfterSeconds })
}

/** The clean-up job: forgets windows that have ended. */
export async function deleteEndedQuotaWindows(db: Database) {
  const deleted = await db
    .delete(usageCounters)
    .where(lt(usageCounters.expiresAt, new Date()))
    .returning({ key: usageCounters.key })
  return deleted.length
}
