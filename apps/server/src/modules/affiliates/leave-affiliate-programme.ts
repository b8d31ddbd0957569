import type { AffiliateMembership } from '@pasarprompt/contracts/affiliates'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { affiliates } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { readMemberships } from './affiliate-membership-view.ts'

export interface LeaveAffiliateProgrammeOptions {
  auth: AuthSession
  affiliateId: string
  defaults: { earningsHoldDays: number }
}

/**
 * Leaves a programme: from now on the code records no click and no order pays it, including
 * orders placed earlier and paid later. Joining again gives the same code back.
 */
export async function leaveAffiliateProgramme(
  db: Database,
  { auth, affiliateId, defaults }: LeaveAffiliateProgrammeOptions,
): Promise<AffiliateMembership> {
  const own = and(eq(affiliates.id, affiliateId), eq(affiliates.userId, auth.user.id))
  const [row] = await db.select({ status: affiliates.status }).from(affiliates).where(own)
  if (!row) throw new AppError('NOT_FOUND', 'Keanggotaan afiliasi tidak ditemukan.')
  if (row.status === 'active') {
    await db
      .update(affiliates)
      .set(
        stampUpdate(actorOf(auth), {
          status: 'removed' as const,
          removedBy: 'self' as const,
          removedAt: new Date(),
        }),
      )
      .where(and(own, eq(affiliates.status, 'active')))
  }
  const settings = await getPlatformSettings(db, defaults)
  const [membership] = await readMemberships(db, own, settings)
  if (!membership) throw new AppError('NOT_FOUND', 'Keanggotaan afiliasi tidak ditemukan.')
  return membership
}
