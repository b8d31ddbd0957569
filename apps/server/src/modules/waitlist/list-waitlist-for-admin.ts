import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type {
  WaitlistEntry,
  WaitlistList,
  WaitlistListQuery,
} from '@pasarprompt/contracts/waitlist'
import { and, count, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users, waitlistEntries } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { getSignUpMode } from '../settings/get-sign-up-mode.ts'

export const waitlistColumns = { entry: waitlistEntries, invitedBy: users.email }

export function toWaitlistEntry(row: {
  entry: typeof waitlistEntries.$inferSelect
  invitedBy: string | null
}): WaitlistEntry {
  const { entry } = row
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    status: entry.status,
    joinedWaitlistAt: entry.createdAt.toISOString(),
    invitedAt: entry.invitedAt?.toISOString() ?? null,
    invitedBy: row.invitedBy,
    joinedAt: entry.joinedAt?.toISOString() ?? null,
  }
}

/** The waitlist, newest first (keyset pages), optionally of one status. */
export async function listWaitlistForAdmin(
  db: Executor,
  query: WaitlistListQuery,
): Promise<WaitlistList> {
  const keyset = newestFirst(query.cursor, waitlistEntries.createdAt, waitlistEntries.id)
  const rows = await db
    .select(waitlistColumns)
    .from(waitlistEntries)
    .leftJoin(users, eq(users.id, waitlistEntries.invitedBy))
    .where(
      and(
        eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID),
        query.status ? eq(waitlistEntries.status, query.status) : undefined,
        keyset.after,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  const [waiting] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID), eq(waitlistEntries.status, 'waiting')),
    )
  return {
    ...toPage(
      rows,
      query.limit,
      (row) => timeIdCursor(row.entry.createdAt, row.entry.id),
      toWaitlistEntry,
    ),
    waitingCount: await countWaiting(db),
  }
}

async function countWaiting(db: Executor): Promise<number> {
  const [waiting] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID), eq(waitlistEntries.status, 'waiting')),
    )
  return waiting?.n ?? 0
}

/**
 * The sidebar's badge: people waiting for an invitation. While sign-up is open nobody needs
 * one (they can sign up themselves), so nothing is waiting for staff then.
 */
export async function countWaitingForInvitation(db: Executor): Promise<number> {
  return (await getSignUpMode(db)) === 'waitlist' ? countWaiting(db) : 0
}
