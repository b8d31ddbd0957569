import type { Profile } from '@pasarprompt/contracts/profile'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { accounts, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** The caller's own profile; `userId` always comes from the session, never from the request. */
export async function getProfile(db: Executor, userId: string): Promise<Profile> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      phoneNumber: users.phoneNumber,
      dateOfBirth: users.dateOfBirth,
      gender: users.gender,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new AppError('UNAUTHORIZED')
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    )
    .limit(1)
  return { ...user, hasPassword: Boolean(credential) }
}
