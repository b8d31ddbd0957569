/**
 * What the demo's customers wrote about the catalogue's prompts, by kind of prompt: stars and
 * text. demo-orders.ts picks from the pool that fits each prompt.
 */
export const reviewPools: Record<ReviewPool, [rating: number, body: string][]> = {
  image: [
    [
      5,
      'Hasil gambarnya rapi sejak percobaan pertama. Variabelnya jelas, tinggal ganti warna dan objek.',
    ],
    [
      5,
      'Komposisinya profesional, langsung saya pakai untuk katalog toko. Hemat biaya fotografer.',
    ],
    [
      4,
      'Bagus, tapi butuh tiga sampai empat kali generate untuk dapat detail yang pas. Petunjuk parameternya membantu.',
    ],
    [
      4,
      'Gaya visualnya konsisten. Saya tambahkan sedikit negative prompt sendiri agar hasilnya lebih bersih.',
    ],
    [5, 'Pencahayaannya cantik dan warnanya tidak norak. Pelanggan mengira ini foto studio.'],
    [
      3,
      'Lumayan, tapi teks di gambar masih sering berantakan. Untung penjual sudah mengingatkan soal itu.',
    ],
    [
      5,
      'Contoh isian variabelnya sangat membantu pemula seperti saya. Hasilnya mirip contoh di halaman.',
    ],
    [4, 'Cocok untuk kebutuhan konten Instagram saya. Rasio gambarnya sudah pas untuk feed.'],
    [
      2,
      'Hasilnya belum sesuai harapan untuk produk saya yang bentuknya tidak biasa. Mungkin lebih cocok untuk produk standar.',
    ],
    [
      5,
      'Prompt paling rapi yang pernah saya beli. Strukturnya membuat saya paham cara menulis prompt gambar sendiri.',
    ],
    [4, 'Hasilnya bagus di Midjourney maupun DALL·E, hanya perlu sedikit penyesuaian gaya.'],
    [5, 'Sekali beli dipakai berulang untuk puluhan produk. Sangat sepadan dengan harganya.'],
  ],
  music: [
    [
      5,
      'Liriknya enak dinyanyikan dan nama usaha saya terdengar jelas di reff. Pelanggan ikut bersenandung.',
    ],
    [
      4,
      'Bagus, perlu dua kali generate di Suno sampai pengucapannya pas. Petunjuk kolom Style sangat membantu.',
    ],
    [5, 'Dipakai untuk acara keluarga dan semua terharu. Tidak menyangka bisa sebagus ini.'],
    [
      4,
      'Struktur lagunya rapi. Saya ubah sedikit liriknya agar lebih cocok dengan logat daerah kami.',
    ],
    [
      3,
      'Liriknya oke, tapi hasil musiknya kadang terlalu ramai. Saya kurangi instrumennya di kolom Style.',
    ],
    [5, 'Anak-anak di kelas langsung hafal. Gerakan tangannya juga membantu sekali.'],
    [5, 'Naskahnya mengalir seperti obrolan sungguhan, rekaman jadi lebih cepat selesai.'],
    [4, 'Cocok untuk iklan lokal. Durasinya pas 30 detik setelah saya potong sedikit.'],
  ],
  code: [
    [
      5,
      'Review kodenya tajam dan menemukan bug yang terlewat oleh tim kami. Formatnya enak dibaca.',
    ],
    [5, 'Menghemat waktu berjam-jam. Penjelasannya membuat saya paham, bukan sekadar menyalin.'],
    [
      4,
      'Hasilnya bagus, tetapi tetap perlu saya cek dan jalankan. Sesuai dengan peringatan penjual.',
    ],
    [
      4,
      'Struktur outputnya konsisten di Claude maupun ChatGPT. Sangat membantu untuk proyek kantor.',
    ],
    [5, 'Query yang dihasilkan langsung jalan di database kami dan saran indeksnya tepat.'],
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
    [5, 'Dipakai untuk melamar kerja dan dipanggil wawancara di dua perusahaan. Terima kasih!'],
    [
      3,
      'Cukup membantu sebagai draf awal, tapi tetap perlu banyak sentuhan pribadi agar tidak generik.',
    ],
    [5, 'Kualitasnya jauh di atas prompt gratisan yang beredar. Petunjuknya lengkap.'],
    [4, 'Hasilnya rapi dan sopan. Saya pakai berulang kali untuk keperluan berbeda.'],
    [5, 'Penjelasan setiap variabel sangat jelas, jadi hasilnya benar-benar sesuai cerita saya.'],
    [
      2,
      'Untuk kebutuhan saya yang sangat spesifik hasilnya masih terlalu umum. Mungkin cocok untuk orang lain.',
    ],
  ],
  pendidikan: [
    [5, 'Sangat membantu menyusun materi. Langkah-langkahnya runtut dan mudah diikuti.'],
    [
      5,
      'Dosen pembimbing saya bilang kerangkanya sudah tepat arah. Menghemat waktu berminggu-minggu.',
    ],
    [4, 'Bagus dan lengkap. Saya tetap mencari sumber sendiri seperti yang disarankan penjual.'],
    [4, 'Siswa saya lebih antusias dengan materi yang disusun dari prompt ini.'],
    [5, 'Penjelasannya sabar dan tidak langsung memberi jawaban, jadi saya benar-benar belajar.'],
    [3, 'Cukup membantu, tetapi beberapa bagian perlu disesuaikan dengan pedoman kampus saya.'],
    [5, 'Latihan tanya jawabnya terasa seperti aslinya. Saya jauh lebih percaya diri.'],
    [4, 'Formatnya rapi dan sesuai kebutuhan guru. Tinggal menyesuaikan kondisi kelas.'],
    [5, 'Worth it untuk mahasiswa tingkat akhir. Sudah saya rekomendasikan ke teman seangkatan.'],
    [4, 'Hasilnya jelas dan terstruktur, hanya perlu beberapa kali revisi agar sesuai topik saya.'],
  ],
  'media-sosial': [
    [5, 'Kontennya langsung bisa diunggah dan engagement akun saya naik dalam dua minggu.'],
    [
      5,
      'Ide-idenya segar dan tidak pasaran. Kalender kontennya menyelamatkan saya dari kehabisan ide.',
    ],
    [4, 'Bagus untuk olshop saya. Beberapa kalimat saya ubah agar lebih sesuai gaya brand.'],
    [4, 'Hook-nya kuat, video pertama saya dari prompt ini ditonton lebih lama dari biasanya.'],
    [3, 'Cukup membantu, tapi beberapa ide kurang cocok untuk niche saya yang sangat spesifik.'],
    [5, 'Admin saya jadi punya panduan balasan yang seragam. Pelanggan juga lebih puas.'],
    [5, 'Sangat praktis. Satu sesi sudah dapat stok konten untuk sebulan.'],
    [4, 'Tagar dan ajakannya pas untuk pasar lokal. Perlu sedikit penyesuaian untuk produk saya.'],
  ],
  pemasaran: [
    [5, 'Materi promonya meyakinkan tanpa terkesan memaksa. Penjualan minggu ini naik.'],
    [4, 'Bagus dan mudah dipakai. Saya sesuaikan sedikit dengan promo yang sedang berjalan.'],
    [5, 'Naskahnya rapi dan alurnya jelas. Tim kami tidak lagi bingung saat siaran.'],
    [4, 'Hasilnya profesional. Akan lebih baik lagi bila ada contoh untuk produk jasa.'],
    [3, 'Cukup membantu sebagai awal, tapi saya masih perlu menambah detail produk sendiri.'],
    [5, 'Sangat sepadan dengan harganya. Sudah dipakai untuk tiga kampanye berbeda.'],
    [4, 'Petunjuk isiannya jelas. Cocok untuk UMKM yang belum punya tim pemasaran.'],
    [5, 'Pelanggan baru banyak yang datang setelah iklan ini. Terima kasih penjual!'],
  ],
  bisnis: [
    [5, 'Sangat membantu untuk usaha kecil seperti saya. Hasilnya rapi dan masuk akal.'],
    [4, 'Analisisnya jelas dan langkahnya praktis. Beberapa angka tetap saya cek sendiri.'],
    [5, 'Dokumen yang dihasilkan langsung bisa saya bagikan ke tim. Menghemat biaya konsultan.'],
    [
      4,
      'Bagus, hanya perlu data yang lengkap agar hasilnya maksimal. Petunjuknya sudah menjelaskan itu.',
    ],
    [
      3,
      'Cukup berguna, tetapi untuk usaha saya yang masih sangat kecil sebagian saran terlalu rumit.',
    ],
    [
      5,
      'Cara penyampaiannya profesional dan sopan. Saya jadi lebih percaya diri menghubungi klien.',
    ],
    [4, 'Praktis dan mudah diikuti. Sudah saya pakai berkali-kali untuk kebutuhan berbeda.'],
    [5, 'Rekomendasi untuk pemilik UMKM. Penjelasannya tidak bertele-tele.'],
  ],
}

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
