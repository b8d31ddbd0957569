/**
 * Every visible text of the web app, in Indonesian. Components read from here so that an
 * English dictionary can follow with the same shape.
 */
export const t = {
  brand: {
    name: 'PasarPrompt',
    tagline: 'Marketplace prompt AI Indonesia',
    homeLink: 'PasarPrompt — ke beranda',
  },
  home: {
    title: 'PasarPrompt — Marketplace Prompt AI Indonesia',
    heroEyebrow: 'Marketplace prompt AI Indonesia',
    heroTitle: 'Prompt AI siap pakai, buatan kreator Indonesia',
    heroLead:
      'Temukan prompt yang sudah teruji untuk ChatGPT, Claude, Gemini, Midjourney, dan model AI lainnya. Bayar dengan cara yang biasa Anda pakai, lalu langsung gunakan.',
    heroAbout: 'Tentang PasarPrompt',
    howTitle: 'Cara kerjanya',
    steps: [
      {
        title: 'Temukan prompt',
        body: 'Cari berdasarkan kategori, model AI, dan contoh hasil yang ditampilkan penjual.',
      },
      {
        title: 'Bayar dengan mudah',
        body: 'QRIS, GoPay, OVO, DANA, ShopeePay, atau virtual account BCA, BNI, BRI, dan Mandiri.',
      },
      {
        title: 'Langsung pakai',
        body: 'Teks prompt lengkap dan petunjuk penggunaannya terbuka begitu pembayaran berhasil.',
      },
    ],
    sellTitle: 'Punya prompt andalan?',
    sellBody:
      'Buka toko di PasarPrompt, tampilkan contoh hasil prompt Anda, dan terima pembayaran dalam rupiah. Setiap prompt ditinjau sebelum tayang, sehingga pembeli percaya pada kualitasnya.',
  },
  footer: {
    about: 'Tentang',
    terms: 'Syarat & Ketentuan',
    privacy: 'Kebijakan Privasi',
    contact: 'Kontak',
    navLabel: 'Informasi',
    copyright: (year: number) => `© ${year} PasarPrompt. Hak cipta dilindungi.`,
  },
  staticPage: {
    lastUpdated: (date: string) => `Terakhir diperbarui ${date}`,
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Alamat yang Anda buka tidak ada atau sudah dipindahkan.',
    backHome: 'Kembali ke beranda',
  },
  errors: {
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    network: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
    pageCrashed: 'Terjadi kesalahan saat menampilkan halaman ini.',
    reload: 'Muat ulang',
  },
  toast: {
    label: 'Notifikasi',
    // Radix puts the hotkey into {hotkey} for screen readers.
    viewportLabel: 'Notifikasi ({hotkey})',
    close: 'Tutup notifikasi',
  },
  loading: 'Memuat…',
} as const
