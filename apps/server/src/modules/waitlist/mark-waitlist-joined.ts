import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { waitlistEntries } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'

/**
 * An account now exists for this address: its waitlist entry, if any, is `joined` (whether it
 * was invited, or was still waiting when sign-up opened again), so staff see who is left.
 */
export async function markWaitlistJoined(db: Executor, user: { id: string; email: string }) {
  await db
    .update(waitlistEntries)
    .set(
      stampUpdate(
        { uid: user.id, email: user.email, companyId: DEFAULT_COMPANY_ID },
        { status: 'joined' as const, joinedAt: new Date() },
      ),
    )
    .where(
      and(
        eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID),
        sql`lower(${waitlistEntries.email}) = ${user.email.toLowerCase()}`,
        inArray(waitlistEntries.status, ['waiting', 'invited']),
      ),
    )
}
