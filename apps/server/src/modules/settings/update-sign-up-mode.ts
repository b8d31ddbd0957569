import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { SignUpMode } from '@pasarprompt/contracts/waitlist'
import type { Database } from '../../db/client.ts'
import { platformSettings } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getCommissionOverview } from './get-commission-overview.ts'
import { getPlatformSettings } from './get-platform-settings.ts'

export interface UpdateSignUpModeOptions {
  admin: AdminContext
  signUpMode: SignUpMode
  defaults: { earningsHoldDays: number }
}

/**
 * Opens sign-up to everyone or limits it to invitees (the waitlist). It applies at once, to the
 * next account anyone tries to create (auth.ts asks on every one); audited like the other settings.
 */
export async function updateSignUpMode(
  db: Database,
  { admin, signUpMode, defaults }: UpdateSignUpModeOptions,
) {
  await db.transaction(async (tx) => {
    const { signUpMode: before, ...rest } = await getPlatformSettings(tx, defaults)
    // Saving the mode it already has changes nothing and is not a line of history.
    if (before === signUpMode) return
    await tx
      .insert(platformSettings)
      .values(stampInsert(admin.actor, { id: DEFAULT_COMPANY_ID, ...rest, signUpMode }))
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: stampUpdate(admin.actor, { signUpMode }),
      })
    await recordAudit(tx, admin, {
      action: 'settings.sign-up-mode',
      targetType: 'settings',
      targetId: DEFAULT_COMPANY_ID,
      before: { signUpMode: before },
      after: { signUpMode },
    })
  })
  return getCommissionOverview(db, defaults)
}
