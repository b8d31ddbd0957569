import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Cerita Aksara: creative writing. */
export const ceritaAksaraPrompts: CataloguePrompt[] = [
  {
    shop: 'cerita-aksara',
    slug: 'cerpen-twist-latar-lokal',
    title: 'Cerpen dengan Twist dan Latar Lokal',
    descriptionHtml:
      '<p>Cerpen 1.500 kata dengan latar kota atau kampung di Indonesia, tokoh yang hidup, dan akhir yang tak terduga tetapi masuk akal. Cocok untuk lomba menulis, blog, atau bahan belajar.</p><ul><li>AI merancang kerangka dulu, Anda menyetujui sebelum cerita ditulis</li></ul>',
    model: 'claude',
    modelVersion: 'Claude Opus 4',
    category: 'menulis',
    tags: ['cerpen', 'fiksi', 'cerita', 'menulis kreatif'],
    price: 35_000,
    featured: true,
    daysAgo: 54,
    promptText:
      'Kamu penulis cerpen Indonesia dengan gaya [GAYA PENULIS, misalnya realis dan hangat]. Rancang dulu kerangka cerpen berlatar [LATAR] dengan tokoh utama [TOKOH] yang menghadapi [KONFLIK]. Sertakan petunjuk-petunjuk kecil yang menyiapkan twist di akhir tanpa membocorkannya. Tunggu persetujuan saya. Setelah disetujui, tulis cerpen [JUMLAH KATA] kata: tunjukkan, jangan ceritakan; dialog dengan bahasa lisan daerah secukupnya; hindari kalimat klise dan akhir "ternyata hanya mimpi".',
    instructions: 'Minta revisi per adegan: "tulis ulang adegan 3 dari sudut pandang ibunya".',
    examples: [
      'Setiap Kamis, Pak Darto menyapu halaman masjid yang sudah bersih. Orang-orang di Kampung Kauman mengira ia menebus dosa. Hanya Lastri, penjual kue di seberang, yang tahu bahwa ia sedang menghitung langkah…',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'dongeng-anak-sebelum-tidur',
    title: 'Dongeng Anak Sebelum Tidur',
    descriptionHtml:
      '<p>Gratis: dongeng 5 menit dengan nama anak Anda sebagai tokohnya, pesan moral yang lembut, dan akhir yang menenangkan supaya anak mudah tertidur.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'menulis',
    tags: ['dongeng', 'cerita anak', 'sebelum tidur', 'parenting'],
    price: 0,
    daysAgo: 58,
    promptText:
      'Tulis dongeng sebelum tidur berbahasa Indonesia untuk anak usia [USIA] bernama [NAMA ANAK] yang suka [KESUKAAN]. Tokoh pendamping: [HEWAN ATAU BENDA]. Pesan moral: [PESAN]. Panjang 500–600 kata, kalimat pendek, banyak suara dan warna, tanpa tokoh jahat yang menakutkan, dan akhiri dengan suasana malam yang tenang dan tokoh yang tertidur.',
    instructions: 'Bacakan perlahan dan pelankan suara di paragraf terakhir.',
    examples: [
      'Di ujung kebun Nenek, tinggal seekor siput bernama Lambat yang selalu datang paling akhir. Suatu sore, Kia melihat Lambat membawa sehelai daun yang sangat besar…',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'puisi-dan-kata-kata-romantis',
    title: 'Puisi dan Kata-Kata Romantis',
    descriptionHtml:
      '<p>Puisi, ucapan anniversary, dan kata-kata untuk kartu hadiah yang terasa pribadi karena memakai kenangan Anda sendiri, bukan kutipan yang sudah beredar di mana-mana.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Flash',
    category: 'menulis',
    tags: ['puisi', 'romantis', 'ucapan', 'anniversary'],
    price: 15_000,
    daysAgo: 22,
    promptText:
      'Tulis 3 puisi pendek (8–12 baris) dan 5 ucapan satu kalimat untuk [NAMA PASANGAN] dalam rangka [MOMEN]. Kenangan kami: [KENANGAN], kebiasaan kecil yang saya sukai darinya: [KEBIASAAN]. Gaya: [GAYA, misalnya sederhana seperti Sapardi]. Hindari kata-kata klise seperti "belahan jiwa" dan "selamanya".',
    instructions: 'Semakin spesifik kenangannya, semakin terasa pribadi puisinya.',
    examples: [
      'Kau selalu memesan teh tawar\ndi warung yang gulanya murah hati,\nkatamu manis cukup dari percakapan.\nSepuluh tahun, dan aku masih\nmenyisakan gula di gelasku\nuntuk berjaga-jaga.',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'naskah-drama-pentas-sekolah',
    title: 'Naskah Drama Pentas Sekolah',
    descriptionHtml:
      '<p>Naskah drama 15–20 menit untuk pentas seni, tugas Bahasa Indonesia, atau perpisahan: pembagian peran adil untuk 6–12 pemain, petunjuk panggung, dan properti sederhana.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'menulis',
    tags: ['naskah drama', 'teater', 'sekolah', 'pentas seni'],
    price: 45_000,
    daysAgo: 37,
    promptText:
      'Tulis naskah drama [DURASI] menit untuk [JUMLAH PEMAIN] pemain siswa [JENJANG] bertema [TEMA], bisa diadaptasi dari [CERITA RAKYAT bila ada]. Setiap pemain minimal punya 5 dialog. Sertakan daftar tokoh dan wataknya, pembagian babak, petunjuk panggung dalam kurung, properti yang mudah dibuat dari barang di sekolah, dan satu adegan lucu untuk mencairkan suasana. Bahasa Indonesia baku di narasi, lisan di dialog.',
    instructions: 'Untuk pemain pemalu, beri peran narator; dialognya bisa dibaca dari naskah.',
    examples: [
      'BABAK 2 – Di tepi danau\n(Lampu meredup. MALIN KECIL duduk memeluk lutut.)\nIBU: Nak, perahu itu tidak akan menunggu orang yang ragu.\nMALIN KECIL: Tapi Bu, kalau aku pergi, siapa yang menimba air untukmu?',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'pidato-dan-sambutan-acara-resmi',
    title: 'Pidato dan Sambutan Acara Resmi',
    descriptionHtml:
      '<p>Sambutan ketua panitia, pidato perpisahan, kata sambutan pernikahan, dan teks MC, dengan susunan salam pembuka yang benar dan durasi yang pas.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'menulis',
    tags: ['pidato', 'sambutan', 'MC', 'acara resmi'],
    price: 25_000,
    daysAgo: 10,
    promptText:
      'Tulis [JENIS SAMBUTAN] untuk acara [NAMA ACARA] yang dibawakan oleh [PERAN PEMBICARA] di depan [HADIRIN], durasi [MENIT] menit. Urutan salam sesuai hadirin terhormat: [DAFTAR TAMU PENTING]. Isi utama: [POIN YANG INGIN DISAMPAIKAN]. Sertakan satu cerita pendek atau kutipan yang relevan, ucapan terima kasih kepada [PIHAK], dan penutup. Tulis versi formal dan versi semi-formal.',
    instructions:
      'Cetak dengan huruf besar dan beri tanda jeda (/) di tempat Anda akan berhenti sejenak.',
    examples: [
      'Yang terhormat Bapak Kepala Desa Sukamaju, Bapak dan Ibu Ketua RT/RW, serta warga yang kami banggakan. Malam ini, tepat tiga bulan setelah jembatan kita hanyut…',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'kerangka-novel-dan-profil-tokoh',
    title: 'Kerangka Novel dan Profil Tokoh',
    descriptionHtml:
      '<p>Untuk penulis Wattpad, KaryaKarsa, dan penerbit: premis, profil tokoh yang berlapis, dunia cerita, dan kerangka 30 bab dengan struktur tiga babak.</p><ul><li>Termasuk konflik batin tiap tokoh dan benang merah subplot</li></ul>',
    model: 'claude',
    modelVersion: 'Claude Opus 4',
    category: 'menulis',
    tags: ['novel', 'kerangka cerita', 'tokoh', 'Wattpad', 'worldbuilding'],
    price: 89_000,
    daysAgo: 44,
    promptText:
      'Bantu saya merancang novel [GENRE] untuk pembaca [PEMBACA] dengan ide awal: [IDE]. Langkah: (1) 3 pilihan premis satu kalimat, tunggu saya memilih; (2) profil 5 tokoh utama: keinginan, kebutuhan, luka masa lalu, kebiasaan bicara, dan perubahan di akhir cerita; (3) latar dan aturan dunia cerita [LATAR]; (4) kerangka [JUMLAH BAB] bab dengan struktur tiga babak, setiap bab berisi tujuan adegan, konflik, dan kait akhir bab. Jangan menulis prosa bab sebelum saya minta.',
    instructions:
      'Simpan profil tokoh dan tempel lagi setiap memulai percakapan baru agar tokohnya konsisten.',
    examples: [
      'Bab 7 – Tujuan: Sekar menemukan surat ayahnya di loteng. Konflik: surat itu menyebut nama yang tidak pernah ia dengar. Kait: tanda tangan di surat itu tertanggal setelah ayahnya dinyatakan meninggal.',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'ilustrasi-sampul-buku-cerita',
    title: 'Ilustrasi Sampul Buku dan Novel',
    descriptionHtml: `<p>Ilustrasi sampul untuk novel, kumpulan cerpen, dan buku anak: suasana yang kuat, subjek di tengah, dan ruang kosong di atas untuk judul dan nama penulis.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v7',
    category: 'ilustrasi',
    tags: ['sampul buku', 'cover novel', 'ilustrasi', 'buku anak'],
    price: 45_000,
    daysAgo: 26,
    promptText:
      'book cover illustration for a [GENRE] novel, [ADEGAN UTAMA] in [LATAR], painterly digital art, atmospheric [WAKTU] light, limited palette of [WARNA], strong focal point in the lower third, empty sky area at the top for title and author name, no text --ar 2:3 --v 7',
    instructions:
      'Ukuran cetak umum 14×21 cm; perbesar hasil dengan fitur Upscale sebelum dikirim ke percetakan.',
    examples: [
      'Isian: GENRE = misteri, ADEGAN UTAMA = perempuan membawa lentera, LATAR = kebun teh berkabut.',
    ],
    art: {
      kind: 'landscape',
      palette: ['#134e4a', '#a7f3d0', '#fcd34d'],
      captions: ['Kebun teh berkabut saat subuh', 'Desa pesisir di bawah bulan'],
    },
  },
  {
    shop: 'cerita-aksara',
    slug: 'ucapan-pernikahan-undangan-digital',
    title: 'Teks Undangan Pernikahan Digital',
    descriptionHtml:
      '<p>Teks undangan pernikahan digital dan pesan WhatsApp untuk tamu, dari yang formal berbahasa santun sampai yang santai untuk teman, ditambah ucapan terima kasih setelah acara.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'menulis',
    tags: ['undangan', 'pernikahan', 'ucapan', 'WhatsApp'],
    price: 19_000,
    daysAgo: 30,
    promptText:
      'Tulis teks undangan pernikahan digital untuk [NAMA MEMPELAI PRIA] dan [NAMA MEMPELAI WANITA], putra/putri dari [NAMA ORANG TUA], akad [WAKTU DAN TEMPAT AKAD], resepsi [WAKTU DAN TEMPAT RESEPSI]. Buat 3 versi: formal untuk keluarga besar dan kolega (dengan [KUTIPAN AYAT ATAU PUISI]), semi-formal, dan santai untuk teman. Lalu tulis pesan WhatsApp pengantar tautan undangan dan ucapan terima kasih setelah acara.',
    instructions:
      'Periksa kembali ejaan nama dan gelar orang tua; kesalahan kecil sering menyinggung keluarga.',
    examples: [
      'Tanpa mengurangi rasa hormat, kami bermaksud mengundang Bapak/Ibu/Saudara/i untuk hadir dan memberikan doa restu pada pernikahan kami…',
    ],
  },
  {
    shop: 'cerita-aksara',
    slug: 'storyboard-komik-strip-empat-panel',
    title: 'Storyboard Komik Strip Empat Panel',
    descriptionHtml:
      '<p>Ide dan storyboard komik strip 4 panel untuk Instagram atau Webtoon: setup, build-up, punchline, dan reaksi, dengan arahan ekspresi dan sudut pandang untuk setiap panel.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'ilustrasi',
    tags: ['komik', 'webtoon', 'storyboard', 'komik strip'],
    price: 39_000,
    daysAgo: 16,
    promptText:
      'Buat 5 ide komik strip 4 panel bertema [TEMA] dengan tokoh tetap [TOKOH DAN SIFATNYA] untuk pembaca [AUDIENS]. Kembangkan 2 ide terbaik menjadi storyboard: untuk setiap panel tuliskan latar, posisi dan ekspresi tokoh, sudut kamera, dialog (maks. 12 kata per balon), dan efek suara. Panel 3 harus berisi punchline; panel 4 reaksi yang memperkuatnya.',
    instructions:
      'Gambar sendiri atau serahkan storyboard ke ilustrator; tokoh tetap membuat pembaca kembali.',
    examples: [
      'Panel 3: Close-up wajah Bu Tejo, mata menyipit. Balon: "Jadi yang pesan 40 bungkus nasi kotak itu… grup arisan kamu sendiri?"',
    ],
  },
]
