/**
 * The bank account, payout request and payout history, shared by the shop's Payout page and the
 * affiliate's 'Afiliasi' tab (issue 14): loaded only with those components.
 */
export const payoutsText = {
  bank: {
    title: 'Rekening pencairan',
    bank: 'Bank',
    choose: 'Pilih bank',
    accountNumber: 'Nomor rekening',
    accountHolder: 'Nama pemilik rekening',
    holderHint: 'Sesuai buku tabungan.',
    save: 'Simpan rekening',
    edit: 'Ubah rekening',
    cancel: 'Batal',
    changedAt: (date: string) => `Terakhir diubah ${date}`,
  },
  request: {
    title: 'Ajukan pencairan',
    amount: 'Jumlah (Rp)',
    hint: (min: string, max: string) => `Paling sedikit ${min}, paling banyak ${max}.`,
    minimum: (min: string) => `Minimum pencairan ${min}.`,
    all: 'Cairkan semua',
    submit: 'Ajukan pencairan',
    done: 'Permintaan pencairan diajukan.',
    openRequest:
      'Masih ada permintaan yang sedang diproses. Anda dapat mengajukan lagi setelah selesai.',
    belowMinimum: (available: string, min: string) =>
      `Saldo tersedia ${available}, belum mencapai minimum pencairan ${min}.`,
    heldUntil: (held: string, date: string) =>
      `${held} masih ditahan selama masa tunggu; dana berikutnya tersedia mulai ${date}.`,
    held: (held: string) => `${held} masih ditahan selama masa tunggu.`,
    needBank: 'Isi rekening pencairan terlebih dahulu.',
    confirmTitle: 'Ajukan pencairan ini?',
    confirmBody: (amount: string, account: string) =>
      `${amount} akan dikirim ke ${account} setelah disetujui tim PasarPrompt.`,
    confirm: 'Ya, ajukan',
    cancel: 'Batal',
    close: 'Tutup',
  },
  history: {
    title: 'Riwayat pencairan',
    empty: 'Belum ada pencairan.',
    reference: (ref: string) => `Ref. transfer ${ref}`,
  },
} as const
