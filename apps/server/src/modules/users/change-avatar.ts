import { randomUUID } from 'node:crypto'
import { AVATAR_SIZE } from '@pasarprompt/contracts/profile'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import type { ObjectStore } from '../../infra/storage/object-store.ts'
import type { AuthSession } from '../auth/session.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { encodeWebp } from '../uploads/store-image.ts'
import { avatarUploadCount, UPLOAD_QUOTA_MESSAGE } from '../uploads/upload-quotas.ts'
import { avatarKey, removeAvatarFile } from './avatar-file.ts'
import { getProfile } from './get-profile.ts'
import { userStamp } from './user-stamp.ts'

/**
 * Stores a new avatar for the caller: decoded and re-encoded as a 512 px square WebP (centre
 * crop), under a fresh name so caches never show the old one; the previous picture is deleted.
 * Counted against the person's day of avatars before `read` reads the file (429 with
 * `Retry-After` over it).
 */
export async function changeAvatar(
  db: Database,
  auth: AuthSession,
  input: { read: () => Promise<Buffer>; store: ObjectStore },
) {
  refuseOverQuota(await consumeQuota(db, avatarUploadCount(auth.user.id)), UPLOAD_QUOTA_MESSAGE)
  const bytes = await input.read()
  const encoded = await encodeWebp(bytes, (image) =>
    image.resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' }),
  )
  const userId = auth.user.id
  const key = avatarKey(userId, randomUUID())
  await input.store.put(key, encoded.data, 'image/webp')

  let previous: string | null
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      await tx
        .update(users)
        .set({ image: `/uploads/${key}`, ...userStamp(auth) })
        .where(eq(users.id, userId))
      return row?.image ?? null
    })
  } catch (error) {
    await input.store.delete([key])
    throw error
  }
  await removeAvatarFile(input.store, userId, previous)
  return getProfile(db, userId)
}
