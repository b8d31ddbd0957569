import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { PlatformSettingsInput } from '@pasarprompt/contracts/settings'
import type { Database } from '../../db/client.ts'
import { platformSettings } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getCommissionOverview } from './get-commission-overview.ts'
import { getPlatformSettings } from './get-platform-settings.ts'

export interface UpdatePlatformSettingsOptions {
  admin: AdminContext
  input: PlatformSettingsInput
  defaults: { earningsHoldDays: number }
}

/**
 * New platform settings (DESIGN.md §4): they apply to orders created from now on — each order
 * keeps the rates it was created with — and the change is audited with its before and after.
 */
export async function updatePlatformSettings(
  db: Database,
  { admin, input, defaults }: UpdatePlatformSettingsOptions,
) {
  await db.transaction(async (tx) => {
    // The sign-up mode has its own form and its own history line (update-sign-up-mode.ts).
    const { signUpMode: _, ...before } = await getPlatformSettings(tx, defaults)
    // Saving what is already set changes nothing and is not a line of history.
    if ((Object.keys(input) as (keyof typeof input)[]).every((key) => input[key] === before[key])) {
      return
    }
    await tx
      .insert(platformSettings)
      .values(stampInsert(admin.actor, { id: DEFAULT_COMPANY_ID, ...input }))
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: stampUpdate(admin.actor, input),
      })
    await recordAudit(tx, admin, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: DEFAULT_COMPANY_ID,
      before,
      after: input,
    })
  })
  return getCommissionOverview(db, defaults)
}
