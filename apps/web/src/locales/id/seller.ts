import { balanceText } from './seller/balance'
import { sellerDashboardText } from './seller/dashboard'
import { sellerCustomersText, sellerOrdersText } from './seller/orders'
import { sellerPayoutsText } from './seller/payouts'
import { sellerProductsText } from './seller/products'
import { sellerReviewsText } from './seller/reviews'
import { sellerSettingsText } from './seller/settings'
import { sellerShellText } from './seller/shell'
import { sellerStatisticsText } from './seller/statistics'
import { sellerTransactionsText } from './seller/transactions'

/** The seller area's texts (/app); only the seller area's code imports them. */
export const seller = {
  shell: sellerShellText,
  products: sellerProductsText,
  dashboard: sellerDashboardText,
  payouts: sellerPayoutsText,
  settings: sellerSettingsText,
  transactions: sellerTransactionsText,
  statistics: sellerStatisticsText,
  orders: sellerOrdersText,
  reviews: sellerReviewsText,
  customers: sellerCustomersText,
  balance: balanceText,
  app: {
    workspace: 'Ruang kerja penjual',
    dashboard: 'Dasbor',
    welcome: (name: string) => `Selamat datang, ${name}.`,
    members: (count: number) => `${count} anggota`,
    status: { active: 'Aktif', suspended: 'Dibekukan', closed: 'Ditutup' },
    profileTitle: '1. Lengkapi profil toko',
    profileLead: 'Nama dan deskripsi tampil di halaman toko Anda.',
    descriptionLabel: 'Deskripsi toko',
    inviteTitle: '2. Undang tim Anda',
    inviteLead:
      'Anggota mengelola prompt dan pesanan; admin juga mengelola keuangan dan pengaturan.',
    inviteEmail: 'Email anggota',
    inviteRole: 'Peran',
    inviteSubmit: 'Kirim undangan',
    inviteSent: (email: string) => `Undangan dikirim ke ${email}.`,
    backToDashboard: 'Kembali ke dasbor',
  },
} as const
