import { createHmac } from 'node:crypto'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptTries } from '../../db/schema.ts'
import { networkOf } from '../limits/network-of.ts'

/** A try that ran longer than this was cut off (a crash, a restart): it no longer holds a place. */
const ABANDONED_AFTER = sql`interval '5 minutes'`

/** Tries that count against the free tries: answered ones and those still running. */
export const COUNTED = ['running', 'answered'] as const

/** Who a count is about: the caller's account or browser, or everyone of their network. */
export type TryWho = { userId: string | null; visitorId: string | null } | { network: string }

/**
 * The caller's network (an IPv4 address, an IPv6 /64) as a try keeps it: a keyed hash, enough to
 * count an address's tries, useless to anyone reading the table for who tried.
 */
export const tryNetworkOf = (secret: string, ip: string) =>
  createHmac('sha256', secret)
    .update(`try-network:${networkOf(ip)}`)
    .digest('base64url')

function whoIs(who: TryWho): SQL | undefined {
  if ('network' in who) return eq(promptTries.network, who.network)
  // An account's tries, and its browser's (signed in or out): one person, one allowance.
  const ways = [
    who.userId ? eq(promptTries.userId, who.userId) : undefined,
    who.visitorId ? eq(promptTries.visitorId, who.visitorId) : undefined,
  ].filter((way) => way !== undefined)
  return ways.length > 0 ? or(...ways) : undefined
}

/** The tries of one prompt on one WIB day with these statuses, by the caller or their network. */
export async function countTries(
  db: Executor,
  {
    promptId,
    day,
    who,
    statuses,
  }: { promptId: string; day: string; who: TryWho; statuses: readonly string[] },
): Promise<number> {
  const whose = whoIs(who)
  // A guest without a browser id has had no try yet: the route gives one before it asks.
  if (!whose) return 0
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promptTries)
    .where(
      and(
        eq(promptTries.promptId, promptId),
        eq(promptTries.day, day),
        inArray(promptTries.status, statuses as never[]),
        whose,
      ),
    )
  return row?.count ?? 0
}

/**
 * Tokens spent on a WIB day, a running try counting what it may still use: the platform's, or
 * one network's when given.
 */
export async function tokensUsedOn(db: Executor, day: string, network?: string): Promise<number> {
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(case when ${promptTries.status} = 'running'
        then ${promptTries.reservedTokens}
        else ${promptTries.inputTokens} + ${promptTries.outputTokens} end), 0)::int`,
    })
    .from(promptTries)
    .where(and(eq(promptTries.day, day), network ? eq(promptTries.network, network) : undefined))
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
