// /app/payout: the bank account and payout requests (issue 6); the forms' own words are in
// locales/id/payouts.ts, shared with the affiliate's tab.
export const sellerPayoutsText = {
  title: 'Payout',
  lead: 'Cairkan saldo tersedia ke rekening bank toko. Tim PasarPrompt memproses permintaan pada hari kerja.',
  managersOnly: 'Hanya pemilik atau admin toko yang dapat melihat saldo dan mencairkan dana.',
  bank: {
    lead: 'Pencairan dikirim ke rekening ini. Setiap perubahan diberitahukan ke email pemilik toko.',
    missing: 'Rekening belum diisi. Isi rekening bank agar toko dapat mencairkan saldo.',
  },
} as const
