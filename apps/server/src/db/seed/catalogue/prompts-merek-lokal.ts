import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Merek Lokal Studio: logos, packaging and brand identity. */
export const merekLokalPrompts: CataloguePrompt[] = [
  {
    shop: 'merek-lokal',
    slug: 'logo-minimalis-umkm',
    title: 'Logo Minimalis untuk UMKM',
    descriptionHtml: `<p>Konsep logo minimalis untuk usaha kecil: ikon sederhana yang tetap jelas di stiker kemasan, papan nama, dan foto profil WhatsApp.</p><ul><li>Latar polos agar mudah dihapus</li><li>Empat variasi gaya dalam satu permintaan</li></ul>${englishNote('dall-e')}`,
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'ilustrasi',
    tags: ['logo', 'branding', 'UMKM', 'desain logo'],
    price: 49_000,
    featured: true,
    daysAgo: 50,
    promptText:
      'minimalist flat vector logo concept for a [JENIS USAHA] called "[NAMA USAHA]", simple icon combining [SIMBOL 1] and [SIMBOL 2], [WARNA UTAMA] and [WARNA KEDUA], geometric shapes, generous negative space, works at small sizes, centered on a plain white background, no gradients, no mockup, show four style variations in a 2x2 grid',
    instructions:
      'Jadikan hasilnya acuan, lalu gambar ulang sebagai vektor (Inkscape, Illustrator, atau Canva) sebelum didaftarkan sebagai merek.',
    examples: [
      'Isian: JENIS USAHA = toko roti, SIMBOL 1 = gandum, SIMBOL 2 = rumah, WARNA UTAMA = cokelat.',
    ],
    art: {
      kind: 'logo',
      palette: ['#92400e', '#fffbeb', '#f59e0b'],
      captions: ['Konsep logo toko roti, cokelat dan emas', 'Konsep logo laundry, biru dan putih'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'logo-maskot-kedai-dan-warung',
    title: 'Logo Maskot Kedai dan Warung',
    descriptionHtml: `<p>Logo berbentuk maskot yang ramah untuk kedai, warung makan, dan jajanan: karakter ekspresif dengan garis tebal yang tetap terbaca di gerobak maupun spanduk.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v6.1',
    category: 'ilustrasi',
    tags: ['logo', 'maskot', 'warung', 'kuliner', 'branding'],
    price: 59_000,
    daysAgo: 39,
    promptText:
      'mascot logo of a cheerful [KARAKTER] [AKSI], for a [JENIS KEDAI] brand, bold thick outlines, flat colors [WARNA], circular badge composition, sticker style, friendly expression, simple shapes, vector illustration, white background --ar 1:1 --v 6.1 --no text',
    instructions:
      'Tambahkan nama usaha sendiri di sekeliling badge; huruf dari model gambar sering salah eja.',
    examples: [
      'Isian: KARAKTER = ayam jago, AKSI = mengacungkan spatula, JENIS KEDAI = ayam geprek.',
    ],
    art: {
      kind: 'logo',
      palette: ['#dc2626', '#fef2f2', '#facc15'],
      captions: ['Badge maskot ayam geprek', 'Badge maskot sapi untuk kedai bakso'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'desain-kemasan-keripik-camilan',
    title: 'Desain Kemasan Keripik dan Camilan',
    descriptionHtml: `<p>Visual kemasan untuk keripik, kacang, dan kue kering: ilustrasi bahan, warna yang menonjol di rak minimarket, dan bidang kosong untuk nomor PIRT dan komposisi.</p>${englishNote('flux')}`,
    model: 'flux',
    modelVersion: 'Flux 1.1 pro',
    category: 'ilustrasi',
    tags: ['kemasan', 'packaging', 'camilan', 'UMKM', 'desain'],
    price: 45_000,
    daysAgo: 27,
    promptText:
      'front packaging design for [JENIS CAMILAN] snack, playful illustration of [BAHAN UTAMA], bold [WARNA UTAMA] background with [WARNA AKSEN] accents, modern Indonesian street food vibe, clear empty label band at the bottom for nutrition info, flat print-ready artwork, no mockup, no text',
    instructions:
      'Serahkan hasil ke percetakan dalam resolusi 300 dpi; perbesar dengan upscaler bila perlu.',
    examples: [
      'Isian: JENIS CAMILAN = keripik singkong balado, BAHAN UTAMA = singkong dan cabai, WARNA UTAMA = merah.',
    ],
    art: {
      kind: 'product',
      palette: ['#b91c1c', '#fef3c7', '#16a34a'],
      captions: ['Kemasan keripik singkong balado', 'Kemasan kacang mete madu'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'poster-promo-diskon-instagram',
    title: 'Poster Promo Diskon untuk Instagram',
    descriptionHtml: `<p>Latar poster promo untuk feed dan story Instagram: komposisi dinamis dengan produk di tengah dan ruang untuk teks diskon yang Anda tulis sendiri.</p>${englishNote('dall-e')}`,
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'pemasaran',
    tags: ['poster', 'promo', 'diskon', 'Instagram', 'UMKM'],
    price: 29_000,
    daysAgo: 12,
    promptText:
      'vibrant promotional poster background for [PRODUK], product placed in the center on a podium, dynamic diagonal shapes in [WARNA UTAMA] and [WARNA AKSEN], sparkles and soft glow, empty space at the top third for discount text, clean modern style, no text, 4:5 portrait',
    instructions:
      'Tulis teks diskon dengan huruf tebal dan kontras tinggi; cukup satu pesan per poster.',
    examples: [
      'Isian: PRODUK = sepatu lari lokal, WARNA UTAMA = biru elektrik, WARNA AKSEN = kuning.',
    ],
    art: {
      kind: 'poster',
      palette: ['#1d4ed8', '#eff6ff', '#facc15'],
      captions: ['Podium biru untuk promo sepatu', 'Podium hijau untuk promo jamu'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'nama-usaha-dan-tagline',
    title: 'Nama Usaha dan Tagline',
    descriptionHtml:
      '<p>Tiga puluh ide nama usaha dan tagline yang mudah diucapkan, mudah dicari, dan belum terdengar pasaran, lengkap dengan cara mengecek ketersediaan nama di PDKI dan media sosial.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'bisnis',
    tags: ['nama usaha', 'tagline', 'branding', 'UMKM', 'merek'],
    price: 25_000,
    daysAgo: 47,
    promptText:
      'Buat 30 ide nama untuk usaha [JENIS USAHA] di [KOTA] dengan target [TARGET PELANGGAN] dan kepribadian merek [KEPRIBADIAN]. Kelompokkan: bahasa Indonesia, bahasa daerah [BAHASA DAERAH], gabungan kata, dan nama buatan. Untuk 5 terbaik: arti, alasan, risiko (mirip merek lain, sulit dieja), tagline maksimal 6 kata, dan nama akun Instagram yang disarankan. Akhiri dengan langkah memeriksa nama di pangkalan data merek PDKI.',
    instructions:
      'Ucapkan lima nama terbaik ke lima orang lalu minta mereka mengejanya: yang paling sering benar biasanya pilihan terbaik.',
    examples: [
      '1. Dapur Pawon · "pawon" berarti dapur dalam bahasa Jawa; hangat dan akrab bagi pembeli di Yogyakarta.\n   Tagline: "Masakan rumah, diantar hangat"\n   Risiko: sudah banyak dipakai; cek PDKI kelas 43.',
    ],
  },
  {
    shop: 'merek-lokal',
    slug: 'panduan-identitas-merek-brand-guideline',
    title: 'Panduan Identitas Merek (Brand Guideline)',
    descriptionHtml:
      '<p>Brand guideline lengkap untuk usaha yang mulai tumbuh: misi dan nilai, suara merek, palet warna dengan kode HEX, pasangan huruf, aturan logo, dan contoh penerapan di kemasan dan media sosial.</p>',
    model: 'claude',
    modelVersion: 'Claude Opus 4',
    category: 'bisnis',
    tags: ['brand guideline', 'identitas merek', 'branding', 'bisnis'],
    price: 149_000,
    daysAgo: 33,
    promptText:
      'Kamu konsultan merek. Susun brand guideline untuk [NAMA USAHA], usaha [JENIS USAHA] dengan target [TARGET], nilai [NILAI], dan pesaing [PESAING]. Isi: cerita merek 1 paragraf, misi dan 3 nilai, kepribadian merek (adalah / bukan), suara dan gaya bahasa dengan contoh kalimat yang boleh dan tidak boleh, palet 5 warna dengan HEX dan proporsi pemakaian, 2 pasangan huruf gratis (Google Fonts), aturan logo (ruang aman, ukuran minimum, larangan), serta contoh penerapan di kemasan, Instagram, dan seragam. Sertakan alasan untuk setiap keputusan.',
    instructions:
      'Serahkan dokumen ini kepada desainer dan admin media sosial Anda agar semua materi seragam.',
    examples: [
      'Suara merek – Kami adalah: tetangga yang ahli, hangat, langsung ke pokok. Kami bukan: penjual yang memaksa, formal kaku, penuh singkatan.\nBoleh: "Pesananmu kami antar sebelum jam makan siang."\nTidak boleh: "BURUAN ORDER SEKARANG JUGA!!!"',
    ],
  },
  {
    shop: 'merek-lokal',
    slug: 'ilustrasi-wayang-pop-art',
    title: 'Ilustrasi Wayang Gaya Pop Art',
    descriptionHtml: `<p>Tokoh wayang dalam gaya pop art yang berani untuk kaus, poster kafe, dan merchandise: warna kontras, titik halftone, dan siluet khas wayang kulit.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v7',
    category: 'ilustrasi',
    tags: ['wayang', 'pop art', 'poster', 'merchandise', 'kaus'],
    price: 39_000,
    daysAgo: 18,
    promptText:
      'pop art illustration of the wayang kulit character [TOKOH WAYANG], iconic side profile silhouette with ornate carved details, bold halftone dots, [WARNA 1], [WARNA 2] and [WARNA 3] high contrast palette, thick black outlines, retro print texture, poster composition --ar 3:4 --v 7',
    instructions:
      'Untuk sablon kaus, minta versi "limited to 4 flat colors" agar biaya cetak lebih murah.',
    examples: ['Isian: TOKOH WAYANG = Gatotkaca, WARNA = merah, kuning, toska.'],
    art: {
      kind: 'poster',
      palette: ['#e11d48', '#fef08a', '#0d9488'],
      captions: ['Gatotkaca pop art merah dan kuning', 'Arjuna pop art toska dan jingga'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'pola-ornamen-nusantara-kemasan',
    title: 'Pola Ornamen Nusantara untuk Kemasan',
    descriptionHtml: `<p>Pola berulang (seamless) terinspirasi songket, tenun ikat, dan ukiran Toraja untuk kertas kemasan, tas belanja, dan latar media sosial.</p>${englishNote('stable-diffusion')}`,
    model: 'stable-diffusion',
    modelVersion: 'SDXL 1.0',
    category: 'ilustrasi',
    tags: ['ornamen', 'pola', 'songket', 'tenun', 'kemasan'],
    price: 35_000,
    daysAgo: 41,
    promptText:
      'seamless repeating pattern inspired by [MOTIF NUSANTARA], geometric ornamental motifs, [WARNA DASAR] background with [WARNA MOTIF] details, flat vector textile design, symmetrical, crisp edges, tileable, print ready\nNegative prompt: photo, 3d, text, blur, noise, asymmetry',
    instructions:
      'Aktifkan opsi tiling di Automatic1111 atau ComfyUI agar tepi polanya menyambung.',
    examples: [
      'Isian: MOTIF NUSANTARA = songket Palembang, WARNA DASAR = merah marun, WARNA MOTIF = emas.',
    ],
    art: {
      kind: 'pattern',
      palette: ['#7f1d1d', '#facc15', '#fde68a'],
      captions: ['Pola songket marun dan emas', 'Pola tenun ikat biru dan putih'],
    },
  },
  {
    shop: 'merek-lokal',
    slug: 'stiker-dan-ikon-lucu-whatsapp',
    title: 'Stiker dan Ikon Lucu untuk WhatsApp',
    descriptionHtml: `<p>Gratis: set stiker karakter lucu dengan berbagai ekspresi untuk WhatsApp, Telegram, atau kemasan, dengan garis putih tebal siap dipotong.</p>${englishNote('flux')}`,
    model: 'flux',
    modelVersion: 'Flux.1 dev',
    category: 'ilustrasi',
    tags: ['stiker', 'WhatsApp', 'ikon', 'karakter lucu'],
    price: 0,
    daysAgo: 57,
    promptText:
      'sticker sheet of a cute chibi [KARAKTER] showing 6 expressions: happy, thank you, sorry, laughing, thinking, sleepy, thick white die-cut outline around each sticker, [WARNA] pastel palette, kawaii style, clean flat shading, plain light grey background',
    instructions: 'Potong per stiker dan hapus latarnya dengan aplikasi pembuat stiker WhatsApp.',
    examples: ['Isian: KARAKTER = kucing oren memakai peci, WARNA = oranye dan hijau mint.'],
    art: {
      kind: 'character',
      palette: ['#fb923c', '#ecfccb', '#34d399'],
      captions: ['Kucing oren berpeci, enam ekspresi', 'Kodok hijau memakai caping'],
    },
  },
]
