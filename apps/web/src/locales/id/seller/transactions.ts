// /app/transaction (issue 6; one row per event since issue 15).
export const sellerTransactionsText = {
  title: 'Transaction',
  lead: 'Setiap kejadian pada uang toko, satu baris masing-masing: penjualan, dana yang menjadi tersedia, pengembalian dana, dan pencairan, dengan statusnya saat ini.',
  managersOnly: 'Hanya pemilik atau admin toko yang dapat melihat transaksi.',
  all: 'Semua',
  download: 'Unduh CSV',
  empty: 'Belum ada transaksi untuk saldo ini.',
  more: 'Muat lebih banyak',
  columns: {
    at: 'Waktu',
    kind: 'Kejadian',
    bucket: 'Saldo',
    detail: 'Pesanan',
    amount: 'Jumlah',
    balance: (bucket: string) => `Saldo ${bucket.toLowerCase()} setelahnya`,
    total: 'Saldo toko setelahnya',
  },
  /** Under the table's title: what its last column adds up, said where it is read (issue 28). */
  totalExplained:
    'Saldo toko setelahnya = Ditahan + Tersedia + Sedang dicairkan, sesudah kejadian itu. Penjualan menambahnya, pengembalian dana dan pencairan yang sudah dikirim menguranginya; dana yang hanya pindah (Ditahan → Tersedia, Tersedia → Sedang dicairkan) tidak mengubahnya.',
  balanceExplained: (bucket: string) =>
    `Saldo ${bucket.toLowerCase()} setelahnya: isi saldo ${bucket.toLowerCase()} sesudah kejadian itu.`,
  /** Under the total of a row that only moved money between balances. */
  totalUnchanged: 'tetap: dana hanya pindah',
  payout: 'Pencairan saldo',
  heldUntil: (date: string) => `Ditahan sampai ${date}`,
  split: (
    gross: string,
    platformFee: string,
    affiliateFee: string | null,
    pph22: string | null,
    net: string,
  ) =>
    `Penjualan kotor ${gross} − komisi platform ${platformFee}${affiliateFee ? ` − komisi afiliasi ${affiliateFee}` : ''}${pph22 ? ` − PPh 22 ${pph22}` : ''} = pendapatan bersih ${net}`,
  move: (from: string, to: string) => `${from} → ${to}`,
  into: (to: string) => `Masuk ke saldo ${to.toLowerCase()}`,
  out: (from: string) => `Keluar dari saldo ${from.toLowerCase()}`,
} as const
