import { DAY_MS } from '@pasarprompt/contracts/durations'
import type { QuotaRule } from '../limits/consume-quota.ts'

/** Images a shop may upload a day: a busy day of new prompts with all their examples. */
export const UPLOADS_PER_SHOP_DAY = 100
/** What those uploads may weigh together, as sent (at most 5 MB each). */
export const UPLOAD_BYTES_PER_SHOP_DAY = 200 * 1024 * 1024
/** New profile pictures a person may set a day. */
export const AVATARS_PER_USER_DAY = 20

export const UPLOAD_QUOTA_MESSAGE =
  'Batas unggahan gambar hari ini sudah tercapai. Coba lagi besok.'

/** Counted before the file is read, so a refused upload costs no decoding. */
export const shopUploadCount = (shopId: string): QuotaRule => ({
  key: `uploads:count:shop:${shopId}`,
  max: UPLOADS_PER_SHOP_DAY,
  windowMs: DAY_MS,
})

/** Counted once the file is read, before it is decoded. */
export const shopUploadBytes = (shopId: string, bytes: number): QuotaRule & { amount: number } => ({
  key: `uploads:bytes:shop:${shopId}`,
  max: UPLOAD_BYTES_PER_SHOP_DAY,
  windowMs: DAY_MS,
  amount: bytes,
})

export const avatarUploadCount = (userId: string): QuotaRule => ({
  key: `uploads:avatar:user:${userId}`,
  max: AVATARS_PER_USER_DAY,
  windowMs: DAY_MS,
})
