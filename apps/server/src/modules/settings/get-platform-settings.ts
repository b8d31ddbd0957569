import {
  DEFAULT_AFFILIATE_BP,
  DEFAULT_COMMISSION_BP,
  DEFAULT_COMPANY_ID,
  DEFAULT_MIN_PAYOUT,
} from '@pasarprompt/contracts/constants'
import type { SignUpMode } from '@pasarprompt/contracts/waitlist'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { platformSettings } from '../../db/schema.ts'

export interface PlatformSettings {
  commissionBp: number
  affiliateBp: number
  holdDays: number
  minPayout: number
  signUpMode: SignUpMode
}

/** The tenant's settings row, or the defaults (EARNINGS_HOLD_DAYS for the hold) without one. */
export async function getPlatformSettings(
  db: Executor,
  defaults: { earningsHoldDays: number },
): Promise<PlatformSettings> {
  const [row] = await db
    .select({
      commissionBp: platformSettings.commissionBp,
      affiliateBp: platformSettings.affiliateBp,
      holdDays: platformSettings.holdDays,
      minPayout: platformSettings.minPayout,
      signUpMode: platformSettings.signUpMode,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, DEFAULT_COMPANY_ID))
  return (
    row ?? {
      commissionBp: DEFAULT_COMMISSION_BP,
      affiliateBp: DEFAULT_AFFILIATE_BP,
      holdDays: defaults.earningsHoldDays,
      minPayout: DEFAULT_MIN_PAYOUT,
      signUpMode: 'open',
    }
  )
}
