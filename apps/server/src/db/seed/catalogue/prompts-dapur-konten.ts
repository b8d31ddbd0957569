import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Dapur Konten: social media content for local brands. */
export const dapurKontenPrompts: CataloguePrompt[] = [
  {
    shop: 'dapur-konten',
    slug: 'caption-instagram-jualan-fesyen',
    title: 'Caption Instagram Jualan Fesyen dan Hijab',
    descriptionHtml:
      '<p>Caption Instagram untuk olshop fesyen, hijab, dan sepatu yang tidak terdengar seperti iklan: cerita pemakaian, detail bahan, dan ajakan beli yang halus.</p><ul><li>10 caption per permintaan, tiga gaya berbeda</li><li>Tagar dan ajakan klik link di bio</li></ul>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'media-sosial',
    tags: ['caption Instagram', 'fesyen', 'hijab', 'olshop', 'UMKM'],
    price: 29_000,
    featured: true,
    daysAgo: 46,
    promptText:
      'Kamu copywriter Instagram untuk brand fesyen lokal [NAMA BRAND] yang menjual [PRODUK] untuk [TARGET PEMBELI]. Tulis 10 caption: 4 bergaya cerita (situasi pemakaian sehari-hari), 3 bergaya edukasi (bahan, perawatan, padu padan), 3 bergaya promo [PROMO]. Setiap caption: kalimat pertama yang membuat berhenti menggulir, maksimal 80 kata, ajakan klik link di bio atau DM, dan 5 tagar (campuran umum dan niche). Hindari kata "murah banget" dan klaim berlebihan.',
    instructions:
      'Isi PROMO dengan "tidak ada" bila sedang tidak promo; gaya promo akan diganti gaya testimoni.',
    examples: [
      'Senin pagi, rapat jam 8, dan kamu cuma punya 5 menit buat siap-siap. Pashmina Ceruty Babydoll kami nggak perlu disetrika dan jatuhnya tetap rapi dari pagi sampai pulang kantor. ✨ Ada 12 warna, cek katalognya di link bio.\n#HijabKerja #PashminaCeruty #OOTDHijab',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'skrip-reels-tiktok-30-detik',
    title: 'Skrip Reels dan TikTok 30 Detik',
    descriptionHtml:
      '<p>Skrip video pendek per detik: hook 3 detik, isi, dan ajakan, lengkap dengan arahan shot, teks di layar, dan saran audio. Cocok untuk Reels, TikTok, dan YouTube Shorts.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'media-sosial',
    tags: ['TikTok', 'Reels', 'skrip video', 'video pendek', 'konten'],
    price: 45_000,
    daysAgo: 39,
    promptText:
      'Buat 5 skrip video vertikal 30 detik untuk [PRODUK/JASA] dengan tujuan [TUJUAN: awareness/jualan/edukasi] untuk audiens [AUDIENS]. Format tabel per detik: visual/shot, teks di layar, narasi atau dialog. Hook di 3 detik pertama harus berupa pertanyaan, kejutan, atau masalah nyata. Sertakan saran audio yang sedang tren (jenisnya saja), caption singkat, dan 3 variasi hook untuk diuji A/B. Bisa direkam dengan satu ponsel tanpa kru.',
    instructions:
      'Rekam beberapa hook sekaligus, unggah yang berbeda di hari berbeda, dan lihat mana yang ditonton paling lama.',
    examples: [
      '0–3 dtk | Close-up tangan menuang sambal | Teks: "Sambal ini habis 200 botol dalam sehari" | Narasi: "Kenapa sambal ini selalu habis sebelum jam 12?"\n3–12 dtk | Proses ulek cabai di cobek batu | Teks: "Diulek, bukan diblender" | …',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'thread-x-ramai-dibagikan',
    title: 'Thread X yang Ramai Dibagikan',
    descriptionHtml:
      '<p>Ubah pengalaman atau keahlian Anda menjadi thread X (Twitter) 8–12 cuitan yang enak dibaca, dengan pembuka yang membuat orang membuka utasnya.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'media-sosial',
    tags: ['thread', 'X', 'Twitter', 'personal branding'],
    price: 25_000,
    daysAgo: 18,
    promptText:
      'Tulis thread X berbahasa Indonesia santai tentang [TOPIK] dari sudut pandang [SIAPA SAYA]. Bahan: [POIN-POIN ATAU CERITA]. Aturan: cuitan pertama berisi janji yang jelas ("cara saya…", "7 hal…"), setiap cuitan maksimal 260 karakter dan bisa dipahami berdiri sendiri, sertakan 1 angka atau contoh nyata per 3 cuitan, cuitan terakhir merangkum dan mengajak menyimpan atau membagikan. Beri 3 alternatif cuitan pembuka.',
    instructions:
      'Unggah pada jam ramai (sekitar 12.00 atau 20.00 WIB) dan balas komentar di jam pertama.',
    examples: [
      '1/ Tiga tahun lalu saya buka warung kopi dengan modal Rp15 juta. Hari ini sudah 3 cabang. Ini 9 kesalahan mahal yang saya buat di tahun pertama, supaya kamu nggak perlu mengulanginya 🧵',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'balas-komentar-dan-dm-pelanggan',
    title: 'Balas Komentar dan DM Pelanggan',
    descriptionHtml:
      '<p>Gratis: template balasan komentar dan DM untuk pertanyaan harga, stok, komplain, dan komentar iseng, dengan nada ramah yang konsisten untuk seluruh admin.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'media-sosial',
    tags: ['DM', 'komentar', 'customer service', 'admin olshop', 'UMKM'],
    price: 0,
    daysAgo: 53,
    promptText:
      'Kamu admin media sosial [NAMA TOKO] yang menjual [PRODUK]. Gaya bahasa: [GAYA, misalnya ramah dan pakai sapaan Kak]. Tulis balasan untuk komentar atau DM berikut: [PESAN PELANGGAN]. Jika pertanyaan harga, arahkan ke [KANAL PEMESANAN]. Jika komplain, minta maaf tanpa menyalahkan, minta nomor pesanan lewat DM, dan janjikan tindak lanjut [WAKTU]. Jika komentar negatif atau iseng, balas singkat dan sopan atau sarankan untuk tidak dibalas.',
    instructions:
      'Simpan balasan favorit sebagai balasan cepat (quick reply) di Instagram Business.',
    examples: [
      'Komentar: "Kok mahal ya kak?"\nBalasan: Halo Kak! Harganya sudah termasuk bahan katun combed 30s yang adem dan jahitan rantai di bahu, jadi awet dicuci berkali-kali 😊 Ada promo bundling 3 kaos juga lho, cek DM ya Kak.',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'kalender-konten-ramadan',
    title: 'Kalender Konten Ramadan 30 Hari',
    descriptionHtml:
      '<p>Rencana konten sebulan penuh untuk Ramadan dan Lebaran: tema harian, jadwal unggah sekitar sahur dan berbuka, konten jualan THR, dan ucapan Idulfitri.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 2.5 Pro',
    category: 'media-sosial',
    tags: ['Ramadan', 'kalender konten', 'Lebaran', 'Instagram', 'UMKM'],
    price: 49_000,
    daysAgo: 31,
    promptText:
      'Susun kalender konten Ramadan 30 hari untuk [JENIS USAHA] di [PLATFORM] dengan target [AUDIENS]. Bagi menjadi 3 fase: awal Ramadan (membangun kedekatan), pertengahan (jualan dan promo THR [PROMO]), 10 hari terakhir hingga Lebaran (mudik, ucapan, layanan pesan antar). Untuk setiap hari: ide konten, format, jam unggah WIB (pertimbangkan sahur dan menjelang berbuka), dan satu kalimat pembuka caption. Hindari konten yang menyinggung ibadah.',
    instructions: 'Geser tanggal sesuai penetapan awal Ramadan tahun berjalan.',
    examples: [
      'Hari 3 · Reels "Menu sahur 5 menit dengan frozen food kami" · 02.30 WIB · "Bangun sahur tapi masih ngantuk berat? Ini caranya siap makan dalam 5 menit."',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'ide-konten-carousel-edukasi',
    title: 'Ide Konten Carousel Edukasi',
    descriptionHtml:
      '<p>Carousel Instagram dan LinkedIn 7–10 slide yang mengajarkan sesuatu: judul slide, isi singkat per slide, dan arahan desain, agar akun Anda disimpan dan dibagikan.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'media-sosial',
    tags: ['carousel', 'Instagram', 'konten edukasi', 'desain konten'],
    price: 35_000,
    daysAgo: 11,
    promptText:
      'Buat 5 ide carousel edukasi untuk akun [NICHE] dengan audiens [AUDIENS]. Kembangkan ide terbaik menjadi [JUMLAH SLIDE] slide: slide 1 judul yang memancing rasa ingin tahu (maks. 8 kata), slide isi masing-masing satu gagasan dengan maksimal 25 kata, slide terakhir ringkasan dan ajakan simpan/bagikan. Sertakan arahan desain per slide (ikon, warna penekanan) dan caption 100 kata.',
    instructions: 'Desain di Canva dengan ukuran 1080×1350 px agar memenuhi layar ponsel.',
    examples: [
      'Slide 1: "Kenapa tanaman hiasmu cepat layu?"\nSlide 2: Kesalahan #1 — menyiram setiap hari. Akar butuh udara; tunggu 2 cm teratas tanah kering.',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'bio-instagram-dan-highlight-olshop',
    title: 'Bio Instagram dan Highlight untuk Olshop',
    descriptionHtml:
      '<p>Bio Instagram 150 karakter yang menjelaskan apa yang Anda jual, untuk siapa, dan cara memesan, ditambah nama dan isi untuk 6 highlight.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'media-sosial',
    tags: ['bio Instagram', 'olshop', 'UMKM', 'highlight'],
    price: 15_000,
    daysAgo: 4,
    promptText:
      'Buat 5 pilihan bio Instagram (maks. 150 karakter) untuk [NAMA TOKO] yang menjual [PRODUK] untuk [TARGET], berlokasi di [KOTA], dengan keunggulan [KEUNGGULAN] dan cara pesan [CARA PESAN]. Lalu usulkan 6 highlight: nama (maks. 10 karakter), isi yang harus diunggah, dan urutan yang disarankan.',
    instructions: 'Pilih satu bio, lalu uji selama dua minggu sebelum menggantinya lagi.',
    examples: [
      '🧁 Kue ulang tahun custom Malang\n🎂 Desain bebas, pesan H-3\n🚚 Antar se-Malang Raya\n👇 Order via WhatsApp',
    ],
  },
  {
    shop: 'dapur-konten',
    slug: 'desain-feed-instagram-estetik',
    title: 'Desain Feed Instagram Estetik',
    descriptionHtml: `<p>Latar dan elemen visual untuk feed Instagram yang seragam: gradasi lembut, bentuk organik, dan ruang untuk teks promo. Satu gaya untuk sembilan unggahan.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v7',
    category: 'media-sosial',
    tags: ['feed Instagram', 'template', 'desain', 'estetik'],
    price: 39_000,
    daysAgo: 23,
    promptText:
      'minimal aesthetic instagram post background for a [JENIS BRAND] brand, soft [WARNA UTAMA] and [WARNA KEDUA] gradient, organic abstract shapes, subtle paper grain, generous empty space in the center for text, editorial layout, no text, no letters --ar 4:5 --style raw --v 7',
    instructions:
      'Pakai --sref dari gambar pertama yang Anda sukai agar sembilan gambar berikutnya seragam.',
    examples: ['Isian: JENIS BRAND = skincare lokal, WARNA UTAMA = peach, WARNA KEDUA = krem.'],
    art: {
      kind: 'poster',
      palette: ['#fb923c', '#fde7d2', '#be185d'],
      captions: [
        'Latar peach dan krem untuk promo skincare',
        'Latar merah muda untuk pengumuman giveaway',
      ],
    },
  },
  {
    shop: 'dapur-konten',
    slug: 'naskah-live-shopping-tiktok',
    title: 'Naskah Live Shopping TikTok Shop',
    descriptionHtml:
      '<p>Naskah live jualan 60 menit untuk TikTok Shop dan Shopee Live: pembuka, demo produk, flash sale, menjawab komentar, dan penutup, agar host tidak kehabisan bahan bicara.</p>',
    model: 'claude',
    modelVersion: 'Claude Sonnet 4',
    category: 'pemasaran',
    tags: ['live shopping', 'TikTok Shop', 'jualan', 'Shopee Live', 'UMKM'],
    price: 49_000,
    daysAgo: 15,
    promptText:
      'Buat naskah live shopping [DURASI] menit untuk [PLATFORM] yang menjual [DAFTAR PRODUK DAN HARGA], host [NAMA HOST] dengan gaya [GAYA]. Bagi per 10 menit: pembuka dan ajakan follow, demo produk utama (apa yang ditunjukkan ke kamera), jawaban untuk 10 pertanyaan umum penonton, pengumuman flash sale [PROMO] dengan hitung mundur, dan pengulangan ajakan check out. Sertakan kalimat aman untuk menanggapi komentar negatif dan larangan klaim yang melanggar aturan platform.',
    instructions: 'Cetak naskah per blok 10 menit dan tempel di samping kamera.',
    examples: [
      'Menit 20–30 · Flash sale\n"Oke kakak-kakak, yang dari tadi nanya serum vitamin C, ini saatnya! Lima menit ke depan harganya jadi Rp79 ribu, cuma untuk 30 pembeli pertama. Keranjang kuning nomor 3 ya!"',
    ],
  },
]
