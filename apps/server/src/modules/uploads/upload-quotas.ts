import type { QuotaRule } from '../limits/consume-quota.ts'
import {
  AVATARS_PER_USER_DAY,
  UPLOAD_BYTES_PER_SHOP_DAY,
  UPLOAD_QUOTA_WINDOW_MS,
  UPLOADS_PER_SHOP_DAY,
} from '../limits/limits.ts'

export const UPLOAD_QUOTA_MESSAGE =
  'Batas unggahan gambar hari ini sudah tercapai. Coba lagi besok.'

/** Counted before the file is read, so a refused upload costs no decoding. */
export const shopUploadCount = (shopId: string): QuotaRule => ({
  key: `uploads:count:shop:${shopId}`,
  max: UPLOADS_PER_SHOP_DAY,
  windowMs: UPLOAD_QUOTA_WINDOW_MS,
})

/** Counted once the file is read, before it is decoded. */
export const shopUploadBytes = (shopId: string, bytes: number): QuotaRule & { amount: number } => ({
  key: `uploads:bytes:shop:${shopId}`,
  max: UPLOAD_BYTES_PER_SHOP_DAY,
  windowMs: UPLOAD_QUOTA_WINDOW_MS,
  amount: bytes,
})

export const avatarUploadCount = (userId: string): QuotaRule => ({
  key: `uploads:avatar:user:${userId}`,
  max: AVATARS_PER_USER_DAY,
  windowMs: UPLOAD_QUOTA_WINDOW_MS,
})
