import type { AffiliateMembership } from '@pasarprompt/contracts/affiliates'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliates } from '../../db/schema.ts'
import type { AuthSession } from '../auth/session.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { readMemberships } from './affiliate-membership-view.ts'

/** The signed-in user's programmes, left and removed ones included (their pages say why). */
export async function listAffiliateMemberships(
  db: Executor,
  auth: AuthSession,
  defaults: { earningsHoldDays: number },
): Promise<AffiliateMembership[]> {
  const settings = await getPlatformSettings(db, defaults)
  return readMemberships(db, eq(affiliates.userId, auth.user.id), settings)
}
