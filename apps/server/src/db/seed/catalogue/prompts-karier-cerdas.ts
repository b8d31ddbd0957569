import type { CataloguePrompt } from './types.ts'

/** Karier Cerdas: CV, job applications, interviews and scholarships. */
export const karierCerdasPrompts: CataloguePrompt[] = [
  {
    shop: 'karier-cerdas',
    slug: 'cv-ramah-ats-tulis-ulang',
    title: 'Tulis Ulang CV agar Lolos ATS',
    descriptionHtml:
      '<p>Ubah CV lama menjadi CV yang terbaca sistem ATS dan enak dibaca rekruter: ringkasan profil, pengalaman berbasis pencapaian, dan kata kunci dari lowongan yang Anda lamar.</p><ul><li>Cocok untuk lamaran kerja di perusahaan swasta, BUMN, dan startup</li><li>Menghasilkan versi bahasa Indonesia dan bahasa Inggris (resume)</li></ul>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'menulis',
    tags: ['CV', 'resume', 'lamaran kerja', 'ATS', 'karier'],
    price: 49_000,
    featured: true,
    daysAgo: 52,
    promptText:
      'Kamu adalah rekruter senior di Indonesia yang paham sistem ATS. Berikut CV saya: [CV LAMA]. Saya melamar posisi [POSISI] di [PERUSAHAAN] dengan deskripsi lowongan: [DESKRIPSI LOWONGAN]. Tulis ulang CV saya: ringkasan profil 3 kalimat, pengalaman kerja dengan format aksi + hasil terukur, keahlian yang cocok dengan kata kunci lowongan, dan pendidikan. Jangan mengarang pengalaman atau angka yang tidak ada di CV saya; tandai [PERLU DATA] bila angka belum ada. Buat versi bahasa Indonesia lalu versi bahasa Inggris.',
    instructions:
      'Tempel CV apa adanya (teks dari PDF juga boleh) dan seluruh isi lowongan. Isi sendiri bagian bertanda [PERLU DATA] sebelum mengirim lamaran.',
    examples: [
      'Ringkasan profil: Staf administrasi keuangan dengan 3 tahun pengalaman di perusahaan distribusi FMCG, terbiasa merekonsiliasi 400+ transaksi per bulan dan menyusun laporan kas mingguan di Excel dan Accurate.\n\nPengalaman:\n• Memangkas waktu penutupan buku bulanan dari 6 menjadi 4 hari kerja dengan template rekonsiliasi baru.\n• Menagih piutang jatuh tempo senilai [PERLU DATA] dengan tingkat tertagih 92%.',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'surat-lamaran-kerja-sesuai-lowongan',
    title: 'Surat Lamaran Kerja Sesuai Lowongan',
    descriptionHtml:
      '<p>Surat lamaran kerja (cover letter) satu halaman yang menjawab persis apa yang dicari lowongan, bukan template yang sama untuk semua perusahaan.</p><ul><li>Pembuka yang langsung menyebut posisi dan alasan tertarik</li><li>Dua paragraf bukti kemampuan dari pengalaman Anda</li><li>Versi email singkat untuk dikirim lewat surel</li></ul>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'menulis',
    tags: ['surat lamaran', 'lamaran kerja', 'cover letter', 'CV'],
    price: 35_000,
    daysAgo: 44,
    promptText:
      'Tulis surat lamaran kerja berbahasa Indonesia yang formal namun hangat untuk posisi [POSISI] di [PERUSAHAAN]. Gunakan data pelamar berikut: [RINGKASAN CV]. Kebutuhan lowongan: [PERSYARATAN LOWONGAN]. Struktur: pembuka (posisi, sumber info lowongan [SUMBER INFO]), dua paragraf bukti yang mencocokkan pengalaman dengan persyaratan, penutup dengan ketersediaan wawancara. Maksimal 300 kata. Setelah itu tulis versi badan email 80 kata dengan subjek email yang jelas.',
    instructions:
      'Sumber info bisa "LinkedIn", "Jobstreet", atau "rekomendasi Bapak/Ibu ...". Jangan lupa ganti nama HRD bila Anda mengetahuinya.',
    examples: [
      'Subjek: Lamaran Posisi Staf Digital Marketing – Anisa Rahmawati\n\nYth. Tim Rekrutmen PT Sinar Niaga Sejahtera,\n\nSaya membaca lowongan Staf Digital Marketing di LinkedIn dan tertarik karena fokus perusahaan pada penjualan produk lokal secara daring. Selama dua tahun mengelola akun Instagram toko batik keluarga, saya menaikkan pengikut dari 2.000 menjadi 18.000…',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'simulasi-wawancara-kerja-hrd-user',
    title: 'Simulasi Wawancara Kerja: HRD dan User',
    descriptionHtml:
      '<p>Latihan wawancara kerja interaktif: AI berperan sebagai HRD lalu user (calon atasan), bertanya satu per satu, dan menilai jawaban Anda dengan metode STAR.</p><p>Di akhir sesi Anda mendapat skor, jawaban yang perlu diperbaiki, dan contoh jawaban yang lebih kuat.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pendidikan',
    tags: ['wawancara kerja', 'interview', 'HRD', 'lamaran kerja'],
    price: 45_000,
    daysAgo: 38,
    promptText:
      'Bertindaklah sebagai pewawancara untuk posisi [POSISI] di perusahaan [JENIS PERUSAHAAN]. Tahap 1: kamu HRD, ajukan 5 pertanyaan umum (motivasi, kelemahan, ekspektasi gaji). Tahap 2: kamu user/atasan, ajukan 5 pertanyaan teknis sesuai [KEAHLIAN UTAMA]. Tanyakan SATU pertanyaan setiap kali dan tunggu jawaban saya. Setelah setiap jawaban, beri nilai 1–5 berdasarkan metode STAR dan satu saran singkat. Di akhir, rangkum 3 kekuatan, 3 hal yang perlu diperbaiki, dan tulis ulang jawaban terlemah saya.',
    instructions:
      'Jawab seperti sedang wawancara sungguhan, boleh lewat fitur suara di aplikasi ChatGPT. Ulangi dengan level "manajer" untuk posisi senior.',
    examples: [
      'Pertanyaan 1 (HRD): Apa yang membuat Anda tertarik melamar sebagai Analis Data di perusahaan logistik seperti kami?\n\nPenilaian jawaban Anda: 3/5. Alasan Anda jelas, tetapi belum ada contoh konkret. Coba sebutkan proyek analisis rute atau stok yang pernah Anda kerjakan.',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'profil-linkedin-dilirik-rekruter',
    title: 'Profil LinkedIn yang Dilirik Rekruter',
    descriptionHtml:
      '<p>Headline, bagian About, dan deskripsi pengalaman LinkedIn yang memuat kata kunci pencarian rekruter, ditambah 5 ide unggahan untuk membangun personal branding.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'media-sosial',
    tags: ['LinkedIn', 'personal branding', 'karier', 'resume'],
    price: 39_000,
    daysAgo: 29,
    promptText:
      'Saya [PROFESI] dengan pengalaman [LAMA PENGALAMAN] di bidang [BIDANG], sedang mengincar peran [PERAN INCARAN]. Data saya: [RINGKASAN CV]. Buatkan: 3 pilihan headline LinkedIn (maks. 220 karakter) berisi kata kunci yang dicari rekruter, bagian About 4 paragraf pendek orang pertama, deskripsi 2 pengalaman terakhir dengan poin pencapaian, 15 keahlian untuk kolom Skills, dan 5 ide unggahan yang menunjukkan keahlian saya tanpa terkesan pamer.',
    instructions:
      'Gunakan bahasa Inggris untuk About bila Anda mengincar perusahaan multinasional: tambahkan "tulis dalam bahasa Inggris" di akhir prompt.',
    examples: [
      'Headline: Product Designer | UX Research & Design System | Membantu aplikasi fintech menaikkan konversi onboarding\n\nAbout: Saya percaya desain yang baik terasa sederhana bagi pengguna. Selama 4 tahun terakhir saya merancang alur pembukaan rekening untuk 2 juta pengguna…',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'cv-fresh-graduate-tanpa-pengalaman',
    title: 'CV Fresh Graduate Tanpa Pengalaman Kerja',
    descriptionHtml:
      '<p>Gratis untuk lulusan baru: ubah organisasi kampus, magang, proyek kuliah, dan kepanitiaan menjadi CV satu halaman yang meyakinkan.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'menulis',
    tags: ['CV', 'fresh graduate', 'lamaran kerja', 'magang', 'mahasiswa'],
    price: 0,
    daysAgo: 57,
    promptText:
      'Saya lulusan [JURUSAN] dari [KAMPUS] tahun [TAHUN LULUS] tanpa pengalaman kerja penuh waktu. Kegiatan saya: [DAFTAR ORGANISASI, MAGANG, PROYEK, KEPANITIAAN]. Susun CV satu halaman untuk melamar [POSISI]: ringkasan profil 2 kalimat, bagian "Pengalaman Organisasi & Proyek" dengan poin berbasis hasil, keahlian teknis dan nonteknis, serta sertifikat. Jangan menambah hal yang tidak saya sebutkan.',
    instructions: 'Tulis kegiatan sebanyak mungkin, walau kecil; AI akan memilih yang relevan.',
    examples: [
      '• Ketua Divisi Acara, Dies Natalis Fakultas Ekonomi 2024: memimpin 12 panitia dan menyelenggarakan seminar 350 peserta dengan anggaran Rp18 juta.\n• Magang Akuntansi, KAP Hadi & Rekan (3 bulan): menyiapkan kertas kerja audit untuk 4 klien UMKM.',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'email-follow-up-setelah-interview',
    title: 'Email Follow-up Setelah Wawancara',
    descriptionHtml:
      '<p>Tiga email yang sopan dan tidak memaksa: ucapan terima kasih sehari setelah wawancara, menanyakan kabar seleksi, dan menanggapi penolakan dengan elegan.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'bisnis',
    tags: ['email', 'follow up', 'lamaran kerja', 'wawancara kerja'],
    price: 15_000,
    daysAgo: 21,
    promptText:
      'Tulis tiga email berbahasa Indonesia untuk pelamar posisi [POSISI] di [PERUSAHAAN] yang diwawancarai oleh [NAMA PEWAWANCARA] pada [TANGGAL WAWANCARA]: (1) terima kasih, sebut satu hal spesifik dari wawancara: [TOPIK YANG DIBAHAS]; (2) menanyakan perkembangan seleksi setelah 7 hari kerja; (3) membalas email penolakan sambil meminta masukan dan tetap membuka peluang. Masing-masing maksimal 120 kata dengan subjek.',
    instructions: 'Kirim email pertama paling lambat 24 jam setelah wawancara.',
    examples: [
      'Subjek: Terima Kasih atas Wawancara Posisi Account Executive\n\nYth. Ibu Ratna,\n\nTerima kasih atas waktu Ibu kemarin. Diskusi tentang rencana ekspansi ke Surabaya membuat saya makin yakin bisa berkontribusi…',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'jawaban-ceritakan-tentang-diri-anda',
    title: 'Jawaban "Ceritakan tentang Diri Anda"',
    descriptionHtml:
      '<p>Pertanyaan pembuka yang paling sering membuat gugup. Prompt ini menyusun jawaban 60–90 detik yang runtut: masa kini, masa lalu, dan alasan Anda cocok untuk posisi itu.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Flash',
    category: 'pendidikan',
    tags: ['wawancara kerja', 'interview', 'perkenalan diri', 'lamaran kerja'],
    price: 25_000,
    daysAgo: 12,
    promptText:
      'Bantu saya menjawab "Ceritakan tentang diri Anda" untuk wawancara posisi [POSISI]. Latar belakang saya: [LATAR BELAKANG SINGKAT]. Pencapaian yang ingin saya tonjolkan: [PENCAPAIAN]. Buat jawaban lisan 150–200 kata dengan pola masa kini–masa lalu–masa depan, bahasa percakapan yang sopan, lalu versi bahasa Inggris, dan 3 kesalahan umum yang harus saya hindari.',
    instructions: 'Latih dengan suara keras dan rekam dengan ponsel; targetkan di bawah 90 detik.',
    examples: [
      'Saat ini saya bekerja sebagai staf gudang di perusahaan e-commerce, bertanggung jawab atas 3.000 paket per hari. Sebelumnya saya memulai dari bagian sortir dan dipercaya menyusun ulang tata letak rak…',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'negosiasi-gaji-dan-tawaran-kerja',
    title: 'Negosiasi Gaji dan Tawaran Kerja',
    descriptionHtml:
      '<p>Dapat surat penawaran tetapi angkanya kurang pas? Prompt ini menyiapkan angka, argumen, dan naskah negosiasi lewat telepon atau email tanpa merusak hubungan.</p><ul><li>Kisaran gaji berdasarkan data yang Anda berikan</li><li>Negosiasi selain gaji: tunjangan, kerja jarak jauh, tanggal mulai</li></ul>',
    model: 'claude',
    modelVersion: 'Claude Opus 4',
    category: 'bisnis',
    tags: ['negosiasi gaji', 'offering letter', 'karier', 'gaji'],
    price: 59_000,
    daysAgo: 33,
    promptText:
      'Saya menerima tawaran kerja sebagai [POSISI] di [PERUSAHAAN] di [KOTA] dengan gaji [GAJI DITAWARKAN] dan tunjangan [TUNJANGAN]. Gaji saya saat ini [GAJI SAAT INI] dan data pasar yang saya temukan: [DATA PASAR]. Bantu saya: (1) tentukan angka target dan batas bawah yang masuk akal, (2) susun 3 argumen berbasis nilai, bukan kebutuhan pribadi, (3) tulis naskah telepon dengan jawaban untuk 4 kemungkinan respons HRD, (4) tulis email negosiasi 150 kata. Nada: profesional, berterima kasih, tidak mengancam.',
    instructions: 'Cari data pasar dari laporan gaji atau teman seprofesi sebelum memakai prompt.',
    examples: [
      'Angka target: Rp14.500.000 (naik 12% dari tawaran). Batas bawah: Rp13.500.000 plus tunjangan kerja jarak jauh 2 hari per minggu.\n\nJika HRD menjawab "anggaran sudah maksimal": "Saya memahami, Bu. Apakah ada ruang untuk peninjauan gaji setelah masa percobaan tiga bulan?"',
    ],
  },
  {
    shop: 'karier-cerdas',
    slug: 'motivation-letter-beasiswa-lpdp',
    title: 'Esai dan Motivation Letter Beasiswa LPDP',
    descriptionHtml:
      '<p>Esai kontribusi dan motivation letter untuk beasiswa LPDP, Chevening, atau beasiswa kampus, dengan alur cerita yang personal dan rencana kontribusi yang konkret.</p><p>Prompt meminta AI mengajukan pertanyaan dulu, sehingga esai Anda tidak terdengar seperti milik orang lain.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4.1',
    category: 'pendidikan',
    tags: ['beasiswa', 'LPDP', 'motivation letter', 'esai', 'kuliah S2'],
    price: 75_000,
    daysAgo: 47,
    promptText:
      'Kamu adalah mentor beasiswa yang pernah menjadi pewawancara [NAMA BEASISWA]. Saya akan melamar program [PROGRAM STUDI] di [UNIVERSITAS TUJUAN]. Sebelum menulis, ajukan 8 pertanyaan tentang pengalaman, masalah di daerah saya ([DAERAH ASAL]), dan rencana setelah lulus, satu per satu. Setelah saya menjawab semuanya, tulis esai [JUMLAH KATA] kata dengan struktur: momen pemicu, perjalanan akademik dan profesional, alasan memilih program, rencana kontribusi 5 tahun yang terukur. Hindari klise seperti "sejak kecil saya bercita-cita".',
    instructions:
      'Jawab pertanyaan AI dengan cerita nyata dan detail. Esai terbaik lahir dari jawaban yang jujur.',
    examples: [
      'Pertanyaan 1: Ceritakan satu kejadian di daerah Anda yang membuat Anda ingin mendalami kebijakan kesehatan masyarakat. Siapa yang terlibat dan apa yang Anda lakukan saat itu?',
    ],
  },
]
