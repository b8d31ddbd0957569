/** Texts of the shop's balance (seller dashboard). */
export const balanceText = {
  title: 'Saldo toko',
  available: 'Tersedia',
  held: 'Ditahan',
  reserved: 'Sedang dicairkan',
  heldNote:
    'Pendapatan bersih setiap penjualan ditahan selama masa tunggu (standarnya 3 hari) sebelum tersedia untuk dicairkan, untuk berjaga bila ada pengembalian dana.',
  live: 'Diperbarui langsung',
  availableFrom: (date: string) => `Tersedia mulai ${date}`,
  availableHint: 'Dapat dicairkan di menu Payout.',
  reservedHint: 'Pencairan yang sedang diproses tim PasarPrompt.',
}
