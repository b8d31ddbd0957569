// PPh 22 (issue 32, decision 0044): the seller's "Pajak" section and the staff's pages.
const monthFormat = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 'YYYY-MM' as people read it: 'November 2026'. */
export const periodLabel = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)))
}

export const taxText = {
  seller: {
    title: 'Pajak',
    rate: 'Sesuai PMK 37/2025, PasarPrompt memotong PPh 22 sebesar 0,5% dari harga setiap penjualan, kecuali toko Anda menyerahkan surat pernyataan bahwa omzet setahunnya paling banyak Rp 500 juta.',
    rateNow: (rate: string) => `Tarif untuk pesanan baru saat ini: ${rate}.`,
    identity: {
      title: 'Identitas pajak',
      idType: 'Jenis identitas',
      nik: 'NIK (16 angka)',
      npwp: 'NPWP (15 atau 16 angka)',
      taxId: 'Nomor',
      taxName: 'Nama sesuai identitas',
      save: 'Simpan identitas',
      saved: 'Identitas pajak disimpan.',
      missing: 'Isi NIK atau NPWP toko agar bukti potong mencantumkan identitas Anda.',
    },
    statement: {
      title: 'Surat pernyataan omzet ≤ Rp 500 juta',
      lead: (year: number) =>
        `Unggah surat pernyataan bertanda tangan untuk tahun pajak ${year} (PDF, JPG, atau PNG, maksimal 5 MB). Surat ini hanya dapat dilihat oleh admin PasarPrompt.`,
      needIdentity: 'Simpan NIK atau NPWP terlebih dahulu.',
      file: 'Berkas surat pernyataan',
      upload: 'Unggah surat pernyataan',
      uploaded: 'Surat pernyataan diunggah.',
      current: (year: number, date: string) => `Surat tahun ${year}, diunggah ${date}.`,
      status: {
        valid: 'Berlaku: penjualan tahun ini tidak dipotong PPh 22.',
        rejected: 'Ditolak admin: PPh 22 dipotong sampai Anda mengunggah surat yang benar.',
        exceeded:
          'Tidak berlaku lagi: omzet toko di PasarPrompt tahun ini sudah melewati Rp 500 juta.',
        other_year: 'Untuk tahun pajak lain: unggah surat untuk tahun ini.',
      },
      reason: (reason: string) => `Alasan: ${reason}`,
      turnover: (amount: string, year: number) =>
        `Omzet toko di PasarPrompt tahun ${year}: ${amount}.`,
      badType: 'Surat pernyataan harus berupa PDF, JPG, atau PNG.',
      tooLarge: 'Ukuran surat pernyataan paling besar 5 MB.',
    },
    slips: {
      title: 'Bukti potong PPh 22',
      lead: 'Satu bukti potong per bulan (WIB). Pengembalian dana mengurangi bulan terjadinya.',
      empty: 'Belum ada PPh 22 yang dipotong.',
      period: 'Bulan',
      number: 'Nomor',
      sales: 'Penjualan',
      gross: 'Penjualan kotor',
      withheld: 'PPh 22',
      pdf: 'PDF',
      /** Read after the visible 'PDF': the link's name starts with what it shows. */
      pdfOf: (month: string) => ` bukti potong ${month}`,
    },
  },
  admin: {
    nav: 'Pajak',
    title: 'Pajak — PPh 22',
    lead: 'PPh 22 yang dipotong dari penjualan toko per bulan (WIB), sesuai PMK 37/2025.',
    month: 'Bulan',
    download: 'Unduh CSV',
    empty: 'Tidak ada PPh 22 yang dipotong pada bulan ini.',
    columns: {
      shop: 'Toko',
      taxId: 'NIK/NPWP',
      gross: 'Penjualan kotor',
      withheld: 'PPh 22',
      sales: 'Penjualan',
      slip: 'Nomor bukti potong',
    },
    total: 'Total',
    noTaxId: 'Belum diisi',
    shop: {
      title: 'Pajak (PPh 22)',
      identity: 'Identitas',
      none: 'Toko ini belum mengisi NIK atau NPWP.',
      noStatement: 'Tidak ada surat pernyataan: penjualan dipotong PPh 22.',
      download: 'Unduh surat pernyataan',
      reject: 'Tolak surat pernyataan',
      reason: 'Alasan penolakan',
      confirm: 'Tolak',
      cancel: 'Batal',
      rejected: 'Surat pernyataan ditolak. Pemilik toko diberi tahu.',
      rate: (rate: string) => `Tarif pesanan baru: ${rate}`,
      /** The statement's standing as staff read it (the seller's words say "Anda"). */
      status: {
        valid: 'Berlaku: penjualan tahun ini tidak dipotong PPh 22.',
        rejected: 'Ditolak: PPh 22 dipotong sampai toko mengunggah surat yang benar.',
        exceeded:
          'Tidak berlaku lagi: omzet toko di PasarPrompt tahun ini sudah melewati Rp 500 juta.',
        other_year: 'Untuk tahun pajak lain: penjualan tahun ini dipotong PPh 22.',
      },
    },
  },
} as const
