import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { invitations, waitlistEntries } from '../../db/schema.ts'
import { isPendingInvitationFor } from '../auth/pending-invitation.ts'
import { getSignUpMode } from '../settings/get-sign-up-mode.ts'

/**
 * Whether an account may be created for this address now. Open mode: always. Waitlist mode:
 * only for an address staff invited from the waitlist, or one a shop invited to its team (a
 * pending, unexpired organisation invitation): that person was invited too, by someone the
 * platform already let in, and could not answer the invitation without an account.
 */
export async function mayCreateAccount(db: Executor, email: string): Promise<boolean> {
  if ((await getSignUpMode(db)) === 'open') return true
  const address = email.toLowerCase()
  const [invited] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID),
        sql`lower(${waitlistEntries.email}) = ${address}`,
        eq(waitlistEntries.status, 'invited'),
      ),
    )
    .limit(1)
  if (invited) return true
  const [teamInvitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(isPendingInvitationFor(address))
    .limit(1)
  return teamInvitation !== undefined
}
