/** The prompt page's reviews section ("Ulasan"). */
export const reviewsText = {
  title: 'Ulasan',
  none: 'Belum ada ulasan untuk prompt ini.',
  count: (count: string) => `${count} ulasan`,
  averageLabel: (average: string, count: string) =>
    `Rating rata-rata ${average} dari 5, berdasarkan ${count} ulasan`,
  more: 'Muat lebih banyak',
  edited: '(diubah)',
  shopReply: (shop: string) => `Balasan ${shop}`,
  write: 'Beri ulasan',
  edit: 'Ubah ulasan',
  yours: 'Ulasan Anda',
  ratingLegend: 'Rating',
  star: (count: number) => `${count} bintang`,
  bodyLabel: 'Ulasan Anda',
  bodyHint: 'Ceritakan hasil yang Anda dapat dari prompt ini (10–2000 karakter).',
  submit: 'Kirim ulasan',
  save: 'Simpan perubahan',
  cancel: 'Batal',
  created: 'Terima kasih! Ulasan Anda sudah tayang.',
  updated: 'Ulasan Anda diperbarui.',
}
