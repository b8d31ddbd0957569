/** The buyer's review on /app/order/{id}, and the shop's one reply. */
export const sellerReviewsText = {
  title: 'Ulasan pembeli',
  none: 'Pembeli belum menulis ulasan untuk pesanan ini.',
  edited: '(diubah)',
  star: (count: number) => `${count} bintang`,
  reply: 'Balasan toko',
  repliedBy: (name: string, date: string) => `Dibalas oleh ${name} · ${date}`,
  repliedAt: (date: string) => `Dibalas ${date}`,
  replyLabel: 'Balas ulasan',
  replyHint:
    'Balasan tampil di halaman prompt dan hanya dapat dikirim sekali (maksimal 1000 karakter).',
  send: 'Kirim balasan',
  sent: 'Balasan terkirim dan tampil di halaman prompt.',
  notCounted:
    'Pesanan ini sudah dikembalikan: ulasannya tidak lagi tampil dan tidak dapat dibalas.',
} as const
