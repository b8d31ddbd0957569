// /app/transaction (issue 6).
export const sellerTransactionsText = {
  title: 'Transaction',
  lead: 'Setiap perubahan saldo toko: penjualan, dana yang menjadi tersedia, pengembalian dana, dan penarikan.',
  managersOnly: 'Hanya pemilik atau admin toko yang dapat melihat transaksi.',
  all: 'Semua',
  download: 'Unduh CSV',
  empty: 'Belum ada transaksi untuk saldo ini.',
  more: 'Muat lebih banyak',
  columns: {
    at: 'Waktu',
    kind: 'Jenis',
    bucket: 'Saldo',
    detail: 'Pesanan',
    amount: 'Jumlah',
    balance: 'Saldo setelahnya',
  },
  payout: 'Penarikan saldo',
} as const
