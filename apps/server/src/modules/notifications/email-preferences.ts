import {
  type EmailGroup,
  type EmailPreferences,
  emailGroups,
} from '@pasarprompt/contracts/notifications'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { AuthSession } from '../auth/session.ts'
import { userStamp } from '../users/user-stamp.ts'

const groups = Object.keys(emailGroups) as EmailGroup[]

const toPreferences = (optOuts: readonly string[]): EmailPreferences =>
  Object.fromEntries(groups.map((group) => [group, !optOuts.includes(group)])) as EmailPreferences

/** The caller's email switches in Profil: every group on unless they switched it off. */
export async function getEmailPreferences(db: Executor, userId: string): Promise<EmailPreferences> {
  const [user] = await db
    .select({ emailOptOuts: users.emailOptOuts })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new AppError('NOT_FOUND', 'Akun tidak ditemukan.')
  return toPreferences(user.emailOptOuts)
}

/**
 * Saves the caller's switches (stored as the groups switched off). Notifications from now on
 * follow them; an email already waiting in the outbox still goes.
 */
export async function updateEmailPreferences(
  db: Executor,
  auth: AuthSession,
  input: EmailPreferences,
): Promise<EmailPreferences> {
  const [user] = await db
    .update(users)
    .set({ emailOptOuts: groups.filter((group) => !input[group]), ...userStamp(auth) })
    .where(eq(users.id, auth.user.id))
    .returning({ emailOptOuts: users.emailOptOuts })
  if (!user) throw new AppError('NOT_FOUND', 'Akun tidak ditemukan.')
  return toPreferences(user.emailOptOuts)
}
