import type { CataloguePrompt } from './types.ts'

/**
 * The two demo sellers' prompts, in every status (the e2e journeys use their titles and slugs).
 */
export const demoShopPrompts: CataloguePrompt[] = [
  {
    shop: 'prompt-nusantara',
    slug: 'caption-instagram-umkm-kuliner',
    title: 'Caption Instagram untuk UMKM Kuliner',
    descriptionHtml:
      '<p>Hasilkan <strong>10 caption</strong> yang menggugah selera untuk produk makanan Anda, lengkap dengan ajakan membeli dan tagar lokal.</p><ul><li>Gaya bahasa santai atau formal</li><li>Cocok untuk warung, katering, dan kedai kopi</li></ul>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'media-sosial',
    tags: ['instagram', 'kuliner', 'umkm', 'caption'],
    price: 25_000,
    featured: true,
    daysAgo: 40,
    promptText:
      'Kamu adalah copywriter media sosial untuk UMKM kuliner di [KOTA]. Tulis 10 caption Instagram untuk [NAMA PRODUK] dengan gaya [GAYA BAHASA]. Setiap caption maksimal 3 kalimat, sebut keunggulan [KEUNGGULAN], akhiri dengan ajakan memesan lewat [KANAL PEMESANAN], dan tambahkan 5 tagar lokal.',
    instructions:
      'Isi kelima variabel. Untuk gaya bahasa, coba "santai dan lucu" atau "hangat dan kekeluargaan".',
    examples: [
      'Pagi-pagi paling pas ditemani Nasi Uduk Bu Sri 🍚 Gurihnya santan, sambalnya nendang! Pesan sekarang lewat WhatsApp ya. #KulinerBandung #SarapanBandung',
      'Hujan-hujan begini, siapa yang nggak kangen bakso kuah panas? 🥣 Kuahnya kaldu sapi asli tanpa pengawet. Order via GoFood sekarang! #BaksoBandung',
    ],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'deskripsi-produk-marketplace',
    title: 'Deskripsi Produk Marketplace yang Menjual',
    descriptionHtml:
      '<p>Deskripsi produk untuk Tokopedia, Shopee, dan toko online sendiri: judul SEO, poin keunggulan, spesifikasi, dan FAQ.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'pemasaran',
    tags: ['marketplace', 'seo', 'deskripsi', 'umkm'],
    price: 35_000,
    featured: true,
    daysAgo: 25,
    promptText:
      'Buat deskripsi produk untuk [NAMA PRODUK] kategori [KATEGORI] yang dijual di [MARKETPLACE]. Sertakan: judul SEO maksimal 70 karakter, 5 poin keunggulan, spesifikasi dari data [SPESIFIKASI], dan 3 FAQ pembeli. Nada bahasa: meyakinkan, jujur, tanpa klaim berlebihan.',
    instructions: 'Tempel spesifikasi apa adanya (ukuran, bahan, berat); model akan merapikannya.',
    examples: [
      'Judul: Tas Ransel Anyaman Rotan Handmade Lombok – Ringan & Tahan Air\n• Dianyam tangan oleh pengrajin Lombok\n• Lapisan dalam kanvas anti air\n…',
    ],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'balasan-ulasan-pelanggan',
    title: 'Balasan Ulasan Pelanggan yang Ramah',
    descriptionHtml:
      '<p>Balas ulasan bintang 1 sampai 5 dengan sopan, empatik, dan menawarkan solusi.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'bisnis',
    tags: ['layanan pelanggan', 'ulasan', 'umkm'],
    price: 0,
    daysAgo: 60,
    promptText:
      'Kamu adalah admin toko [NAMA TOKO]. Balas ulasan berikut dengan ramah dan empatik dalam bahasa Indonesia. Jika ulasan negatif, minta maaf, jelaskan solusi [SOLUSI], dan undang pembeli menghubungi [KONTAK]. Ulasan: [ULASAN]',
    instructions: 'Prompt gratis: tempel satu ulasan per permintaan agar balasannya personal.',
    examples: [
      'Halo Kak Rina, terima kasih sudah berbelanja dan mohon maaf paketnya terlambat 🙏 Kami sudah menambah kurir untuk pengiriman hari Sabtu…',
    ],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'rencana-konten-tiktok-30-hari',
    title: 'Rencana Konten TikTok 30 Hari',
    descriptionHtml:
      '<p>Kalender konten 30 hari: ide video, hook 3 detik pertama, dan jam unggah terbaik untuk audiens Indonesia.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 1.5 Pro',
    category: 'media-sosial',
    tags: ['tiktok', 'kalender konten', 'video pendek'],
    price: 49_000,
    daysAgo: 10,
    promptText:
      'Susun rencana konten TikTok 30 hari untuk akun [NICHE] dengan target audiens [AUDIENS]. Untuk tiap hari: judul ide, hook 3 detik pertama, format (edukasi/hiburan/jualan), dan jam unggah WIB. Sisipkan 1 konten jualan [PRODUK] setiap 5 hari.',
    instructions:
      'Minta revisi per minggu bila perlu: "ubah minggu ke-2 agar lebih banyak tutorial".',
    examples: [
      'Hari 1 – "3 kesalahan saat menyeduh kopi tubruk" · Hook: "Kopi kamu pahit? Ini sebabnya." · Edukasi · 19.00 WIB',
    ],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'artikel-blog-seo-bahasa-indonesia',
    title: 'Artikel Blog SEO Bahasa Indonesia',
    descriptionHtml:
      '<p>Artikel 1.200 kata dengan struktur H2/H3, kata kunci turunan, dan meta deskripsi.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'menulis',
    tags: ['seo', 'blog', 'artikel'],
    price: 75_000,
    daysAgo: 3,
    promptText:
      'Tulis artikel blog 1.200 kata berbahasa Indonesia tentang [TOPIK] untuk kata kunci utama [KATA KUNCI]. Gunakan H2/H3, paragraf pendek, 3 kata kunci turunan, satu tabel perbandingan, dan meta deskripsi 155 karakter. Hindari klaim yang tidak bisa diverifikasi.',
    instructions: 'Periksa fakta dan angka sebelum menerbitkan.',
    examples: ['Judul: Cara Memilih Kopi Arabika Lokal untuk Pemula (Panduan 2026)…'],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'email-penawaran-b2b',
    title: 'Email Penawaran B2B',
    descriptionHtml:
      '<p>Email penawaran singkat untuk calon klien korporat, dengan tindak lanjut 3 hari kemudian.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'bisnis',
    tags: ['email', 'b2b', 'penjualan'],
    price: 30_000,
    status: 'draft',
    daysAgo: 1,
    promptText: 'Tulis email penawaran untuk [PERUSAHAAN] tentang [LAYANAN]…',
    instructions: 'Draf.',
    examples: [],
  },
  {
    shop: 'studio-visual-ai',
    slug: 'ilustrasi-batik-modern',
    title: 'Ilustrasi Motif Batik Modern',
    descriptionHtml:
      '<p>Motif batik kontemporer untuk kemasan, kain, dan poster. Warna dan motif bisa disesuaikan.</p><p>Dicoba dengan <code>--stylize 250</code>.</p>',
    model: 'midjourney',
    modelVersion: 'v6.1',
    category: 'ilustrasi',
    tags: ['batik', 'motif', 'kemasan'],
    price: 45_000,
    featured: true,
    daysAgo: 30,
    promptText:
      'seamless modern batik pattern inspired by [MOTIF TRADISIONAL], [WARNA UTAMA] and gold accents, flat vector style, clean lines, high contrast, textile print --tile --ar 1:1 --stylize 250 --v 6.1',
    instructions:
      'Ganti motif (parang, kawung, mega mendung) dan warna. Tambahkan --tile untuk pola berulang.',
    examples: [
      'Isian: MOTIF TRADISIONAL = mega mendung, WARNA UTAMA = biru indigo → pola awan berlapis biru indigo dengan garis emas tipis, siap cetak kain.',
    ],
    art: {
      kind: 'pattern',
      palette: ['#1e3a8a', '#d4a017', '#f5ecd7'],
      captions: ['Mega mendung, biru indigo dan emas', 'Kawung, sogan dan krem'],
    },
  },
  {
    shop: 'studio-visual-ai',
    slug: 'foto-produk-kopi-flatlay',
    title: 'Foto Produk Kopi Flat Lay',
    descriptionHtml:
      '<p>Foto katalog flat lay untuk produk kopi dan minuman kemasan, cahaya alami pagi.</p>',
    model: 'stable-diffusion',
    modelVersion: 'SDXL 1.0',
    category: 'foto-produk',
    tags: ['foto produk', 'kopi', 'flat lay'],
    price: 20_000,
    daysAgo: 15,
    promptText:
      'professional flat lay product photo of [PRODUK] coffee packaging on [PERMUKAAN], morning window light, coffee beans and [PROPERTI] around, soft shadows, 50mm, high detail, commercial photography',
    instructions: 'Negative prompt yang disarankan: blurry, text, watermark, lowres.',
    examples: [
      'Isian: PRODUK = kopi gayo 250 g, PERMUKAAN = meja kayu jati, PROPERTI = daun kopi → komposisi hangat bernuansa cokelat.',
    ],
    art: {
      kind: 'product',
      palette: ['#7c4a2d', '#e9d5b7', '#2f5d3a'],
      captions: ['Kopi gayo 250 g di meja jati', 'Cold brew botol dengan biji kopi'],
    },
  },
  {
    shop: 'studio-visual-ai',
    slug: 'karakter-maskot-umkm',
    title: 'Karakter Maskot untuk UMKM',
    descriptionHtml:
      '<p>Maskot lucu bergaya 3D untuk merek lokal, konsisten dari berbagai sudut.</p>',
    model: 'flux',
    modelVersion: 'Flux.1 dev',
    category: 'ilustrasi',
    tags: ['maskot', '3d', 'branding'],
    price: 60_000,
    daysAgo: 5,
    promptText:
      'cute 3D mascot character of a [HEWAN] wearing [PAKAIAN KHAS], holding [BENDA], pastel colors, soft studio lighting, character turnaround sheet, front side back views, white background',
    instructions: 'Pakai seed yang sama untuk pose lain agar karakter konsisten.',
    examples: [
      'Isian: HEWAN = kucing oren, PAKAIAN KHAS = blangkon, BENDA = gelas es teh → maskot kedai teh.',
    ],
    art: {
      kind: 'character',
      palette: ['#f97316', '#fde68a', '#0f766e'],
      captions: ['Kucing oren berblangkon, tampak depan', 'Ayam geprek bercelemek, tampak samping'],
    },
  },
  {
    shop: 'prompt-nusantara',
    slug: 'naskah-podcast-bisnis',
    title: 'Naskah Podcast Bisnis 15 Menit',
    descriptionHtml:
      '<p>Kerangka dan naskah podcast bisnis 15 menit: pembuka, tiga segmen, dan penutup dengan ajakan.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'bisnis',
    tags: ['podcast', 'naskah'],
    price: 35_000,
    status: 'in_review',
    daysAgo: 0,
    promptText: 'Buat naskah podcast 15 menit tentang [TOPIK] untuk pendengar [AUDIENS]…',
    instructions: 'Isi topik dan audiens.',
    examples: [],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'slogan-usaha-laundry',
    title: 'Slogan Usaha Laundry',
    descriptionHtml: '<p>Dua puluh slogan untuk usaha laundry kiloan.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pemasaran',
    tags: ['slogan', 'laundry'],
    price: 10_000,
    status: 'rejected',
    rejectionReason:
      'Deskripsi terlalu singkat dan belum ada contoh hasil. Tambahkan minimal satu contoh.',
    daysAgo: 2,
    promptText: 'Buat 20 slogan untuk laundry [NAMA USAHA] di [KOTA]…',
    instructions: 'Isi nama usaha dan kota.',
    examples: [],
  },
  {
    shop: 'prompt-nusantara',
    slug: 'ucapan-lebaran-pelanggan',
    title: 'Ucapan Lebaran untuk Pelanggan',
    descriptionHtml: '<p>Pesan WhatsApp Lebaran yang hangat untuk pelanggan setia.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'media-sosial',
    tags: ['lebaran', 'whatsapp'],
    price: 15_000,
    status: 'archived',
    daysAgo: 200,
    promptText: 'Tulis ucapan Lebaran dari [NAMA TOKO] untuk pelanggan…',
    instructions: 'Musiman: diarsipkan sampai Ramadan berikutnya.',
    examples: [],
  },
  {
    shop: 'studio-visual-ai',
    slug: 'poster-event-komunitas',
    title: 'Poster Acara Komunitas',
    descriptionHtml: '<p>Poster acara dengan tipografi tebal dan ruang kosong untuk teks.</p>',
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'ilustrasi',
    tags: ['poster', 'acara'],
    price: 15_000,
    status: 'in_review',
    daysAgo: 0,
    promptText: 'event poster for [NAMA ACARA]…',
    instructions: 'Menunggu tinjauan.',
    examples: [],
  },
]
