import {
  ACCOUNT_SIGHTING_KINDS,
  type AccountSightingKind,
} from '@pasarprompt/contracts/affiliate-flags'
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { accountSightings, members } from '../../db/schema.ts'
import { type SightingValue, windowStart } from './sighting-values.ts'

/**
 * Whose own browser, network or card must not earn an affiliate fee (DESIGN.md §4: never the
 * affiliate, never a member of the shop): the affiliate's account and every member's.
 */
export interface Circle {
  affiliateUserId: string
  shopId: string
}

/** Who a value was seen with, and what matched; the affiliate is named before a member. */
export interface SightingMatch {
  who: 'affiliate' | 'member'
  kind: AccountSightingKind
}

export interface SeenWithCircleOptions {
  values: readonly SightingValue[]
  circle: Circle
  now?: Date
}

/**
 * Whether any of `values` (what a request or a payment shows) was seen with the circle's
 * accounts within its kind's window (`SIGHTING_WINDOW_DAYS`).
 */
export async function seenWithCircle(
  db: Executor,
  { values, circle, now = new Date() }: SeenWithCircleOptions,
): Promise<SightingMatch | null> {
  if (values.length === 0) return null
  const rows = await db
    .select({ userId: accountSightings.userId, kind: accountSightings.kind })
    .from(accountSightings)
    .where(
      and(
        or(
          ...values.map((value) =>
            and(
              eq(accountSightings.kind, value.kind),
              eq(accountSightings.valueHash, value.hash),
              gt(accountSightings.lastSeenAt, windowStart(value.kind, now)),
            ),
          ),
        ),
        inCircle(accountSightings.userId, circle),
      ),
    )
    .limit(20)
  return firstMatch(rows, circle)
}

export interface AccountsOverlapOptions {
  buyerUserId: string
  circle: Circle
  now?: Date
}

/**
 * Whether a signed-in buyer's own sightings overlap the circle's: the same browser, card or
 * network, each side seen within the kind's window.
 */
export async function accountsOverlap(
  db: Executor,
  { buyerUserId, circle, now = new Date() }: AccountsOverlapOptions,
): Promise<SightingMatch | null> {
  const buyer = alias(accountSightings, 'buyer_sightings')
  const recent = (table: { kind: AnyPgColumn; lastSeenAt: AnyPgColumn }) =>
    or(
      ...ACCOUNT_SIGHTING_KINDS.map((kind) =>
        and(eq(table.kind, kind), gt(table.lastSeenAt, windowStart(kind, now))),
      ),
    )
  const rows = await db
    .select({ userId: accountSightings.userId, kind: accountSightings.kind })
    .from(accountSightings)
    .innerJoin(
      buyer,
      and(eq(buyer.kind, accountSightings.kind), eq(buyer.valueHash, accountSightings.valueHash)),
    )
    .where(
      and(
        eq(buyer.userId, buyerUserId),
        recent(buyer),
        recent(accountSightings),
        inCircle(accountSightings.userId, circle),
      ),
    )
    .limit(20)
  return firstMatch(rows, circle)
}

function inCircle(userId: typeof accountSightings.userId, circle: Circle): SQL | undefined {
  return or(
    eq(userId, circle.affiliateUserId),
    inArray(
      userId,
      sql`(select ${members.userId} from ${members} where ${members.organizationId} = ${circle.shopId})`,
    ),
  )
}

function firstMatch(
  rows: { userId: string; kind: AccountSightingKind }[],
  circle: Circle,
): SightingMatch | null {
  const own = rows.find((row) => row.userId === circle.affiliateUserId)
  if (own) return { who: 'affiliate', kind: own.kind }
  const [member] = rows
  return member ? { who: 'member', kind: member.kind } : null
}
