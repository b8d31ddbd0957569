import type { ObjectStore } from '../../infra/storage/object-store.ts'

/** Avatars live apart from shop uploads: key `avatars/{userId}/{id}.webp`. */
export const AVATAR_PREFIX = '/uploads/avatars/'

export const avatarKey = (userId: string, id: string) => `avatars/${userId}/${id}.webp`

/**
 * Deletes the stored picture behind an avatar URL, if it is one of ours for this user (a Google
 * picture or anything else is left alone: it is not ours).
 */
export async function removeAvatarFile(store: ObjectStore, userId: string, url: string | null) {
  const ownPrefix = `${AVATAR_PREFIX}${userId}/`
  if (!url?.startsWith(ownPrefix)) return
  const name = url.slice(ownPrefix.length)
  if (!/^[0-9a-f-]{36}\.webp$/.test(name)) return
  await store.delete([avatarKey(userId, name.slice(0, -'.webp'.length))])
}
