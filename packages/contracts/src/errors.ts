import { z } from 'zod'

/**
 * Every error the API returns has one of these codes and a message that is safe to show to the
 * user. The server owns the HTTP status of each code; the web app branches on the code, never
 * on the status: a screen that treats a refusal its own way has a code of its own.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'ORIGIN_REJECTED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'ORGANIZATION_CHANGED',
  'EMAIL_NOT_VERIFIED',
  'RATE_LIMITED',
  'NO_COMPANY_ID',
  'ALREADY_PURCHASED',
  'INVALID_SIGNATURE',
  'PAYMENT_AMOUNT_MISMATCH',
  'PAYMENT_GATEWAY_FAILED',
  'INVALID_IMAGE',
  'INVALID_STATUS_TRANSITION',
  'PAYMENT_CONFIG_MISSING',
  'PAYOUT_BELOW_MINIMUM',
  'PAYOUT_ALREADY_OPEN',
  'INSUFFICIENT_BALANCE',
  'SHOP_HAS_BALANCE',
  'ACCOUNT_DELETION_REFUSED',
  'SHOP_SLUG_TAKEN',
  'SHOP_NAME_TAKEN',
  'PROMPT_NOT_FOR_SALE',
  'FREE_PROMPT_CLAIMED',
  'ORDER_NOT_PAYABLE',
  'SERVICE_UNAVAILABLE',
  'MODEL_FAILED',
  'INTERNAL',
] as const

export const ErrorCode = z.enum(errorCodes)
export type ErrorCode = z.infer<typeof ErrorCode>

/** Default Indonesian message per code; a use case may give a more precise one. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Data yang dikirim tidak valid.',
  INVALID_JSON: 'Format data tidak valid (JSON rusak).',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis konten tidak didukung.',
  PAYLOAD_TOO_LARGE: 'Ukuran data terlalu besar.',
  UNAUTHORIZED: 'Silakan masuk terlebih dahulu.',
  FORBIDDEN: 'Anda tidak memiliki akses.',
  ORIGIN_REJECTED: 'Permintaan ditolak karena asal permintaan tidak dikenal.',
  NOT_FOUND: 'Data tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat API tidak ditemukan.',
  METHOD_NOT_ALLOWED: 'Metode tidak diizinkan.',
  CONFLICT: 'Data bentrok dengan data lain.',
  ORGANIZATION_CHANGED: 'Organisasi aktif telah berubah. Muat ulang halaman.',
  EMAIL_NOT_VERIFIED: 'Verifikasi email Anda terlebih dahulu.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Coba lagi sebentar lagi.',
  // The spec's exact text for an insert without a tenant (spec §8).
  NO_COMPANY_ID: 'No Company ID',
  ALREADY_PURCHASED: 'Anda sudah memiliki prompt ini.',
  INVALID_SIGNATURE: 'Tanda tangan notifikasi tidak valid.',
  PAYMENT_AMOUNT_MISMATCH: 'Jumlah pembayaran tidak sesuai dengan pesanan.',
  PAYMENT_GATEWAY_FAILED: 'Gateway pembayaran tidak dapat dihubungi. Silakan coba lagi.',
  INVALID_IMAGE: 'Berkas harus berupa gambar JPG, PNG, WebP, atau GIF.',
  INVALID_STATUS_TRANSITION: 'Status prompt tidak dapat diubah dengan cara ini.',
  PAYMENT_CONFIG_MISSING: 'Isi rekening bank toko terlebih dahulu.',
  PAYOUT_BELOW_MINIMUM: 'Jumlah pencairan di bawah batas minimum.',
  PAYOUT_ALREADY_OPEN: 'Masih ada permintaan pencairan yang sedang diproses.',
  INSUFFICIENT_BALANCE: 'Saldo tersedia tidak mencukupi.',
  SHOP_HAS_BALANCE: 'Toko masih memiliki saldo. Cairkan atau selesaikan saldo terlebih dahulu.',
  ACCOUNT_DELETION_REFUSED: 'Akun ini belum dapat dihapus.',
  SHOP_SLUG_TAKEN: 'Slug sudah dipakai toko lain.',
  SHOP_NAME_TAKEN: 'Nama ini sudah dipakai toko lain atau terlalu mirip.',
  PROMPT_NOT_FOR_SALE: 'Prompt ini sedang tidak dijual.',
  // Says nothing of the first order: whoever asks may not be whoever claimed it (decision 0022).
  FREE_PROMPT_CLAIMED:
    'Prompt gratis ini sudah diambil dengan email ini. Buka tautan di email bukti pesanan, atau masuk dengan email tersebut untuk melihatnya di Pesanan.',
  ORDER_NOT_PAYABLE: 'Pesanan ini tidak lagi menunggu pembayaran.',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
  // "Coba dulu" (issue 31): the model provider failed; the try was not counted.
  MODEL_FAILED:
    'Model AI sedang tidak dapat dihubungi. Percobaan ini tidak dihitung; coba lagi sebentar lagi.',
  INTERNAL: 'Terjadi kesalahan pada server. Silakan coba lagi.',
}

export const FieldError = z.object({ path: z.string(), message: z.string() })

export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.array(FieldError).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>
