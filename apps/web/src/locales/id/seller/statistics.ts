// /app/statistics (issue 6).
export const sellerStatisticsText = {
  title: 'Statistics',
  lead: 'Berapa kali prompt toko Anda dilihat, berapa yang terjual, dan penjualan kotornya, per hari.',
  rangeLegend: 'Rentang waktu',
  range: (days: number) => `${days} hari`,
  period: (days: number) => `${days} hari terakhir`,
  metrics: {
    views: 'Dilihat',
    sales: 'Terjual',
    revenue: 'Penjualan kotor',
    conversion: 'Konversi',
  },
  metricHints: {
    views: 'Kunjungan ke halaman prompt',
    sales: 'Pesanan terbayar, dikurangi pengembalian',
    revenue: 'Harga pesanan terbayar, sebelum komisi',
    conversion: 'Terjual dibagi dilihat',
  },
  chartTitle: 'Grafik harian',
  chartMetricLegend: 'Tampilkan di grafik',
  chartSummary: (metric: string, period: string, total: string, best: string | null) =>
    `${metric} per hari, ${period}: total ${total}${best ? `, tertinggi pada ${best}` : ', belum ada aktivitas'}.`,
  keyboardHint: 'Gunakan tombol panah kiri dan kanan untuk membaca nilai tiap hari.',
  noActivity: 'Belum ada kunjungan atau penjualan dalam rentang ini.',
  topTitle: 'Prompt terlaris',
  topLead: 'Urut menurut penjualan kotor, lalu jumlah terjual.',
  topEmpty: 'Belum ada prompt yang dilihat atau terjual dalam rentang ini.',
  notPublished: 'tidak tayang',
  tableToggle: 'Lihat angka per hari',
  tableCaption: (period: string) => `Angka per hari, ${period}, terbaru di atas`,
  day: 'Tanggal',
  total: 'Total',
  /** "Coba dulu" (issue 31): tries per prompt and the buyers they brought. */
  tries: {
    title: 'Coba dulu',
    lead: (period: string) =>
      `Percobaan calon pembeli per prompt, ${period}, dan berapa yang kemudian membeli.`,
    caption: (period: string) => `Coba dulu per prompt, ${period}`,
    prompt: 'Prompt',
    tries: 'Dicoba',
    triers: 'Pencoba',
    buyers: 'Membeli',
    conversion: 'Konversi',
    total: 'Total',
    hint: 'Pencoba: orang atau browser berbeda. Membeli: pencoba dengan akun yang membayar prompt itu setelah mencobanya. Konversi: membeli dibagi pencoba.',
    empty: 'Belum ada yang mencoba prompt toko ini dalam rentang ini.',
  },
} as const
