import { rm } from 'node:fs/promises'
import path from 'node:path'

/** Avatars live apart from shop uploads: `{uploadsDir}/avatars/{userId}/{id}.webp`. */
export const AVATAR_PREFIX = '/uploads/avatars/'

export const avatarKey = (userId: string, id: string) => `avatars/${userId}/${id}.webp`

/**
 * Deletes the file behind an avatar URL, if it is one of ours for this user (a Google picture or
 * anything else is left alone: it is not our file).
 */
export async function removeAvatarFile(uploadsDir: string, userId: string, url: string | null) {
  const ownPrefix = `${AVATAR_PREFIX}${userId}/`
  if (!url?.startsWith(ownPrefix)) return
  const name = url.slice(ownPrefix.length)
  if (!/^[0-9a-f-]{36}\.webp$/.test(name)) return
  await rm(path.join(uploadsDir, 'avatars', userId, name), { force: true })
}
