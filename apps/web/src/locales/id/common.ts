/**
 * The texts every area shows (the shell, errors and the words all forms share). The storefront's
 * first load carries this and the marketplace dictionary only; the buyer's orders' texts
 * (`ordersText`, common/orders.ts) are imported where they are shown, and the seller's and the
 * admin's texts live in their own areas' chunks.
 */
export const common = {
  brand: {
    name: 'PasarPrompt',
    tagline: 'Marketplace prompt AI Indonesia',
    homeLink: 'PasarPrompt — ke beranda',
  },
  footer: {
    about: 'Tentang',
    terms: 'Syarat & Ketentuan',
    privacy: 'Kebijakan Privasi',
    contact: 'Kontak',
    navLabel: 'Informasi',
    copyright: (year: string) => `© ${year} PasarPrompt. Hak cipta dilindungi.`,
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
  topBar: {
    navLabel: 'Navigasi utama',
    searchPlaceholder: 'Cari prompt...',
    searchLabel: 'Cari prompt',
    suggestions: 'Saran prompt',
    searchFor: (q: string) => `Cari “${q}”`,
    categories: 'Kategori',
    categoriesLoading: 'Memuat kategori...',
    featuredTitle: 'Prompt Unggulan',
    featuredBody: 'Pilihan terbaik yang dikurasi tim PasarPrompt.',
    promptCount: (count: number) => `${count} prompt`,
    shops: 'Toko',
    guide: 'Panduan',
    // The name holds the badge's text ('3', '99+') as a word of its own (WCAG 2.5.3, label in name).
    wishlist: (badge: string | null) => (badge ? `Wishlist, ${badge} prompt` : 'Wishlist'),
    themeToDark: 'Ganti ke tema gelap',
    themeToLight: 'Ganti ke tema terang',
    signIn: 'Masuk',
    signUp: 'Daftar',
    app: 'APP',
    admin: 'ADMIN',
    menu: 'Menu',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    accountMenu: 'Menu akun',
    profile: 'Profil',
    myShops: 'Toko saya',
    signOut: 'Keluar',
    signOutEverywhere: 'Keluar dari semua perangkat',
    signedOut: 'Anda telah keluar.',
    signedOutEverywhere: 'Anda telah keluar dari semua perangkat.',
  },
  /** The sidebar frame both workspaces share (/app and /admin). */
  sidebar: {
    collapse: 'Ciutkan menu',
    expand: 'Bentangkan menu',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    account: 'Akun saya',
    signOut: 'Keluar',
    marketplace: 'Ke marketplace',
  },
  catalog: {
    free: 'Gratis',
    featured: 'Unggulan',
    purchased: 'Sudah dibeli',
    sold: (count: number) => `${count} terjual`,
    /** A card's rating: "4,7 (12)" beside a star, read out in full. */
    rating: (average: string, count: string) => `${average} (${count})`,
    ratingLabel: (average: string, count: string) => `Rating ${average} dari 5, ${count} ulasan`,
    variables: (count: number) => `${count} variabel`,
  },
  sessions: {
    title: 'Sesi aktif',
    lead: 'Perangkat tempat akun Anda sedang masuk. Akhiri sesi yang tidak Anda kenali.',
    current: 'Perangkat ini',
    since: (date: string) => `Masuk sejak ${date}`,
    revoke: 'Akhiri',
    revoked: 'Sesi diakhiri.',
    unknownDevice: 'Perangkat tidak dikenal',
    browser: 'Peramban',
  },
  roles: { owner: 'Pemilik', admin: 'Admin', member: 'Anggota' },
  shopNoDescription: 'Toko ini belum punya deskripsi.',
  shopNameLabel: 'Nama toko',
  upload: {
    tooLarge: 'Ukuran gambar paling besar 5 MB.',
  },
  avatarOf: (name: string) => `Foto profil ${name}`,
  cancel: 'Batal',
  close: 'Tutup',
  /** The spec's answer to a save (spec §7). */
  saved: 'Dokumen berhasil disimpan.',
  deleted: 'Dokumen berhasil dihapus.',
  save: 'Simpan',
  processing: 'Memproses…',
  uploading: 'Mengunggah…',
  loading: 'Memuat…',
} as const
