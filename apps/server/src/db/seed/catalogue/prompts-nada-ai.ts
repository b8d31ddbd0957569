import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Nada AI Studio: songs and jingles with Suno, scripts for audio. */
export const nadaAiPrompts: CataloguePrompt[] = [
  {
    shop: 'nada-ai',
    slug: 'jingle-iklan-umkm-30-detik',
    title: 'Jingle Iklan UMKM 30 Detik',
    descriptionHtml:
      '<p>Jingle yang gampang diingat untuk warung, toko, atau jasa Anda: lirik bahasa Indonesia dengan nama usaha di bagian reff, siap dibuat lagunya di Suno.</p><ul><li>Pilihan genre: pop ceria, dangdut koplo, akustik, atau EDM</li><li>Versi 15 detik untuk iklan video pendek</li></ul>',
    model: 'suno',
    modelVersion: 'v4.5',
    category: 'pemasaran',
    tags: ['jingle', 'iklan', 'UMKM', 'lagu', 'Suno'],
    price: 59_000,
    featured: true,
    daysAgo: 45,
    promptText:
      'Style: upbeat Indonesian [GENRE] jingle, catchy chorus, bright [INSTRUMEN], 120 bpm, clear female and male vocals, radio advertisement, 30 seconds\n\nLyrics:\n[Verse]\n(dua baris tentang masalah pelanggan: [MASALAH PELANGGAN])\n[Chorus]\n(nama usaha "[NAMA USAHA]" disebut dua kali, keunggulan [KEUNGGULAN], ajakan [AJAKAN])\n[Outro]\n(slogan pendek [SLOGAN])\n\nTulis liriknya dalam bahasa Indonesia, rima a-a-b-b, suku kata pendek agar mudah dinyanyikan.',
    instructions:
      'Minta ChatGPT atau Claude mengisi liriknya dulu, lalu tempel bagian Style ke kolom Style of Music dan liriknya ke kolom Lyrics di mode Custom Suno.',
    examples: [
      '[Chorus]\nLaundry Wangi, Laundry Wangi,\nPagi dijemput, sore kembali,\nRapi, harum, terlipat rapi,\nTelepon saja, kami siap menanti!',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'lagu-ulang-tahun-dengan-nama',
    title: 'Lagu Ulang Tahun dengan Nama Sendiri',
    descriptionHtml:
      '<p>Hadiah yang personal: lagu ulang tahun dengan nama, kenangan, dan lelucon keluarga yang hanya dimengerti orang terdekat. Lirik bahasa Indonesia, musik dari Suno.</p>',
    model: 'suno',
    modelVersion: 'v4',
    category: 'menulis',
    tags: ['lagu ulang tahun', 'hadiah', 'lirik', 'Suno'],
    price: 25_000,
    daysAgo: 32,
    promptText:
      'Tulis lirik lagu ulang tahun berbahasa Indonesia untuk [NAMA] yang berusia [USIA], dari [DARI SIAPA]. Masukkan kenangan: [KENANGAN], kebiasaan lucu: [KEBIASAAN], dan harapan: [HARAPAN]. Struktur [Verse]–[Chorus]–[Verse]–[Chorus]–[Bridge]–[Chorus], reff menyebut nama dua kali. Lalu tulis Style untuk Suno: [GENRE], hangat, tempo sedang, vokal [JENIS VOKAL].',
    instructions: 'Buat 2–3 versi di Suno dan pilih yang pengucapan namanya paling jelas.',
    examples: [
      '[Chorus]\nSelamat ulang tahun, Mbak Tika,\nYang selalu telat tapi selalu ada,\nTiga puluh tahun penuh tawa,\nSelamat ulang tahun, Mbak Tika!',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'musik-latar-video-tiktok',
    title: 'Musik Latar Video Konten Tanpa Vokal',
    descriptionHtml:
      '<p>Deskripsi gaya musik untuk membuat backsound instrumental di Suno: lo-fi santai, akustik hangat, atau beat energik untuk video TikTok, Reels, dan YouTube Anda sendiri.</p>',
    model: 'suno',
    modelVersion: 'v4.5',
    category: 'media-sosial',
    tags: ['musik latar', 'backsound', 'TikTok', 'instrumental', 'Suno'],
    price: 35_000,
    daysAgo: 25,
    promptText:
      'Style: instrumental [GENRE] background music for [JENIS VIDEO] video, [SUASANA] mood, [TEMPO] bpm, featuring [INSTRUMEN], subtle Indonesian touch with [INSTRUMEN TRADISIONAL], clean mix, no vocals, loopable ending\n\nStruktur: [Intro] 4 bar tenang, [Main] 16 bar, [Break] 4 bar, [Main] 16 bar, [Outro] memudar.',
    instructions:
      'Aktifkan "Instrumental" di Suno. Periksa ketentuan lisensi paket Suno Anda sebelum dipakai untuk konten komersial.',
    examples: [
      'Isian: GENRE = lo-fi hip hop, JENIS VIDEO = resep masakan, SUASANA = hangat, INSTRUMEN TRADISIONAL = gamelan bonang.',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'naskah-podcast-obrolan-dua-host',
    title: 'Naskah Podcast Obrolan Dua Host',
    descriptionHtml:
      '<p>Naskah podcast 20 menit yang terdengar seperti obrolan, bukan membaca: pembagian peran dua host, pertanyaan lanjutan, selingan lucu, dan segmen pendengar.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'menulis',
    tags: ['podcast', 'naskah', 'konten audio', 'YouTube'],
    price: 45_000,
    daysAgo: 17,
    promptText:
      'Tulis naskah podcast [DURASI] menit berjudul [JUDUL EPISODE] dengan dua host: [HOST 1, karakter] dan [HOST 2, karakter]. Topik: [TOPIK], untuk pendengar [AUDIENS]. Bagi menjadi: pembuka (kabar dan perkenalan topik), 3 segmen isi dengan fakta yang bisa diperiksa dan pengalaman pribadi [PENGALAMAN], segmen pertanyaan pendengar, dan penutup. Tulis dialog santai berbahasa Indonesia sehari-hari, tandai jeda, tawa, dan bagian improvisasi.',
    instructions: 'Baca keras-keras sebelum rekaman dan coret kalimat yang terasa kaku.',
    examples: [
      'DINA: Jadi, Rak, kamu pernah nggak beli barang cuma karena diskon, terus nyesel?\nRAKA: (tertawa) Blender tiga juta. Dipakai dua kali.\nDINA: Nah, itu yang mau kita bahas hari ini: kenapa otak kita gampang banget tergoda kata "diskon".',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'naskah-iklan-radio-60-detik',
    title: 'Naskah Iklan Radio 60 Detik',
    descriptionHtml:
      '<p>Naskah iklan radio dan voice over 60 detik dengan efek suara, dialog, dan penutup yang menyebut alamat atau nomor telepon dua kali, untuk radio lokal dan iklan audio Spotify.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'pemasaran',
    tags: ['iklan radio', 'naskah', 'voice over', 'iklan'],
    price: 39_000,
    daysAgo: 42,
    promptText:
      'Tulis 3 naskah iklan radio [DURASI] detik untuk [NAMA USAHA] yang menawarkan [PRODUK/PROMO] kepada pendengar [AUDIENS] di [KOTA]. Gaya: (1) dialog situasi sehari-hari, (2) narator tunggal yang hangat, (3) humor. Tandai SFX, musik, dan jeda. Sebut nama usaha minimal 3 kali dan kontak [KONTAK] dua kali di penutup. Hitung perkiraan durasi setiap naskah (2,5 kata per detik).',
    instructions:
      'Rekam dengan pengisi suara lokal; logat daerah sering membuat iklan lebih dipercaya.',
    examples: [
      'SFX: hujan deras, suara motor mogok.\nBAPAK: Aduh, mogok lagi…\nNARATOR: Motor sering rewel? Bengkel Jaya Motor, Jalan Diponegoro 12, buka sampai jam sembilan malam…',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'lirik-lagu-dangdut-koplo-modern',
    title: 'Lirik Lagu Dangdut Koplo Modern',
    descriptionHtml:
      '<p>Lirik dangdut koplo dengan cerita yang relatable, reff yang bisa dinyanyikan bersama, dan gaya musik untuk Suno, lengkap dengan penanda bagian kendang dan suling.</p>',
    model: 'suno',
    modelVersion: 'v4.5',
    category: 'menulis',
    tags: ['lirik', 'dangdut', 'koplo', 'lagu', 'Suno'],
    price: 29_000,
    daysAgo: 7,
    promptText:
      'Tulis lirik lagu dangdut koplo berbahasa Indonesia (boleh diselipi bahasa [BAHASA DAERAH]) tentang [TEMA CERITA] dari sudut pandang [TOKOH]. Struktur [Intro suling]–[Verse]–[Pre-Chorus]–[Chorus]–[Interlude kendang]–[Verse]–[Chorus]–[Outro]. Reff 4 baris yang mudah dihafal dengan kata kunci [KATA KUNCI]. Lalu tulis Style Suno: dangdut koplo, kendang koplo energik, suling, bass, vokal [JENIS VOKAL], 140 bpm.',
    instructions:
      'Lagu hasil Suno untuk dipakai komersial memerlukan paket berbayar; periksa ketentuannya.',
    examples: [
      '[Chorus]\nKamu bilang sabar, aku sabar,\nKamu bilang nanti, aku menunggu,\nTapi story-mu sudah berdua,\nSabarku habis di minggu lalu.',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'lagu-anak-edukasi-paud',
    title: 'Lagu Anak Edukasi untuk PAUD dan TK',
    descriptionHtml:
      '<p>Gratis untuk guru dan orang tua: lagu pendek yang mengajarkan angka, warna, kebiasaan baik, atau doa sehari-hari, dengan lirik sederhana dan gerakan tangan.</p>',
    model: 'suno',
    modelVersion: 'v4',
    category: 'pendidikan',
    tags: ['lagu anak', 'PAUD', 'TK', 'belajar', 'guru'],
    price: 0,
    daysAgo: 56,
    promptText:
      "Tulis lagu anak berbahasa Indonesia untuk usia [USIA] tentang [MATERI], dengan kosakata sederhana, kalimat pendek, pengulangan, dan ajakan gerak di setiap bait. Struktur: [Verse]–[Chorus]–[Verse]–[Chorus], maksimal 12 baris. Tuliskan juga gerakan tangan untuk setiap baris dan Style Suno: cheerful children's song, ukulele and glockenspiel, clear child-friendly vocals, 100 bpm.",
    instructions: 'Putar bersama anak dan ajak mereka menirukan gerakannya.',
    examples: [
      '[Chorus]\nCuci tangan, cuci tangan, (gosok-gosok telapak)\nPakai sabun, bilas air, (tangan di bawah keran)\nSebelum makan, sesudah main, (tunjuk mulut, lalu lompat)\nTangan bersih, badan sehat! (angkat kedua tangan)',
    ],
  },
  {
    shop: 'nada-ai',
    slug: 'sampul-album-dan-cover-single',
    title: 'Sampul Album dan Cover Single',
    descriptionHtml: `<p>Artwork sampul untuk single dan album di Spotify, YouTube Music, dan Apple Music: komposisi persegi yang tetap terbaca di ukuran kecil.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v6.1',
    category: 'ilustrasi',
    tags: ['cover album', 'musik', 'artwork', 'Spotify'],
    price: 35_000,
    daysAgo: 29,
    promptText:
      'album cover artwork for a [GENRE] song titled about [TEMA LAGU], [GAYA VISUAL] style, bold central subject of [SUBJEK], dramatic [WARNA] lighting, strong silhouette readable at thumbnail size, grain texture, no text --ar 1:1 --v 6.1',
    instructions:
      'Tambahkan judul dan nama musisi sendiri; layanan musik menolak sampul dengan teks yang tidak terbaca.',
    examples: [
      'Isian: GENRE = indie folk, TEMA LAGU = pulang kampung, SUBJEK = kereta malam di sawah.',
    ],
    art: {
      kind: 'landscape',
      palette: ['#312e81', '#f472b6', '#fbbf24'],
      captions: ['Kereta malam di tengah sawah', 'Matahari terbenam di pelabuhan'],
    },
  },
  {
    shop: 'nada-ai',
    slug: 'mars-hymne-sekolah-komunitas',
    title: 'Mars dan Hymne Sekolah atau Komunitas',
    descriptionHtml:
      '<p>Lirik mars yang membangkitkan semangat dan hymne yang khidmat untuk sekolah, kampus, komunitas, atau perusahaan, lengkap dengan gaya musik untuk Suno dan catatan paduan suara.</p>',
    model: 'suno',
    modelVersion: 'v4.5',
    category: 'pendidikan',
    tags: ['mars', 'hymne', 'sekolah', 'lagu', 'Suno'],
    price: 75_000,
    daysAgo: 51,
    promptText:
      'Tulis lirik [MARS/HYMNE] untuk [NAMA LEMBAGA] di [KOTA] yang berdiri tahun [TAHUN], dengan nilai-nilai [NILAI], ciri khas daerah [CIRI DAERAH], dan cita-cita [CITA-CITA]. Mars: 2 bait dan reff, tempo 4/4 berbaris, kata-kata tegas. Hymne: 2 bait khidmat, tempo lambat 3/4. Sertakan Style Suno yang sesuai (choir, brass band, atau piano) dan catatan pembagian suara sopran-alto-tenor.',
    instructions: 'Lirik perlu disetujui pimpinan lembaga sebelum dibuat musiknya.',
    examples: [
      '[Reff]\nMaju terus SMK Harapan Bangsa,\nTerampil, jujur, dan berbudaya,\nDari Tegal untuk Indonesia,\nKarya kami untuk sesama!',
    ],
  },
]
