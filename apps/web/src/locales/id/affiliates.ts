/**
 * The affiliate programme (issue 14) as a visitor, an affiliate and a shop's manager see it:
 * the shop and prompt pages, the account's 'Afiliasi' tab, and the shop's settings and statistics.
 */
export const affiliatesText = {
  link: {
    copy: 'Salin tautan',
    copied: 'Tautan disalin.',
    copyFailed: 'Tautan tidak dapat disalin.',
    copyFailedBody: 'Pilih tautan lalu salin secara manual.',
  },
  /** The card on a shop's page. */
  shopCard: {
    title: 'Program afiliasi',
    lead: (rate: string) => `Dapatkan ${rate} dari setiap penjualan yang datang dari tautan Anda.`,
    termsLabel: 'Ketentuan program',
    terms: (rate: string, windowDays: number, holdDays: number) => [
      `Komisi ${rate} dihitung dari harga prompt dan diambil dari bagian penjual; harga bagi pembeli tidak berubah.`,
      `Penjualan dihitung untuk Anda bila pembeli membayar dalam ${windowDays} hari sejak klik terakhirnya pada tautan Anda; klik pada tautan afiliasi lain sesudahnya yang berlaku.`,
      `Komisi ditahan ${holdDays} hari setelah pembayaran, lalu tersedia untuk dicairkan di Afiliasi. Pengembalian dana membatalkan komisinya.`,
      'Pembelian Anda sendiri dan pembelian anggota toko tidak mendapat komisi.',
    ],
    join: 'Gabung program afiliasi',
    joining: 'Memproses…',
    joined: 'Anda sudah bergabung. Bagikan tautan ini:',
    linkLabel: 'Tautan afiliasi toko ini',
    overview: 'Lihat di Afiliasi',
    removed: 'Toko ini telah mengeluarkan Anda dari program afiliasinya.',
    welcome: 'Anda bergabung dengan program afiliasi.',
  },
  /** The small box on a prompt's page, for the shop's affiliates. */
  promptLink: {
    title: 'Tautan afiliasi Anda',
    label: 'Tautan afiliasi prompt ini',
  },
  /** /account/affiliate. */
  account: {
    tab: 'Afiliasi',
    title: 'Afiliasi',
    lead: 'Tautan afiliasi Anda, klik, pesanan, komisi, dan pencairannya.',
    emptyTitle: 'Anda belum ikut program afiliasi.',
    emptyLead:
      'Buka halaman toko yang punya kartu “Program afiliasi”, lalu pilih “Gabung program afiliasi”. Anda mendapat tautan; setiap penjualan yang datang dari tautan itu memberi Anda komisi.',
    browseShops: 'Lihat toko',
    balance: {
      label: 'Saldo afiliasi',
      available: 'Tersedia',
      held: 'Ditahan',
      reserved: 'Sedang dicairkan',
      availableFrom: (date: string) => `Tersedia mulai ${date}`,
      availableHint: 'Dapat dicairkan ke rekening Anda.',
      reservedHint: 'Menunggu diproses tim PasarPrompt.',
      heldHint: 'Komisi ditahan beberapa hari setelah pembayaran.',
    },
    programmes: {
      title: 'Program yang Anda ikuti',
      code: 'Kode',
      rate: 'Komisi',
      clicks: 'Klik (30 hari)',
      orders: 'Pesanan',
      earnings: 'Komisi Anda',
      linkLabel: (shop: string) => `Tautan afiliasi ${shop}`,
      openShop: (shop: string) => `Buka halaman ${shop}`,
      joinedAt: (date: string) => `Bergabung ${date}`,
      paused:
        'Program toko ini sedang nonaktif: tautan Anda tidak memberi komisi sampai diaktifkan lagi.',
      removedByShop: 'Toko mengeluarkan Anda dari program ini.',
      left: 'Anda keluar dari program ini.',
      rejoin: 'Gabung lagi',
      leave: 'Keluar dari program',
      leaveTitle: 'Keluar dari program afiliasi?',
      leaveBody: (shop: string) =>
        `Tautan Anda untuk ${shop} tidak lagi memberi komisi. Komisi yang sudah tercatat tetap milik Anda, dan Anda dapat bergabung lagi nanti.`,
      leaveConfirm: 'Ya, keluar',
      leftToast: 'Anda keluar dari program afiliasi.',
      cancel: 'Batal',
      close: 'Tutup',
    },
    orders: {
      title: 'Pesanan dari tautan Anda',
      empty: 'Belum ada pesanan dari tautan Anda.',
      caption: 'Pesanan dari tautan afiliasi Anda, terbaru di atas',
      date: 'Tanggal',
      shop: 'Toko',
      prompt: 'Prompt',
      price: 'Harga',
      fee: 'Komisi',
      status: 'Status',
    },
    bank: {
      lead: 'Pencairan komisi dikirim ke rekening atas nama Anda ini. Setiap perubahan diberitahukan ke email Anda.',
      missing: 'Rekening belum diisi. Isi rekening bank agar Anda dapat mencairkan komisi.',
    },
    payout: 'Cairkan saldo',
  },
  /** /app/setting's section. */
  settings: {
    title: 'Program afiliasi',
    lead: 'Afiliasi membagikan tautan toko Anda dan mendapat komisi dari setiap penjualan lewat tautannya. Komisi diambil dari bagian toko.',
    enabled: 'Aktifkan program afiliasi',
    enabledHint:
      'Saat nonaktif, kartu program tidak tampil dan tautan afiliasi tidak memberi komisi.',
    rate: 'Komisi afiliasi (%)',
    rateHint: (platform: string, max: string) =>
      `Kosongkan untuk memakai bawaan platform (${platform}). Paling tinggi ${max}.`,
    rateInvalid: (max: string) => `Isi angka 0 sampai ${max}, paling banyak dua desimal.`,
    save: 'Simpan program',
    saved: 'Program afiliasi disimpan.',
    affiliates: 'Afiliasi toko',
    affiliatesEmpty: 'Belum ada yang bergabung.',
    caption: 'Afiliasi toko ini',
    name: 'Nama',
    code: 'Kode',
    status: 'Status',
    joined: 'Bergabung',
    clicks: 'Klik',
    orders: 'Pesanan',
    fees: 'Komisi',
    statuses: { active: 'Aktif', removed: 'Dikeluarkan', left: 'Keluar sendiri' },
    remove: 'Keluarkan',
    removeLabel: (name: string) => `Keluarkan ${name}`,
    removeTitle: 'Keluarkan afiliasi ini?',
    removeBody: (name: string) =>
      `Kode afiliasi milik ${name} tidak lagi memberi komisi, termasuk untuk pesanan yang belum dibayar. Komisi yang sudah tercatat tidak berubah. ${name} tidak dapat bergabung lagi.`,
    removed: (name: string) => `${name} dikeluarkan dari program afiliasi.`,
    cancel: 'Batal',
    close: 'Tutup',
  },
  /** /app/statistics's card. */
  statistics: {
    title: 'Afiliasi',
    lead: (period: string) => `Penjualan lewat tautan afiliasi, ${period}.`,
    clicks: 'Klik',
    orders: 'Pesanan',
    revenue: 'Penjualan kotor',
    fees: 'Komisi afiliasi dibayar',
    tableToggle: 'Lihat klik dan pesanan per hari',
    caption: (period: string) => `Klik dan pesanan afiliasi per hari, ${period}, terbaru di atas`,
    day: 'Tanggal',
  },
} as const
