/** Texts of the shop's balance (seller dashboard). */
export const balanceText = {
  title: 'Saldo toko',
  available: 'Tersedia',
  held: 'Ditahan',
  reserved: 'Sedang dicairkan',
  heldNote:
    'Hasil penjualan ditahan selama masa tunggu (standarnya 3 hari) sebelum tersedia untuk dicairkan, untuk berjaga bila ada pengembalian dana.',
  live: 'Diperbarui langsung',
}
