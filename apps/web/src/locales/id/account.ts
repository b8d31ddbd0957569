/** The buyer's account area (/account). */
export const account = {
  orders: {
    title: 'Pesanan',
    lead: 'Semua prompt yang pernah Anda pesan, terbaru di atas.',
    signInTitle: 'Masuk untuk melihat pesanan Anda',
    signInLead:
      'Masuk dengan email yang Anda pakai saat membeli. Pesanan tamu muncul di akun setelah email tersebut diverifikasi.',
    signIn: 'Masuk',
    empty: 'Anda belum punya pesanan.',
    emptyLead: 'Prompt yang Anda beli akan muncul di sini, lengkap dengan bukti pembayarannya.',
    browse: 'Jelajahi prompt',
    details: 'Lihat pesanan',
    detailsOf: (number: string) => `Lihat pesanan ${number}`,
    viewPrompt: 'Lihat prompt',
    more: 'Muat lebih banyak',
    from: (shop: string) => `dari ${shop}`,
  },
  notFound: 'Halaman akun tidak ditemukan.',
} as const
