import type { CatalogueShop } from './types.ts'

/**
 * The demo's shops beyond the two demo sellers' own (seed/demo-accounts.ts), each run by a demo
 * creator, each with its own line of prompts.
 */
export const catalogueShops: CatalogueShop[] = [
  {
    slug: 'karier-cerdas',
    name: 'Karier Cerdas',
    owner: { name: 'Sari Wulandari', email: 'sari@kreator.contoh.id' },
    description:
      'Prompt untuk CV, surat lamaran kerja, persiapan wawancara, dan profil LinkedIn. Disusun oleh mantan rekruter yang sudah membaca ribuan lamaran.',
    headline: 'Lamaran yang dibaca sampai habis, bukan dilewati.',
    accent: 'biru',
    colors: ['#1d4ed8', '#93c5fd'],
    openedDaysAgo: 410,
  },
  {
    slug: 'kampus-pintar',
    name: 'Kampus Pintar',
    owner: { name: 'Arif Rahman', email: 'arif@kreator.contoh.id' },
    description:
      'Teman mengerjakan skripsi, tugas akhir, dan materi ajar: kerangka penelitian, parafrase yang jujur, soal latihan, dan rangkuman belajar.',
    headline: 'Belajar lebih terarah, tanpa menyalin karya orang lain.',
    accent: 'ungu',
    colors: ['#6d28d9', '#c4b5fd'],
    openedDaysAgo: 300,
  },
  {
    slug: 'kode-kita',
    name: 'Kode Kita',
    owner: { name: 'Fikri Maulana', email: 'fikri@kreator.contoh.id' },
    description:
      'Prompt pemrograman untuk developer Indonesia: review kode, unit test, query SQL, dokumentasi API, dan debugging bersama Claude, ChatGPT, dan Gemini.',
    headline: 'Asisten AI yang menulis kode seperti rekan satu tim.',
    accent: 'grafit',
    colors: ['#1f2937', '#34d399'],
    openedDaysAgo: 220,
  },
  {
    slug: 'dapur-konten',
    name: 'Dapur Konten',
    owner: { name: 'Nadia Putri', email: 'nadia@kreator.contoh.id' },
    description:
      'Resep konten media sosial: caption Instagram, skrip Reels dan TikTok, thread X, dan kalender konten untuk brand lokal dan UMKM.',
    headline: 'Konten konsisten setiap hari tanpa kehabisan ide.',
    accent: 'merah',
    colors: ['#be123c', '#fda4af'],
    openedDaysAgo: 350,
  },
  {
    slug: 'lensa-produk',
    name: 'Lensa Produk',
    owner: { name: 'Yosef Tanjung', email: 'yosef@kreator.contoh.id' },
    description:
      'Foto produk AI untuk katalog toko online: latar studio, lifestyle, dan flat lay untuk fesyen, kosmetik, makanan, dan kerajinan.',
    headline: 'Foto katalog kelas studio dari meja kerja Anda.',
    accent: 'jingga',
    colors: ['#c2410c', '#fdba74'],
    openedDaysAgo: 260,
  },
  {
    slug: 'nada-ai',
    name: 'Nada AI Studio',
    owner: { name: 'Gilang Ramadhan', email: 'gilang@kreator.contoh.id' },
    description:
      'Jingle iklan, lagu ulang tahun, dan musik latar dengan Suno, ditambah naskah podcast dan iklan radio yang siap direkam.',
    headline: 'Suara merek Anda, dari jingle sampai podcast.',
    accent: 'ungu',
    colors: ['#4c1d95', '#f0abfc'],
    openedDaysAgo: 150,
  },
  {
    slug: 'cerita-aksara',
    name: 'Cerita Aksara',
    owner: { name: 'Laras Ayuningtyas', email: 'laras@kreator.contoh.id' },
    description:
      'Prompt menulis kreatif: cerpen, puisi, naskah drama, dongeng anak, dan pidato, dengan gaya bahasa Indonesia yang hidup.',
    headline: 'Kata-kata yang terasa ditulis manusia.',
    accent: 'hijau',
    colors: ['#065f46', '#6ee7b7'],
    openedDaysAgo: 480,
  },
  {
    slug: 'merek-lokal',
    name: 'Merek Lokal Studio',
    owner: { name: 'Bayu Aditya', email: 'bayu@kreator.contoh.id' },
    description:
      'Logo, kemasan, poster promo, dan identitas merek untuk usaha kecil, dengan DALL·E, Midjourney, dan Flux.',
    headline: 'Identitas merek yang rapi untuk usaha yang baru mulai.',
    accent: 'jingga',
    colors: ['#9a3412', '#fde68a'],
    openedDaysAgo: 190,
  },
]

/** How the two demo sellers' shops look: their logo's and banner's colours and microsite. */
export const demoShopLooks: Record<
  string,
  Omit<CatalogueShop, 'slug' | 'name' | 'owner' | 'description'>
> = {
  'prompt-nusantara': {
    headline: 'Prompt berbahasa Indonesia untuk UMKM yang ingin naik kelas.',
    accent: 'hijau',
    colors: ['#047857', '#fcd34d'],
    openedDaysAgo: 540,
  },
  'studio-visual-ai': {
    headline: 'Gaya visual Nusantara untuk kemasan, poster, dan katalog.',
    accent: 'biru',
    colors: ['#1e3a8a', '#f472b6'],
    openedDaysAgo: 330,
  },
}
