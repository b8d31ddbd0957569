import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptTries } from '../../db/schema.ts'
import type { TryCaller } from './prompt-tries-context.ts'

/** A try that ran longer than this was cut off (a crash, a restart): it no longer holds a place. */
const ABANDONED_AFTER = sql`interval '5 minutes'`

/**
 * The caller's tries of one prompt on one WIB day that count against the shop's free tries:
 * answered ones and those still running. An account counts its own; a guest, their browser's.
 */
export async function freeTriesUsed(
  db: Executor,
  { promptId, caller, day }: { promptId: string; caller: TryCaller; day: string },
): Promise<number> {
  const whose = caller.userId
    ? eq(promptTries.userId, caller.userId)
    : caller.visitorId
      ? and(isNull(promptTries.userId), eq(promptTries.visitorId, caller.visitorId))
      : undefined
  // A guest without a browser id has had no try yet: the route gives one before it asks.
  if (!whose) return 0
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promptTries)
    .where(
      and(
        eq(promptTries.promptId, promptId),
        eq(promptTries.day, day),
        inArray(promptTries.status, ['running', 'answered']),
        whose,
      ),
    )
  return row?.count ?? 0
}

/**
 * Guests' counted tries of one prompt on one WIB day from one network, whatever their browser: a
 * script that drops its cookie gets a new browser each time, not new free tries.
 */
export async function guestTriesFromNetwork(
  db: Executor,
  { promptId, network, day }: { promptId: string; network: string; day: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promptTries)
    .where(
      and(
        eq(promptTries.promptId, promptId),
        eq(promptTries.day, day),
        inArray(promptTries.status, ['running', 'answered']),
        isNull(promptTries.userId),
        eq(promptTries.network, network),
      ),
    )
  return row?.count ?? 0
}

/** Tokens the platform has spent on a WIB day, a running try counting what it may still use. */
export async function tokensUsedOn(db: Executor, day: string): Promise<number> {
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(case when ${promptTries.status} = 'running'
        then ${promptTries.reservedTokens}
        else ${promptTries.inputTokens} + ${promptTries.outputTokens} end), 0)::int`,
    })
    .from(promptTries)
    .where(eq(promptTries.day, day))
  return row?.tokens ?? 0
}

/** Ends tries left running by a process that stopped: they count what they reserved, not a try. */
export async function endAbandonedTries(db: Executor) {
  await db
    .update(promptTries)
    .set({
      status: 'failed',
      inputTokens: sql`${promptTries.reservedTokens}`,
      endedAt: new Date(),
    })
    .where(
      and(
        eq(promptTries.status, 'running'),
        sql`${promptTries.createdAt} < now() - ${ABANDONED_AFTER}`,
      ),
    )
}
