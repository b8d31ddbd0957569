import { promptListText } from './marketplace/prompt-list'
import { promptPageText } from './marketplace/prompt-page'
import { reviewsText } from './marketplace/reviews'

/** The storefront's texts: home, prompt list and page, shops, wishlist, guide, static pages. */
export const marketplace = {
  home: {
    title: 'PasarPrompt — Marketplace Prompt AI Indonesia',
    heroEyebrow: 'Marketplace prompt AI Indonesia',
    heroTitle: 'Prompt AI siap pakai, buatan kreator Indonesia',
    heroLead:
      'Temukan prompt yang sudah teruji untuk ChatGPT, Claude, Gemini, Midjourney, dan model AI lainnya. Bayar dengan cara yang biasa Anda pakai, lalu langsung gunakan.',
    heroSearchPlaceholder: 'Cari prompt: caption Instagram, foto produk, batik…',
    heroSearch: 'Cari',
    featured: 'Prompt Unggulan',
    bestSelling: 'Terlaris',
    newest: 'Terbaru',
    categories: 'Jelajahi kategori',
    shops: 'Toko kreator',
    seeAll: 'Lihat semua',
    sellCta: 'Cara membuka toko',
    howTitle: 'Cara kerjanya',
    steps: [
      {
        title: 'Temukan prompt',
        body: 'Cari berdasarkan kategori, model AI, dan contoh hasil yang ditampilkan penjual.',
      },
      {
        title: 'Bayar dengan mudah',
        body: 'QRIS, GoPay, OVO, DANA, ShopeePay, atau virtual account BCA, BNI, BRI, dan Mandiri.',
      },
      {
        title: 'Langsung pakai',
        body: 'Teks prompt lengkap dan petunjuk penggunaannya terbuka begitu pembayaran berhasil.',
      },
    ],
    sellTitle: 'Punya prompt andalan?',
    sellBody:
      'Buka toko di PasarPrompt, tampilkan contoh hasil prompt Anda, dan terima pembayaran dalam rupiah. Setiap prompt ditinjau sebelum tayang, sehingga pembeli percaya pada kualitasnya.',
  },
  staticPage: {
    lastUpdated: (date: string) => `Terakhir diperbarui ${date}`,
  },
  promptList: promptListText,
  promptPage: promptPageText,
  reviews: reviewsText,
  wishlist: {
    title: 'Wishlist',
    lead: 'Prompt yang Anda simpan untuk dilihat lagi nanti.',
    signInFirst: 'Masuk untuk menyimpan prompt ke wishlist dan membukanya dari perangkat mana pun.',
    empty: 'Wishlist Anda masih kosong.',
    browse: 'Jelajahi prompt',
    save: 'Simpan ke wishlist',
    saved: 'Tersimpan di wishlist',
    added: 'Prompt disimpan ke wishlist.',
    removed: 'Prompt dihapus dari wishlist.',
  },
  shops: {
    title: 'Toko',
    lead: 'Kreator prompt di PasarPrompt. Buka tokonya untuk melihat profil dan prompt mereka.',
    searchPlaceholder: 'Cari toko...',
    searchLabel: 'Cari toko',
    none: 'Belum ada toko.',
    noResults: (q: string) => `Tidak ada toko yang cocok dengan “${q}”.`,
    since: (date: string) => `Bergabung ${date}`,
    more: 'Muat lebih banyak',
    prompts: 'Prompt',
    noPrompts: 'Toko ini belum menayangkan prompt.',
  },
  shopPage: {
    featured: 'Pilihan toko',
    allPrompts: 'Semua prompt',
    links: 'Tautan toko',
    opensInNewTab: '(membuka tab baru)',
  },
  // The guide's body (marketplace/guide.ts) is imported by its page alone: no other page carries it.
  guide: { title: 'Panduan', contents: 'Isi panduan' },
} as const
