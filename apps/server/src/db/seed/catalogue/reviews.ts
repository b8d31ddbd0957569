/**
 * What the demo's customers wrote about the catalogue's prompts, by kind of prompt: stars and
 * text. Every text of a kind fits any prompt of that kind (no product, subject or audience of
 * its own): what only fits some prompts is in `fittedReviews`. demo-orders.ts draws a prompt's
 * reviews from its kind's texts and the fitted texts that name it.
 */
export const reviewPools: Record<ReviewPool, [rating: number, body: string][]> = {
  image: [
    [
      5,
      'Hasil gambarnya rapi sejak percobaan pertama. Variabelnya jelas, tinggal ganti warna dan objek.',
    ],
    [
      4,
      'Bagus, tapi butuh tiga sampai empat kali generate untuk dapat detail yang pas. Petunjuk parameternya membantu.',
    ],
    [
      4,
      'Gaya visualnya konsisten dari satu gambar ke gambar berikutnya. Saya tambahkan sedikit detail sendiri agar hasilnya lebih bersih.',
    ],
    [
      5,
      'Contoh isian variabelnya sangat membantu pemula seperti saya. Hasilnya mirip contoh di halaman.',
    ],
    [
      5,
      'Prompt paling rapi yang pernah saya beli. Strukturnya membuat saya paham cara menulis prompt gambar sendiri.',
    ],
    [4, 'Hasilnya bagus, hanya perlu sedikit penyesuaian gaya sesuai selera saya.'],
  ],
  music: [
    [
      4,
      'Bagus, perlu dua kali generate di Suno sampai hasilnya pas. Petunjuk kolom Style sangat membantu.',
    ],
    [5, 'Hasil musiknya jauh di atas perkiraan saya. Petunjuk pengisiannya mudah diikuti.'],
    [5, 'Sekali beli bisa dipakai untuk beberapa trek berbeda. Sangat sepadan dengan harganya.'],
  ],
  code: [
    [5, 'Menghemat waktu berjam-jam. Penjelasannya membuat saya paham, bukan sekadar menyalin.'],
    [
      4,
      'Hasilnya bagus, tetapi tetap perlu saya cek dan jalankan. Sesuai dengan peringatan penjual.',
    ],
    [4, 'Struktur outputnya konsisten setiap kali dipakai. Sangat membantu untuk proyek kantor.'],
    [
      3,
      'Cukup membantu untuk kasus umum, tapi untuk kode lama yang rumit jawabannya masih terlalu umum.',
    ],
    [5, 'Cocok untuk developer junior. Saya belajar banyak dari penjelasan tiap bagiannya.'],
    [4, 'Prompt yang rapi dan jelas batasannya. Hasilnya jarang mengarang fungsi yang tidak ada.'],
  ],
  menulis: [
    [
      5,
      'Hasil tulisannya terasa natural, tidak kaku seperti terjemahan. Tinggal saya sesuaikan sedikit.',
    ],
    [5, 'Strukturnya jelas dan langsung bisa dipakai. Sangat membantu saat dikejar tenggat.'],
    [
      4,
      'Bagus, hanya kadang terlalu panjang. Saya minta versi yang lebih ringkas dan hasilnya pas.',
    ],
    [4, 'Gaya bahasanya bisa diatur sesuai kebutuhan. Contoh isiannya memudahkan pemula.'],
    [
      3,
      'Cukup membantu sebagai draf awal, tapi tetap perlu banyak sentuhan pribadi agar tidak generik.',
    ],
    [5, 'Kualitasnya jauh di atas prompt gratisan yang beredar. Petunjuknya lengkap.'],
    [
      5,
      'Penjelasan setiap variabel sangat jelas, jadi hasilnya benar-benar sesuai kebutuhan saya.',
    ],
    [
      2,
      'Untuk kebutuhan saya yang sangat spesifik hasilnya masih terlalu umum. Mungkin cocok untuk orang lain.',
    ],
  ],
  pendidikan: [
    [
      4,
      'Hasilnya jelas dan terstruktur, hanya perlu beberapa kali revisi agar sesuai kebutuhan saya.',
    ],
    [5, 'Petunjuknya lengkap dan contoh isiannya memudahkan. Hasilnya bisa langsung saya pakai.'],
    [5, 'Sangat membantu dan hemat waktu. Sudah saya rekomendasikan ke teman.'],
  ],
  'media-sosial': [
    [
      5,
      'Bahasanya luwes dan tidak kaku, cocok untuk pembaca media sosial. Tinggal saya sesuaikan sedikit.',
    ],
    [4, 'Petunjuk isiannya jelas, hasilnya langsung bisa dipakai. Sepadan dengan harganya.'],
    [3, 'Lumayan, tapi beberapa kalimat masih terasa generik dan perlu saya tulis ulang.'],
  ],
  pemasaran: [
    [5, 'Materi promonya meyakinkan tanpa terkesan memaksa. Penjualan minggu ini naik.'],
    [4, 'Bagus dan mudah dipakai. Saya sesuaikan sedikit dengan promo yang sedang berjalan.'],
    [4, 'Hasilnya profesional. Akan lebih baik lagi bila ada contoh untuk produk jasa.'],
    [3, 'Cukup membantu sebagai awal, tapi saya masih perlu menambah detail produk sendiri.'],
    [5, 'Sangat sepadan dengan harganya. Sudah dipakai untuk tiga kampanye berbeda.'],
    [4, 'Petunjuk isiannya jelas. Cocok untuk UMKM yang belum punya tim pemasaran.'],
  ],
  bisnis: [
    [
      4,
      'Bagus, hanya perlu data yang lengkap agar hasilnya maksimal. Petunjuknya sudah menjelaskan itu.',
    ],
    [4, 'Praktis dan mudah diikuti. Sudah saya pakai berkali-kali untuk kebutuhan berbeda.'],
    [
      5,
      'Hasilnya rapi dan masuk akal. Petunjuk isiannya jelas sehingga tidak perlu banyak revisi.',
    ],
  ],
}

// The prompts some texts fit, by what they are about.
const productPhotos = [
  'flat-lay-kerajinan-tangan',
  'foto-fesyen-model-lookbook',
  'mockup-kemasan-standing-pouch',
  'foto-lifestyle-perabot-rumah',
  'foto-makanan-menu-ojek-online',
  'foto-perhiasan-makro',
  'foto-produk-latar-putih-marketplace',
  'foto-produk-skincare-latar-studio',
]
const imagesWithText = [
  'banner-promo-marketplace-tanggal-kembar',
  'poster-promo-diskon-instagram',
  'sampul-album-dan-cover-single',
  'ilustrasi-sampul-buku-cerita',
  'desain-feed-instagram-estetik',
  'logo-minimalis-umkm',
  'logo-maskot-kedai-dan-warung',
  'desain-kemasan-keripik-camilan',
]
const songsWithLyrics = [
  'jingle-iklan-umkm-30-detik',
  'lagu-ulang-tahun-dengan-nama',
  'lirik-lagu-dangdut-koplo-modern',
  'lagu-anak-edukasi-paud',
  'mars-hymne-sekolah-komunitas',
]
const jobApplications = [
  'cv-ramah-ats-tulis-ulang',
  'cv-fresh-graduate-tanpa-pengalaman',
  'surat-lamaran-kerja-sesuai-lowongan',
]
const stories = [
  'cerpen-twist-latar-lokal',
  'kerangka-novel-dan-profil-tokoh',
  'dongeng-anak-sebelum-tidur',
  'naskah-drama-pentas-sekolah',
]
const theses = [
  'kerangka-skripsi-judul-sampai-bab-3',
  'tinjauan-pustaka-matriks-penelitian',
  'abstrak-skripsi-dua-bahasa',
  'persiapan-sidang-skripsi-pertanyaan-penguji',
  'analisis-data-spss-interpretasi',
]
const teaching = [
  'modul-ajar-kurikulum-merdeka',
  'soal-latihan-hots-dan-pembahasan',
  'rangkuman-materi-peta-konsep',
]
const interviews = [
  'simulasi-wawancara-kerja-hrd-user',
  'persiapan-sidang-skripsi-pertanyaan-penguji',
  'jawaban-ceritakan-tentang-diri-anda',
]
const contentIdeas = [
  'caption-instagram-jualan-fesyen',
  'ide-konten-carousel-edukasi',
  'thread-x-ramai-dibagikan',
  'kalender-konten-ramadan',
  'skrip-reels-tiktok-30-detik',
]
const shopVoice = [
  'caption-instagram-jualan-fesyen',
  'bio-instagram-dan-highlight-olshop',
  'balas-komentar-dan-dm-pelanggan',
  'skrip-reels-tiktok-30-detik',
]
const smallBusiness = [
  'nama-usaha-dan-tagline',
  'panduan-identitas-merek-brand-guideline',
  'rumus-excel-sheets-laporan-usaha',
]
const jobLetters = ['email-follow-up-setelah-interview', 'negosiasi-gaji-dan-tawaran-kerja']

/**
 * Texts about one thing (a product photo, a song's lyrics, a thesis, a job application…), each
 * with the slugs of the catalogue's prompts it fits; a prompt draws them beside its kind's texts.
 */
export const fittedReviews: { rating: number; body: string; fits: string[] }[] = [
  // Images
  {
    rating: 5,
    body: 'Komposisinya profesional, langsung saya pakai untuk katalog toko. Hemat biaya fotografer.',
    fits: productPhotos,
  },
  {
    rating: 5,
    body: 'Pencahayaannya cantik dan warnanya tidak norak. Pelanggan mengira ini foto studio.',
    fits: productPhotos,
  },
  {
    rating: 5,
    body: 'Sekali beli dipakai berulang untuk puluhan produk. Sangat sepadan dengan harganya.',
    fits: productPhotos,
  },
  {
    rating: 2,
    body: 'Hasilnya belum sesuai harapan untuk produk saya yang bentuknya tidak biasa. Mungkin lebih cocok untuk produk standar.',
    fits: [
      'flat-lay-kerajinan-tangan',
      'mockup-kemasan-standing-pouch',
      'foto-perhiasan-makro',
      'foto-produk-latar-putih-marketplace',
      'foto-produk-skincare-latar-studio',
    ],
  },
  {
    rating: 3,
    body: 'Lumayan, tapi teks di gambar masih sering berantakan. Untung penjual sudah mengingatkan soal itu.',
    fits: imagesWithText,
  },
  {
    rating: 4,
    body: 'Cocok untuk kebutuhan konten Instagram saya. Rasio gambarnya sudah pas untuk feed.',
    fits: ['desain-feed-instagram-estetik', 'poster-promo-diskon-instagram'],
  },
  {
    rating: 5,
    body: 'Logonya sederhana dan tetap terbaca di ukuran kecil. Langsung saya pakai untuk stiker kemasan.',
    fits: ['logo-minimalis-umkm', 'logo-maskot-kedai-dan-warung'],
  },
  {
    rating: 5,
    body: 'Gambarnya ramah anak dan warnanya cerah. Murid saya langsung tertarik.',
    fits: ['ilustrasi-media-pembelajaran-anak'],
  },
  {
    rating: 5,
    body: 'Stikernya lucu dan ekspresinya beragam. Teman-teman di grup WhatsApp langsung minta.',
    fits: ['stiker-dan-ikon-lucu-whatsapp'],
  },
  // Music
  {
    rating: 5,
    body: 'Liriknya enak dinyanyikan dan nama usaha saya terdengar jelas di reff. Pelanggan ikut bersenandung.',
    fits: ['jingle-iklan-umkm-30-detik'],
  },
  {
    rating: 4,
    body: 'Cocok untuk iklan lokal. Durasinya pas 30 detik setelah saya potong sedikit.',
    fits: ['jingle-iklan-umkm-30-detik'],
  },
  {
    rating: 4,
    body: 'Struktur lagunya rapi. Saya ubah sedikit liriknya agar lebih cocok dengan logat daerah kami.',
    fits: songsWithLyrics,
  },
  {
    rating: 3,
    body: 'Liriknya oke, tapi hasil musiknya kadang terlalu ramai. Saya kurangi instrumennya di kolom Style.',
    fits: songsWithLyrics,
  },
  {
    rating: 5,
    body: 'Dipakai untuk acara keluarga dan semua terharu. Tidak menyangka bisa sebagus ini.',
    fits: ['lagu-ulang-tahun-dengan-nama'],
  },
  {
    rating: 5,
    body: 'Anak-anak di kelas langsung hafal. Gerakan tangannya juga membantu sekali.',
    fits: ['lagu-anak-edukasi-paud'],
  },
  {
    rating: 5,
    body: 'Musik latarnya pas untuk video jualan saya dan tidak menenggelamkan suara narasi.',
    fits: ['musik-latar-video-tiktok'],
  },
  // Code
  {
    rating: 5,
    body: 'Review kodenya tajam dan menemukan bug yang terlewat oleh tim kami. Formatnya enak dibaca.',
    fits: ['code-review-senior-engineer'],
  },
  {
    rating: 5,
    body: 'Query yang dihasilkan langsung jalan di database kami dan saran indeksnya tepat.',
    fits: ['query-sql-dari-pertanyaan-bisnis'],
  },
  {
    rating: 5,
    body: 'Test yang dihasilkan menutup kasus tepi yang tidak terpikir oleh saya. Tinggal dijalankan.',
    fits: ['unit-test-otomatis-jest-pytest'],
  },
  {
    rating: 5,
    body: 'Penyebab error-nya ketemu dalam sekali tanya, lengkap dengan cara memperbaikinya.',
    fits: ['debugging-dari-pesan-error'],
  },
  // Writing
  {
    rating: 5,
    body: 'Dipakai untuk melamar kerja dan dipanggil wawancara di dua perusahaan. Terima kasih!',
    fits: jobApplications,
  },
  {
    rating: 4,
    body: 'Hasilnya rapi dan sopan. Saya pakai berulang kali untuk keperluan berbeda.',
    fits: [
      ...jobApplications,
      'pidato-dan-sambutan-acara-resmi',
      'ucapan-pernikahan-undangan-digital',
    ],
  },
  {
    rating: 5,
    body: 'Alur ceritanya rapi dan tokohnya hidup. Tinggal saya poles di beberapa dialog.',
    fits: stories,
  },
  {
    rating: 5,
    body: 'Naskahnya mengalir seperti obrolan sungguhan, rekaman jadi lebih cepat selesai.',
    fits: ['naskah-podcast-obrolan-dua-host'],
  },
  {
    rating: 4,
    body: 'Pembagian panelnya pas dan punchline-nya kena. Ilustrator saya langsung paham maksudnya.',
    fits: ['storyboard-komik-strip-empat-panel'],
  },
  // Education
  {
    rating: 5,
    body: 'Sangat membantu menyusun materi. Langkah-langkahnya runtut dan mudah diikuti.',
    fits: teaching,
  },
  {
    rating: 4,
    body: 'Siswa saya lebih antusias dengan materi yang disusun dari prompt ini.',
    fits: teaching,
  },
  {
    rating: 4,
    body: 'Formatnya rapi dan sesuai kebutuhan guru. Tinggal menyesuaikan kondisi kelas.',
    fits: teaching,
  },
  {
    rating: 5,
    body: 'Dosen pembimbing saya bilang kerangkanya sudah tepat arah. Menghemat waktu berminggu-minggu.',
    fits: ['kerangka-skripsi-judul-sampai-bab-3', 'tinjauan-pustaka-matriks-penelitian'],
  },
  {
    rating: 4,
    body: 'Bagus dan lengkap. Saya tetap mencari sumber sendiri seperti yang disarankan penjual.',
    fits: [
      'kerangka-skripsi-judul-sampai-bab-3',
      'tinjauan-pustaka-matriks-penelitian',
      'abstrak-skripsi-dua-bahasa',
      'parafrase-akademik-jujur',
      'rangkuman-materi-peta-konsep',
    ],
  },
  {
    rating: 3,
    body: 'Cukup membantu, tetapi beberapa bagian perlu disesuaikan dengan pedoman kampus saya.',
    fits: theses,
  },
  {
    rating: 5,
    body: 'Worth it untuk mahasiswa tingkat akhir. Sudah saya rekomendasikan ke teman seangkatan.',
    fits: theses,
  },
  {
    rating: 5,
    body: 'Penjelasannya sabar dan tidak langsung memberi jawaban, jadi saya benar-benar belajar.',
    fits: ['parafrase-akademik-jujur', 'analisis-data-spss-interpretasi'],
  },
  {
    rating: 5,
    body: 'Latihan tanya jawabnya terasa seperti aslinya. Saya jauh lebih percaya diri.',
    fits: interviews,
  },
  {
    rating: 5,
    body: 'Esai saya jadi punya alur yang jelas dari latar belakang sampai rencana kontribusi. Tinggal saya isi dengan pengalaman sendiri.',
    fits: ['motivation-letter-beasiswa-lpdp'],
  },
  // Social media
  {
    rating: 5,
    body: 'Kontennya langsung bisa diunggah dan engagement akun saya naik dalam dua minggu.',
    fits: contentIdeas,
  },
  {
    rating: 3,
    body: 'Cukup membantu, tapi beberapa ide kurang cocok untuk niche saya yang sangat spesifik.',
    fits: contentIdeas,
  },
  {
    rating: 5,
    body: 'Sangat praktis. Satu sesi sudah dapat stok konten untuk sebulan.',
    fits: contentIdeas,
  },
  {
    rating: 5,
    body: 'Ide-idenya segar dan tidak pasaran. Kalender kontennya menyelamatkan saya dari kehabisan ide.',
    fits: ['kalender-konten-ramadan'],
  },
  {
    rating: 4,
    body: 'Bagus untuk olshop saya. Beberapa kalimat saya ubah agar lebih sesuai gaya brand.',
    fits: shopVoice,
  },
  {
    rating: 4,
    body: 'Hook-nya kuat, video pertama saya dari prompt ini ditonton lebih lama dari biasanya.',
    fits: ['skrip-reels-tiktok-30-detik'],
  },
  {
    rating: 5,
    body: 'Admin saya jadi punya panduan balasan yang seragam. Pelanggan juga lebih puas.',
    fits: ['balas-komentar-dan-dm-pelanggan'],
  },
  {
    rating: 4,
    body: 'Tagar dan ajakannya pas untuk pasar lokal. Perlu sedikit penyesuaian untuk produk saya.',
    fits: ['caption-instagram-jualan-fesyen'],
  },
  {
    rating: 5,
    body: 'Headline dan ringkasan profil saya jadi jauh lebih jelas. Ada rekruter yang menghubungi minggu ini.',
    fits: ['profil-linkedin-dilirik-rekruter'],
  },
  // Marketing
  {
    rating: 5,
    body: 'Naskahnya rapi dan alurnya jelas. Tim kami tidak lagi bingung saat siaran.',
    fits: ['naskah-live-shopping-tiktok', 'naskah-iklan-radio-60-detik'],
  },
  {
    rating: 5,
    body: 'Pelanggan baru banyak yang datang setelah iklan ini. Terima kasih penjual!',
    fits: ['naskah-iklan-radio-60-detik'],
  },
  // Business
  {
    rating: 5,
    body: 'Sangat membantu untuk usaha kecil seperti saya. Hasilnya rapi dan masuk akal.',
    fits: smallBusiness,
  },
  {
    rating: 5,
    body: 'Rekomendasi untuk pemilik UMKM. Penjelasannya tidak bertele-tele.',
    fits: smallBusiness,
  },
  {
    rating: 4,
    body: 'Analisisnya jelas dan langkahnya praktis. Beberapa angka tetap saya cek sendiri.',
    fits: ['rumus-excel-sheets-laporan-usaha', 'negosiasi-gaji-dan-tawaran-kerja'],
  },
  {
    rating: 5,
    body: 'Dokumen yang dihasilkan langsung bisa saya bagikan ke tim. Menghemat biaya konsultan.',
    fits: ['panduan-identitas-merek-brand-guideline', 'rumus-excel-sheets-laporan-usaha'],
  },
  {
    rating: 3,
    body: 'Cukup berguna, tetapi untuk usaha saya yang masih sangat kecil sebagian saran terlalu rumit.',
    fits: ['panduan-identitas-merek-brand-guideline'],
  },
  {
    rating: 5,
    body: 'Cara penyampaiannya profesional dan sopan. Saya jadi lebih percaya diri menghubungi HRD.',
    fits: jobLetters,
  },
  {
    rating: 5,
    body: 'Berkat contoh kalimatnya, saya berani menawar dan gaji yang disepakati naik.',
    fits: ['negosiasi-gaji-dan-tawaran-kerja'],
  },
]

export type ReviewPool =
  | 'image'
  | 'music'
  | 'code'
  | 'menulis'
  | 'pendidikan'
  | 'media-sosial'
  | 'pemasaran'
  | 'bisnis'

/** The shop's replies to some reviews; `{name}` is the customer's first name. */
export const replyPool = [
  'Terima kasih banyak, Kak {name}! Senang prompt-nya bermanfaat.',
  'Terima kasih ulasannya, Kak {name}. Masukannya kami catat untuk versi berikutnya.',
  'Wah, ikut senang mendengarnya, Kak {name}. Semoga usahanya makin lancar!',
  'Terima kasih sudah mencoba, Kak {name}. Kalau ada kendala, kabari kami lewat chat ya.',
  'Terima kasih, Kak {name}! Ditunggu cerita hasil berikutnya.',
]
