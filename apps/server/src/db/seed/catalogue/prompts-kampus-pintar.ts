import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Kampus Pintar: theses, study material and teaching. */
export const kampusPintarPrompts: CataloguePrompt[] = [
  {
    shop: 'kampus-pintar',
    slug: 'kerangka-skripsi-judul-sampai-bab-3',
    title: 'Kerangka Skripsi dari Judul sampai Bab 3',
    descriptionHtml:
      '<p>Bingung memulai skripsi atau tugas akhir? Prompt ini menyusun rumusan masalah, tujuan, hipotesis, dan kerangka Bab 1–3 dari topik yang Anda minati, lengkap dengan saran variabel dan metode penelitian.</p><ul><li>Untuk penelitian kuantitatif maupun kualitatif</li><li>Bukan untuk menyalin: AI menjelaskan alasan setiap pilihan</li></ul>',
    model: 'chatgpt',
    modelVersion: 'GPT-4.1',
    category: 'pendidikan',
    tags: ['skripsi', 'tugas akhir', 'metodologi penelitian', 'proposal', 'mahasiswa'],
    price: 65_000,
    featured: true,
    daysAgo: 58,
    promptText:
      'Kamu adalah dosen pembimbing di jurusan [JURUSAN]. Topik minat saya: [TOPIK]. Jenis penelitian yang saya inginkan: [KUANTITATIF/KUALITATIF]. Lokasi atau objek penelitian: [OBJEK]. Berikan: 3 usulan judul skripsi beserta kelebihan dan risikonya; untuk judul pilihan pertama susun latar belakang masalah (poin-poin), rumusan masalah, tujuan, manfaat, hipotesis bila kuantitatif, variabel dan indikatornya, kerangka Bab 2 (teori yang perlu dicari, tanpa mengarang sitasi), serta rancangan Bab 3 (populasi, sampel, teknik pengumpulan dan analisis data). Jelaskan alasan setiap keputusan metodologis.',
    instructions:
      'AI tidak boleh mengarang referensi: cari sendiri jurnalnya di Google Scholar atau Garuda, lalu konsultasikan kerangka ini dengan dosen pembimbing Anda.',
    examples: [
      'Usulan judul 1: Pengaruh Kualitas Layanan dan Harga terhadap Kepuasan Pelanggan Jasa Laundry Kiloan di Kecamatan Tembalang\n• Kelebihan: data mudah dikumpulkan lewat kuesioner; variabel umum dipakai sehingga teori mudah dicari.\n• Risiko: topik sering dipakai; tambahkan variabel lokasi agar lebih orisinal.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'parafrase-akademik-jujur',
    title: 'Parafrase Akademik yang Jujur',
    descriptionHtml:
      '<p>Menulis ulang kutipan dengan bahasa Anda sendiri sambil tetap mencantumkan sumber. Prompt ini menjaga makna, memperbaiki tata bahasa, dan mengingatkan Anda menulis sitasi.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'pendidikan',
    tags: ['parafrase', 'skripsi', 'jurnal', 'sitasi', 'tugas akhir'],
    price: 29_000,
    daysAgo: 41,
    promptText:
      'Parafrasekan teks berikut dalam bahasa Indonesia akademik yang baku tanpa mengubah maknanya: [TEKS ASLI]. Sumbernya: [PENULIS, TAHUN]. Berikan 2 versi (ringkas dan lengkap), tandai istilah teknis yang tidak boleh diganti, lalu tulis contoh sitasi gaya [APA/HARVARD]. Jika teks berupa data atau definisi baku, sarankan untuk mengutip langsung saja.',
    instructions:
      'Parafrase tetap wajib disertai sitasi. Cocokkan hasilnya dengan teks asli sebelum dipakai.',
    examples: [
      'Versi ringkas: Menurut Kotler dan Keller (2016), kepuasan muncul ketika kinerja produk yang dirasakan pelanggan setara atau melampaui harapannya.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'tinjauan-pustaka-matriks-penelitian',
    title: 'Tinjauan Pustaka dan Matriks Penelitian Terdahulu',
    descriptionHtml:
      '<p>Ubah tumpukan abstrak jurnal menjadi matriks penelitian terdahulu dan paragraf tinjauan pustaka yang membandingkan, bukan sekadar merangkum satu per satu.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'pendidikan',
    tags: ['literature review', 'skripsi', 'jurnal', 'tesis', 'tugas akhir'],
    price: 55_000,
    daysAgo: 26,
    promptText:
      'Berikut abstrak [JUMLAH] penelitian terdahulu tentang [TOPIK]: [ABSTRAK-ABSTRAK]. Buat tabel matriks berisi penulis dan tahun, tujuan, metode, sampel, temuan utama, dan keterbatasan. Lalu tulis 4 paragraf tinjauan pustaka yang mengelompokkan temuan berdasarkan tema, menunjukkan persamaan dan pertentangan, dan diakhiri celah penelitian (research gap) yang bisa diisi penelitian saya tentang [RENCANA PENELITIAN]. Hanya gunakan informasi dari abstrak yang saya berikan.',
    instructions:
      'Tempel abstrak lengkap beserta nama penulis dan tahun. Gemini bisa membaca PDF yang Anda unggah.',
    examples: [
      'Celah penelitian: sebagian besar studi meneliti UMKM di Jawa dengan sampel di atas 100 responden, sementara belum ada yang menguji peran literasi digital pada pelaku UMKM perempuan di luar Jawa.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'persiapan-sidang-skripsi-pertanyaan-penguji',
    title: 'Persiapan Sidang Skripsi: 40 Pertanyaan Penguji',
    descriptionHtml:
      '<p>Latihan sidang skripsi dan tugas akhir: 40 pertanyaan yang paling mungkin diajukan penguji berdasarkan skripsi Anda sendiri, dari latar belakang sampai keterbatasan penelitian.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pendidikan',
    tags: ['sidang skripsi', 'skripsi', 'tugas akhir', 'presentasi'],
    price: 35_000,
    daysAgo: 16,
    promptText:
      'Saya akan sidang skripsi berjudul [JUDUL SKRIPSI]. Ringkasan bab 1–5: [RINGKASAN]. Berperanlah sebagai dua dosen penguji: satu kritis terhadap metodologi, satu terhadap teori dan manfaat praktis. Buat 40 pertanyaan berurutan dari yang paling mungkin muncul, kelompokkan per bab. Untuk 10 pertanyaan tersulit, berikan kerangka jawaban dan jebakan yang harus dihindari. Setelah itu tawarkan simulasi tanya jawab satu per satu.',
    instructions:
      'Sertakan hasil uji statistik atau temuan kualitatif utama di ringkasan agar pertanyaannya tajam.',
    examples: [
      'Bab 3, pertanyaan 14: Mengapa Anda memakai purposive sampling, bukan random sampling? Apa dampaknya pada generalisasi hasil?\nKerangka jawaban: sebut kriteria responden, keterbatasan daftar populasi, dan akui bahwa hasil berlaku untuk populasi serupa.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'modul-ajar-kurikulum-merdeka',
    title: 'Modul Ajar Kurikulum Merdeka',
    descriptionHtml:
      '<p>Untuk guru SD, SMP, dan SMA: modul ajar lengkap sesuai Kurikulum Merdeka, dari capaian pembelajaran, tujuan, langkah kegiatan berdiferensiasi, sampai asesmen dan rubrik.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'pendidikan',
    tags: ['modul ajar', 'guru', 'kurikulum merdeka', 'RPP', 'sekolah'],
    price: 45_000,
    featured: true,
    daysAgo: 35,
    promptText:
      'Susun modul ajar Kurikulum Merdeka untuk mata pelajaran [MAPEL] kelas [KELAS], fase [FASE], materi [MATERI], alokasi waktu [JP]. Isi: identitas modul, capaian pembelajaran, tujuan pembelajaran, profil pelajar Pancasila yang dikembangkan, pemahaman bermakna, pertanyaan pemantik, langkah kegiatan (pendahuluan, inti dengan diferensiasi untuk 3 kelompok kemampuan, penutup), asesmen diagnostik, formatif, sumatif beserta rubrik, serta lembar kerja peserta didik. Sesuaikan dengan kondisi sekolah: [KONDISI SEKOLAH].',
    instructions:
      'Kondisi sekolah misalnya "proyektor terbatas, 32 siswa, sebagian belum lancar membaca".',
    examples: [
      'Pertanyaan pemantik: Mengapa es batu di dalam gelas bisa membuat bagian luar gelas basah?\n\nKegiatan inti (diferensiasi proses): Kelompok A mengamati eksperimen gelas es; kelompok B membaca infografik siklus air; kelompok C menyusun diagram bersama guru.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'soal-latihan-hots-dan-pembahasan',
    title: 'Soal Latihan HOTS dengan Pembahasan',
    descriptionHtml:
      '<p>Soal pilihan ganda dan uraian bertipe HOTS (C4–C6) lengkap dengan kunci, pembahasan, dan kisi-kisi, untuk ulangan harian, ujian sekolah, atau latihan UTBK.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pendidikan',
    tags: ['soal latihan', 'HOTS', 'ujian', 'UTBK', 'guru'],
    price: 25_000,
    daysAgo: 49,
    promptText:
      'Buat [JUMLAH] soal pilihan ganda dan [JUMLAH URAIAN] soal uraian tentang [MATERI] untuk [JENJANG]. Semua soal berlevel kognitif C4–C6 dengan stimulus (teks, tabel, atau kasus sehari-hari di Indonesia). Sertakan kisi-kisi (indikator, level kognitif), kunci jawaban, pembahasan singkat, dan alasan setiap pengecoh salah. Hindari soal yang bisa dijawab hanya dengan menghafal.',
    instructions: 'Periksa ulang hitungan pada soal matematika dan fisika sebelum dibagikan.',
    examples: [
      'Stimulus: Harga cabai rawit di Pasar Induk naik dari Rp40.000 menjadi Rp85.000 per kg setelah musim hujan panjang…\nSoal: Kebijakan mana yang paling tepat menstabilkan harga dalam jangka pendek? Jelaskan alasanmu.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'rangkuman-materi-peta-konsep',
    title: 'Rangkuman Materi Jadi Peta Konsep',
    descriptionHtml:
      '<p>Gratis: ubah bab buku atau catatan kuliah menjadi rangkuman poin, peta konsep, dan 10 kartu hafalan untuk belajar menjelang ujian.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'pendidikan',
    tags: ['rangkuman', 'belajar', 'peta konsep', 'mind map', 'ujian'],
    price: 0,
    daysAgo: 60,
    promptText:
      'Rangkum materi berikut untuk siswa/mahasiswa [JENJANG]: [MATERI]. Buat: (1) rangkuman maksimal 10 poin, (2) peta konsep dalam bentuk daftar bertingkat, (3) 10 kartu hafalan tanya-jawab, (4) 3 kesalahan pemahaman yang sering terjadi. Gunakan bahasa sederhana dan contoh sehari-hari.',
    instructions: 'Potong materi panjang per bab agar rangkumannya tetap rinci.',
    examples: [
      'Peta konsep – Fotosintesis\n• Bahan: air, karbon dioksida, cahaya\n  • Terjadi di kloroplas (klorofil)\n• Hasil: glukosa, oksigen\n• Faktor: intensitas cahaya, suhu, kadar CO₂',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'analisis-data-spss-interpretasi',
    title: 'Analisis Data SPSS dan Interpretasi Hasil',
    descriptionHtml:
      '<p>Tempel output SPSS, JASP, atau Excel Anda: AI menjelaskan uji validitas, reliabilitas, asumsi klasik, regresi, dan uji hipotesis dalam kalimat Bab 4 yang siap dikonsultasikan.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4.1',
    category: 'pendidikan',
    tags: ['SPSS', 'statistik', 'skripsi', 'regresi', 'tugas akhir'],
    price: 49_000,
    daysAgo: 22,
    promptText:
      'Berikut output [SPSS/JASP/EXCEL] dari penelitian saya tentang [JUDUL] dengan hipotesis [HIPOTESIS] dan taraf signifikansi [ALPHA]: [OUTPUT]. Jelaskan setiap tabel secara berurutan, tentukan apakah asumsi terpenuhi, putuskan hipotesis diterima atau ditolak dengan alasannya, lalu tulis draf pembahasan Bab 4 dalam bahasa akademik. Jika ada angka yang janggal atau uji yang kurang tepat, sebutkan dan sarankan uji pengganti.',
    instructions: 'Salin tabel output sebagai teks, bukan gambar, agar angkanya terbaca tepat.',
    examples: [
      'Nilai signifikansi uji t variabel Harga (X2) sebesar 0,003 < 0,05 dengan koefisien 0,412, sehingga H2 diterima: harga berpengaruh positif dan signifikan terhadap keputusan pembelian.',
    ],
  },
  {
    shop: 'kampus-pintar',
    slug: 'ilustrasi-media-pembelajaran-anak',
    title: 'Ilustrasi Media Pembelajaran Anak',
    descriptionHtml: `<p>Gambar berwarna untuk poster kelas, buku cerita, dan lembar kerja anak TK–SD: tokoh ramah, latar sederhana, dan ruang kosong untuk teks.</p>${englishNote('dall-e')}`,
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'pendidikan',
    tags: ['ilustrasi', 'anak', 'media belajar', 'PAUD', 'guru'],
    price: 30_000,
    daysAgo: 19,
    promptText:
      "friendly children's book illustration of [TOKOH] [KEGIATAN] in [LATAR], soft rounded shapes, warm pastel palette, simple clean background with empty space at the top for a title, Indonesian children with diverse skin tones, no text, flat vector style, 4:3",
    instructions:
      'Minta "no text" agar huruf tidak muncul di gambar; tulis judulnya sendiri di Canva.',
    examples: ['Isian: TOKOH = dua anak SD, KEGIATAN = menanam pohon, LATAR = halaman sekolah.'],
    art: {
      kind: 'character',
      palette: ['#38bdf8', '#fde047', '#86efac'],
      captions: [
        'Anak-anak menanam pohon di halaman sekolah',
        'Kancil membaca buku di bawah pohon',
      ],
    },
  },
  {
    shop: 'kampus-pintar',
    slug: 'abstrak-skripsi-dua-bahasa',
    title: 'Abstrak Skripsi Bahasa Indonesia dan Inggris',
    descriptionHtml:
      '<p>Abstrak skripsi atau tesis 200–250 kata dengan unsur lengkap (latar, tujuan, metode, hasil, simpulan) plus terjemahan bahasa Inggris akademik dan kata kunci.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'pendidikan',
    tags: ['abstrak', 'skripsi', 'tugas akhir', 'abstract', 'tesis'],
    price: 19_000,
    daysAgo: 6,
    promptText:
      'Dari ringkasan skripsi berikut: [RINGKASAN BAB 1–5], tulis abstrak bahasa Indonesia 200–250 kata dalam satu paragraf dengan urutan latar belakang, tujuan, metode, hasil (sebut angka utama), dan simpulan. Lalu terjemahkan ke bahasa Inggris akademik (bukan terjemahan kata per kata) dan tulis 3–5 kata kunci dalam dua bahasa. Gunakan kalimat pasif seperlunya sesuai pedoman [NAMA KAMPUS] bila saya sebutkan.',
    instructions: 'Cek batas kata di pedoman penulisan kampus Anda.',
    examples: [
      'Kata kunci: literasi keuangan, UMKM, kinerja usaha / Keywords: financial literacy, MSMEs, business performance',
    ],
  },
]
