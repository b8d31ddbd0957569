import { passwordMessages } from '@pasarprompt/contracts/password'

/**
 * better-auth answers in English; the user must read Indonesian. The adapter in plugins/auth.ts
 * rewrites its error bodies with these messages (by better-auth's error code), or with a
 * message for the HTTP status when the code is not listed.
 */
export const authMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email atau kata sandi salah.',
  INVALID_EMAIL: 'Alamat email tidak valid.',
  INVALID_PASSWORD: 'Kata sandi salah.',
  SESSION_NOT_FRESH: 'Demi keamanan, masuk kembali lalu ulangi.',
  PASSWORD_TOO_SHORT: passwordMessages.tooShort,
  PASSWORD_TOO_LONG: passwordMessages.tooLong,
  USER_ALREADY_EXISTS: 'Email ini sudah terdaftar. Silakan masuk.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Email ini sudah terdaftar. Gunakan email lain.',
  USER_NOT_FOUND: 'Akun tidak ditemukan.',
  EMAIL_NOT_VERIFIED: 'Verifikasi email Anda terlebih dahulu.',
  EMAIL_ALREADY_VERIFIED: 'Email Anda sudah terverifikasi.',
  INVALID_TOKEN: 'Tautan tidak valid atau sudah kedaluwarsa.',
  TOKEN_EXPIRED: 'Tautan sudah kedaluwarsa. Minta tautan baru.',
  SESSION_EXPIRED: 'Sesi Anda berakhir. Silakan masuk kembali.',
  INVALID_ORIGIN: 'Permintaan ditolak karena asal permintaan tidak dikenal.',
  MISSING_OR_NULL_ORIGIN: 'Permintaan ditolak karena asal permintaan tidak dikenal.',
  INVALID_CALLBACK_URL: 'Alamat tujuan tidak diizinkan.',
  INVALID_REDIRECT_URL: 'Alamat tujuan tidak diizinkan.',
  VALIDATION_ERROR: 'Data yang dikirim tidak valid.',
  MISSING_FIELD: 'Ada kolom wajib yang belum diisi.',
  FIELD_NOT_ALLOWED: 'Ada kolom yang tidak boleh diubah.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Akun ini tidak memakai kata sandi.',
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: 'Buka toko melalui halaman pembuatan toko.',
  ORGANIZATION_NOT_FOUND: 'Toko tidak ditemukan.',
  ORGANIZATION_SLUG_ALREADY_TAKEN: 'Slug sudah dipakai toko lain.',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: 'Anda tidak berhak mengubah toko ini.',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: 'Anda tidak berhak menghapus toko ini.',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'Anda bukan anggota toko ini.',
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'Anda bukan anggota toko ini.',
  NO_ACTIVE_ORGANIZATION: 'Pilih toko terlebih dahulu.',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'Pengguna ini sudah menjadi anggota toko.',
  MEMBER_NOT_FOUND: 'Anggota tidak ditemukan.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'Anda pemilik satu-satunya. Serahkan kepemilikan sebelum keluar dari toko.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: 'Toko harus tetap memiliki pemilik.',
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 'Anda tidak berhak mengeluarkan anggota ini.',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 'Anda tidak berhak mengubah peran anggota ini.',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: 'Anda tidak berhak mengundang anggota.',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
    'Anda tidak berhak mengundang dengan peran itu.',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'Email ini sudah diundang ke toko.',
  INVITATION_NOT_FOUND: 'Undangan tidak ditemukan atau sudah tidak berlaku.',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'Undangan ini ditujukan ke email lain.',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    'Verifikasi email Anda terlebih dahulu untuk menanggapi undangan.',
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION:
    'Verifikasi email Anda terlebih dahulu untuk melihat undangan.',
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: 'Anda tidak berhak membatalkan undangan ini.',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION: 'Pengundang sudah bukan anggota toko.',
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'Batas jumlah anggota toko tercapai.',
  INVITATION_LIMIT_REACHED: 'Batas jumlah undangan tercapai.',
  // Our own refusal (auth.ts) while sign-up is in waitlist mode.
  SIGN_UP_WAITLIST_ONLY:
    'Pendaftaran saat ini hanya untuk undangan. Masuk daftar tunggu di halaman Daftar, dan kami akan mengirim undangan ke email Anda.',
}

export const authStatusMessages: Record<number, string> = {
  400: 'Data yang dikirim tidak valid.',
  401: 'Silakan masuk terlebih dahulu.',
  403: 'Anda tidak memiliki akses.',
  404: 'Data tidak ditemukan.',
  429: 'Terlalu banyak percobaan. Coba lagi sebentar lagi.',
  500: 'Terjadi kesalahan pada server. Silakan coba lagi.',
}

/** Codes our own better-auth hooks throw with an Indonesian message, kept as they are. */
export const OWN_CODES = new Set([
  'SHOP_SLUG_INVALID',
  'SHOP_SLUG_TAKEN',
  'SHOP_NAME_TAKEN',
  'SHOP_UPDATE_INVALID',
  'ROLE_INVALID',
  'PASSWORD_REQUIRED',
  'ACCOUNT_DELETION_REFUSED',
  'INVALID_NAME',
  'IMAGE_NOT_ALLOWED',
  'INVITATION_LIMIT',
])
