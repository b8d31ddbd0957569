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
    orderedAt: (date: string) => `Dipesan ${date}`,
    buyAgain: 'Beli lagi',
    buyAgainOf: (title: string) => `Beli lagi ${title}`,
    buyAgainLoading: 'Memuat…',
    notForSale: 'Prompt ini tidak dijual lagi.',
    review: 'Beri ulasan',
    editReview: 'Ubah ulasan',
    purchased: 'Sudah dibeli',
    purchasedElsewhere: 'Anda sudah membeli prompt ini di pesanan lain.',
    /** The rest of a bought prompt's texts are shared with the prompt page (common.orders.purchase). */
    bought: {
      copy: 'Salin',
      copyLabel: (title: string) => `Salin prompt ${title}`,
    },
  },
  notFound: 'Halaman akun tidak ditemukan.',
} as const
