import type { UpdateProfileInput } from '@pasarprompt/contracts/profile'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { AuthSession } from '../auth/session.ts'
import { getProfile } from './get-profile.ts'
import { userStamp } from './user-stamp.ts'

/**
 * Changes the caller's name, phone number, date of birth and gender (already parsed by
 * `UpdateProfileInput`: phone `+628…`, an age of 13–120). Only fields that were sent change.
 * better-auth's own `/update-user` is switched off, so this is the only way to write them.
 */
export async function updateProfile(
  db: Database,
  auth: AuthSession,
  input: z.output<typeof UpdateProfileInput>,
) {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<typeof input>
  await db
    .update(users)
    .set({ ...changes, ...userStamp(auth) })
    .where(eq(users.id, auth.user.id))
  return getProfile(db, auth.user.id)
}
