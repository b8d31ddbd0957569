import type { EmailGroup } from '@pasarprompt/contracts/notifications'

/**
 * The bell and the email switches (issue 13). Loaded only with them: the bell is a lazy chunk
 * for signed-in users, the switches live in Profil.
 */
export const notificationsText = {
  bell: {
    label: (unread: number) => (unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'),
    title: 'Notifikasi',
    markAllRead: 'Tandai semua dibaca',
    empty: 'Belum ada notifikasi. Kabar penjualan, pesanan, dan pencairan dana muncul di sini.',
    loadMore: 'Muat lebih banyak',
    loadFailed: 'Notifikasi tidak dapat dimuat.',
    unread: 'Belum dibaca',
  },
  /** The list's "just now"; older times come from Intl ("5 menit yang lalu"), WIB on hover. */
  justNow: 'baru saja',
  email: {
    title: 'Notifikasi email',
    lead: 'Pilih kabar yang juga dikirim ke email Anda. Notifikasi di aplikasi (ikon lonceng) tetap muncul.',
    saved: 'Pilihan email disimpan.',
    groups: {
      sales: {
        label: 'Penjualan',
        hint: 'Saat prompt toko Anda terjual, atau penjualannya dibatalkan (pengembalian dana atau chargeback).',
      },
      moderation: {
        label: 'Moderasi prompt',
        hint: 'Saat prompt Anda disetujui atau ditolak, beserta alasannya.',
      },
      payouts: {
        label: 'Pencairan dana',
        hint: 'Saat pencairan saldo toko dikirim atau ditolak.',
      },
      orders: {
        label: 'Pesanan',
        hint: 'Bukti pembayaran pesanan Anda sebagai pembeli, dan pengembalian dananya.',
      },
      chat: {
        label: 'Chat',
        hint: 'Pesan chat baru saat Anda sedang tidak membuka PasarPrompt.',
      },
      affiliate: {
        label: 'Afiliasi',
        hint: 'Saat tautan afiliasi Anda menghasilkan penjualan, penjualannya dibatalkan, atau toko mengeluarkan Anda dari programnya.',
      },
      complaints: {
        label: 'Komplain',
        hint: 'Saat komplain atas pesanan dibuka, dijawab, diteruskan ke admin, atau diputuskan — sebagai pembeli maupun sebagai toko.',
      },
    } satisfies Record<EmailGroup, { label: string; hint: string }>,
  },
}
