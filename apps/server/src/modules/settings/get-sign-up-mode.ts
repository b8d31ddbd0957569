import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { SignUpMode } from '@pasarprompt/contracts/waitlist'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { platformSettings } from '../../db/schema.ts'

/** Whether anyone may sign up (`open`, also without a settings row) or invitees only. */
export async function getSignUpMode(db: Executor): Promise<SignUpMode> {
  const [row] = await db
    .select({ signUpMode: platformSettings.signUpMode })
    .from(platformSettings)
    .where(eq(platformSettings.id, DEFAULT_COMPANY_ID))
  return row?.signUpMode ?? 'open'
}
