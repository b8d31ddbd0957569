import type { CataloguePrompt } from './types.ts'

/** Kode Kita: programming with an AI assistant. */
export const kodeKitaPrompts: CataloguePrompt[] = [
  {
    shop: 'kode-kita',
    slug: 'code-review-senior-engineer',
    title: 'Code Review ala Senior Engineer',
    descriptionHtml:
      '<p>Review kode yang jujur dan terstruktur: bug, keamanan, keterbacaan, performa, dan saran refactor, diurutkan dari yang paling penting.</p><ul><li>Bahasa apa pun: TypeScript, Python, Go, PHP, Java</li><li>Setiap temuan disertai potongan kode perbaikan</li></ul>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'pemrograman',
    tags: ['code review', 'refactor', 'clean code', 'keamanan'],
    price: 59_000,
    featured: true,
    daysAgo: 50,
    promptText:
      'Kamu adalah senior software engineer yang mereview pull request di tim [NAMA TIM] dengan stack [STACK]. Konteks perubahan: [DESKRIPSI PR]. Kode: [KODE]. Review dengan urutan prioritas: (1) bug dan kasus tepi, (2) keamanan (injeksi, otorisasi, data sensitif), (3) konkurensi dan transaksi, (4) keterbacaan dan penamaan, (5) performa. Untuk setiap temuan beri label [WAJIB]/[SARAN]/[PERTANYAAN], baris yang dimaksud, alasan singkat, dan potongan kode perbaikan. Tutup dengan ringkasan satu paragraf dan keputusan: setujui, setujui dengan catatan, atau minta perubahan.',
    instructions:
      'Sertakan file terkait (skema, tipe) bila perubahan bergantung padanya. Jangan tempel rahasia atau kunci API.',
    examples: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example quotes the code the review flags
      "[WAJIB] baris 42: query memakai interpolasi string (`SELECT * FROM orders WHERE id = ${id}`) sehingga rawan SQL injection. Gunakan parameter: `db.query('SELECT … WHERE id = $1', [id])`.\n[SARAN] baris 57: nama `data2` tidak menjelaskan isinya; ganti menjadi `paidOrders`.",
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'unit-test-otomatis-jest-pytest',
    title: 'Unit Test Otomatis untuk Fungsi Anda',
    descriptionHtml:
      '<p>Tulis unit test yang berarti, bukan sekadar menaikkan coverage: kasus normal, kasus tepi, dan kasus gagal, dengan nama tes berupa kalimat.</p><p>Mendukung Vitest, Jest, PyTest, PHPUnit, dan Go testing.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4.1',
    category: 'pemrograman',
    tags: ['unit test', 'testing', 'Jest', 'PyTest', 'TDD'],
    price: 45_000,
    daysAgo: 37,
    promptText:
      'Tulis unit test dengan [FRAMEWORK TES] untuk kode berikut: [KODE]. Daftar dulu perilaku yang harus diuji dalam bentuk kalimat, lalu tulis tesnya: kasus normal, batas (nilai kosong, nol, maksimum), input tidak valid, dan galat dari dependensi (mock seperlunya, jangan mock fungsi yang sedang diuji). Nama setiap tes berupa kalimat bahasa [BAHASA NAMA TES]. Di akhir, sebutkan perilaku yang sulit diuji dan saran refactor agar lebih mudah diuji.',
    instructions:
      'Jalankan tesnya; bila ada yang gagal, tempel pesan galatnya kembali ke percakapan.',
    examples: [
      "it('menolak harga di bawah Rp10.000 kecuali gratis', () => {\n  expect(() => validatePrice(9_999)).toThrow('Harga minimal Rp10.000')\n  expect(validatePrice(0)).toBe(0)\n})",
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'query-sql-dari-pertanyaan-bisnis',
    title: 'Query SQL dari Pertanyaan Bisnis',
    descriptionHtml:
      '<p>Tanyakan dalam bahasa sehari-hari ("produk apa yang paling laku bulan lalu per kota?"), dapatkan query SQL yang benar untuk skema Anda beserta penjelasan tiap bagiannya.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'pemrograman',
    tags: ['SQL', 'database', 'laporan', 'PostgreSQL', 'MySQL'],
    price: 39_000,
    daysAgo: 30,
    promptText:
      'Database saya [POSTGRESQL/MYSQL/SQLITE] dengan skema: [SKEMA TABEL]. Pertanyaan bisnis: [PERTANYAAN]. Tulis query SQL yang benar dan efisien, jelaskan setiap CTE/JOIN dalam satu kalimat, sebutkan asumsi yang kamu buat tentang data, dan sarankan indeks bila query akan berjalan di tabel besar. Jangan memakai kolom yang tidak ada di skema.',
    instructions: 'Tempel skema hasil `\\d nama_tabel` atau `SHOW CREATE TABLE`, bukan tebakan.',
    examples: [
      "WITH penjualan AS (\n  SELECT o.kota, p.nama, sum(oi.qty) AS terjual\n  FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN products p ON p.id = oi.product_id\n  WHERE o.paid_at >= date_trunc('month', now()) - interval '1 month'\n    AND o.paid_at < date_trunc('month', now())\n  GROUP BY o.kota, p.nama\n)\nSELECT DISTINCT ON (kota) kota, nama, terjual FROM penjualan ORDER BY kota, terjual DESC;",
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'debugging-dari-pesan-error',
    title: 'Debugging dari Pesan Error',
    descriptionHtml:
      '<p>Gratis: tempel pesan error dan potongan kode, dapatkan dugaan penyebab yang diurutkan dari yang paling mungkin, cara memastikan masing-masing, dan perbaikannya.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'pemrograman',
    tags: ['debugging', 'error', 'bug', 'troubleshooting'],
    price: 0,
    daysAgo: 55,
    promptText:
      'Saya mendapat error berikut saat [APA YANG SEDANG DILAKUKAN] di [BAHASA/FRAMEWORK dan VERSI]: [PESAN ERROR LENGKAP]. Kode terkait: [KODE]. Yang sudah saya coba: [YANG SUDAH DICOBA]. Berikan 3 dugaan penyebab diurutkan dari yang paling mungkin, cara memastikan tiap dugaan (perintah atau log yang perlu dicek), lalu perbaikan untuk penyebab yang paling mungkin. Jangan menyarankan menonaktifkan pemeriksaan keamanan.',
    instructions:
      'Sertakan stack trace lengkap dan versi library; sering kali jawabannya ada di sana.',
    examples: [
      "Dugaan 1 (paling mungkin): `TypeError: Cannot read properties of undefined (reading 'map')` muncul karena `data.items` belum ada saat render pertama. Pastikan dengan `console.log(data)` sebelum return; perbaiki dengan `data?.items ?? []`.",
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'dokumentasi-api-dan-readme',
    title: 'Dokumentasi API dan README Proyek',
    descriptionHtml:
      '<p>README yang membuat rekan baru bisa menjalankan proyek dalam 10 menit, plus dokumentasi endpoint API dengan contoh request dan response.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pemrograman',
    tags: ['dokumentasi', 'API', 'README', 'OpenAPI'],
    price: 35_000,
    daysAgo: 24,
    promptText:
      'Dari struktur proyek [STRUKTUR FOLDER], berkas konfigurasi [PACKAGE.JSON/REQUIREMENTS], dan daftar route [ROUTE], tulis README berbahasa [BAHASA] dengan bagian: ringkasan satu paragraf, prasyarat, cara menjalankan lokal, variabel lingkungan (tabel), cara menjalankan tes, struktur folder, dan cara kontribusi. Lalu dokumentasikan setiap endpoint: metode, path, parameter, contoh request, contoh response sukses dan galat, serta kode status.',
    instructions: 'Jangan tempel nilai variabel lingkungan yang rahasia; cukup namanya.',
    examples: [
      '### POST /api/v1/orders\nMembuat pesanan untuk satu prompt.\n\n| Kode | Arti |\n|---|---|\n| 201 | Pesanan dibuat |\n| 409 | Prompt sudah Anda miliki |',
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'regex-pembuat-dan-penjelas',
    title: 'Pembuat dan Penjelas Regex',
    descriptionHtml:
      '<p>Regex untuk nomor HP Indonesia, NIK, kode pos, email, dan pola Anda sendiri, lengkap dengan penjelasan tiap bagian dan daftar contoh yang cocok dan tidak cocok.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Flash',
    category: 'pemrograman',
    tags: ['regex', 'validasi', 'JavaScript', 'Python'],
    price: 15_000,
    daysAgo: 14,
    promptText:
      'Buat regular expression untuk [BAHASA PEMROGRAMAN] yang mencocokkan [POLA YANG DIINGINKAN]. Contoh yang harus cocok: [CONTOH COCOK]. Contoh yang tidak boleh cocok: [CONTOH TIDAK COCOK]. Jelaskan regex per bagian dalam tabel, uji terhadap semua contoh, dan peringatkan bila ada risiko catastrophic backtracking.',
    instructions: 'Semakin banyak contoh yang Anda berikan, semakin tepat regex-nya.',
    examples: [
      'Nomor HP Indonesia: ^(?:\\+62|62|0)8[1-9][0-9]{7,10}$\n• (?:\\+62|62|0) awalan internasional atau nol\n• 8[1-9] kode operator seluler',
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'skema-database-aplikasi-kasir',
    title: 'Rancang Skema Database Aplikasi Kasir',
    descriptionHtml:
      '<p>Rancangan database untuk aplikasi kasir (POS) UMKM: produk dan varian, stok per cabang, transaksi, diskon, dan laporan harian, lengkap dengan migrasi SQL dan alasan desainnya.</p>',
    model: 'claude',
    modelVersion: 'Claude Opus 4',
    category: 'pemrograman',
    tags: ['database', 'skema', 'kasir', 'POS', 'UMKM'],
    price: 75_000,
    daysAgo: 43,
    promptText:
      'Rancang skema database [POSTGRESQL/MYSQL] untuk aplikasi kasir usaha [JENIS USAHA] dengan [JUMLAH CABANG] cabang. Kebutuhan: [KEBUTUHAN FITUR]. Sertakan: diagram relasi dalam teks, DDL lengkap dengan constraint dan indeks, cara mencatat stok agar tidak pernah minus saat dua kasir menjual bersamaan, penanganan retur dan diskon, serta 3 query laporan (omzet harian per cabang, produk terlaris, stok menipis). Jelaskan setiap keputusan desain dan alternatif yang kamu tolak.',
    instructions:
      'Sebut juga perangkat yang dipakai (tablet, printer struk) bila memengaruhi alur.',
    examples: [
      "CREATE TABLE stock_movements (\n  id bigserial PRIMARY KEY,\n  branch_id int NOT NULL REFERENCES branches(id),\n  variant_id int NOT NULL REFERENCES product_variants(id),\n  qty int NOT NULL CHECK (qty <> 0),\n  reason text NOT NULL CHECK (reason IN ('sale', 'return', 'restock', 'adjustment'))\n);",
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'landing-page-html-tailwind',
    title: 'Landing Page HTML dan Tailwind dari Deskripsi',
    descriptionHtml:
      '<p>Landing page satu halaman untuk UMKM atau produk digital: HTML semantik, Tailwind CSS, responsif, dan lolos cek aksesibilitas dasar. Tinggal unggah ke hosting statis.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4.1',
    category: 'pemrograman',
    tags: ['landing page', 'HTML', 'Tailwind', 'website UMKM'],
    price: 55_000,
    daysAgo: 9,
    promptText:
      'Buat landing page satu berkas HTML dengan Tailwind CSS (CDN) untuk [NAMA USAHA], usaha [JENIS USAHA] di [KOTA]. Bagian: hero dengan ajakan [AJAKAN UTAMA], 3 keunggulan, daftar produk/harga [DAFTAR PRODUK], testimoni, FAQ, tombol WhatsApp ke [NOMOR WA], dan footer alamat. Warna utama [WARNA]. Syarat: HTML semantik, kontras warna memenuhi WCAG AA, gambar dengan alt, tampil baik di layar 360 px, tanpa JavaScript selain yang perlu untuk FAQ.',
    instructions: 'Ganti gambar placeholder dengan foto produk Anda sendiri sebelum terbit.',
    examples: [
      '<section class="bg-amber-50 px-6 py-16 text-center">\n  <h1 class="text-3xl font-bold text-amber-900">Roti Sobek Bu Ani, Hangat Setiap Pagi</h1>\n  <a href="https://wa.me/6281200000000" class="mt-6 inline-block rounded-full bg-amber-700 px-6 py-3 text-white">Pesan via WhatsApp</a>\n</section>',
    ],
  },
  {
    shop: 'kode-kita',
    slug: 'rumus-excel-sheets-laporan-usaha',
    title: 'Rumus Excel dan Google Sheets untuk Laporan Usaha',
    descriptionHtml:
      '<p>Rumus dan susunan sheet untuk pembukuan UMKM: penjualan harian, stok, laba rugi sederhana, dan rekap bulanan otomatis, dijelaskan langkah demi langkah.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Flash',
    category: 'bisnis',
    tags: ['Excel', 'Google Sheets', 'laporan keuangan', 'UMKM', 'pembukuan'],
    price: 25_000,
    daysAgo: 27,
    promptText:
      'Saya mencatat usaha [JENIS USAHA] di [EXCEL/GOOGLE SHEETS] dengan kolom: [KOLOM YANG ADA]. Saya ingin: [LAPORAN YANG DIINGINKAN]. Usulkan susunan sheet, tulis rumus lengkap untuk setiap kolom hitungan (gunakan SUMIFS, XLOOKUP/VLOOKUP, QUERY bila Sheets), jelaskan cara memakainya untuk orang awam, dan tambahkan validasi data agar salah ketik tidak merusak laporan.',
    instructions: 'Sebutkan pemisah rumus di komputer Anda (koma atau titik koma).',
    examples: [
      'Omzet per bulan (sheet Rekap, sel B2): =SUMIFS(Penjualan!E:E; Penjualan!A:A; ">="&DATE(2025;A2;1); Penjualan!A:A; "<"&EDATE(DATE(2025;A2;1);1))',
    ],
  },
]
