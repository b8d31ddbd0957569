// /app/setting (issue 6).
export const sellerSettingsText = {
  title: 'Setting',
  lead: 'Profil toko, tim, dan rekening pencairan.',
  teamTitle: 'Tim toko',
  memberNote: 'Anda anggota toko ini. Pemilik atau admin toko mengelola profil, tim, dan rekening.',
} as const
