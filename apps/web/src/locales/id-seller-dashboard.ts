// /app/dashboard (issue 6).
export const sellerDashboardText = {
  today: 'Penjualan hari ini',
  month: 'Penjualan bulan ini',
  sold: (count: number) => `${count} terjual`,
  chartTitle: 'Pendapatan 30 hari terakhir',
  chartLabel: (total: string) => `Pendapatan per hari, 30 hari terakhir: total ${total}`,
  recentOrders: 'Pesanan terbaru',
  noOrders: 'Belum ada pesanan. Bagikan tautan toko Anda agar pembeli menemukan prompt Anda.',
  promptsToWatch: 'Prompt yang perlu perhatian',
  noPromptsToWatch: 'Tidak ada prompt yang sedang ditinjau atau ditolak.',
  inReview: 'Dalam peninjauan',
  rejected: 'Ditolak',
  allProducts: 'Semua prompt',
  allOrders: 'Semua pesanan',
} as const
