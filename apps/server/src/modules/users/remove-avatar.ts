import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import type { AuthSession } from '../auth/session.ts'
import { removeAvatarFile } from './avatar-file.ts'
import { getProfile } from './get-profile.ts'
import { userStamp } from './user-stamp.ts'

/** Removes the caller's avatar: the picture goes back to their initial. */
export async function removeAvatar(db: Database, auth: AuthSession, store: ObjectStore) {
  const userId = auth.user.id
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    await tx
      .update(users)
      .set({ image: null, ...userStamp(auth) })
      .where(eq(users.id, userId))
    return row?.image ?? null
  })
  await removeAvatarFile(store, userId, previous)
  return getProfile(db, userId)
}
