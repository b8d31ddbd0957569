import { englishNote } from './english-note.ts'
import type { CataloguePrompt } from './types.ts'

/** Lensa Produk: product photography with image models. */
export const lensaProdukPrompts: CataloguePrompt[] = [
  {
    shop: 'lensa-produk',
    slug: 'foto-produk-skincare-latar-studio',
    title: 'Foto Produk Skincare Latar Studio',
    descriptionHtml: `<p>Foto katalog serum, toner, dan krim dengan latar studio berwarna lembut, pantulan air, dan bayangan halus, seperti foto brand kecantikan besar.</p><ul><li>Rasio 1:1 untuk marketplace dan 4:5 untuk Instagram</li><li>Negative prompt sudah disertakan</li></ul>${englishNote('stable-diffusion')}`,
    model: 'stable-diffusion',
    modelVersion: 'SDXL 1.0',
    category: 'foto-produk',
    tags: ['foto produk', 'skincare', 'kosmetik', 'katalog', 'UMKM'],
    price: 35_000,
    featured: true,
    daysAgo: 48,
    promptText:
      'professional product photography of a [JENIS KEMASAN] skincare bottle labeled "[NAMA PRODUK]", placed on [ALAS], [WARNA LATAR] seamless studio background, water ripples and soft caustic light, gentle reflection, minimal props: [PROPERTI], 85mm macro, high key lighting, ultra detailed, commercial beauty advertising\nNegative prompt: text artifacts, blurry, deformed bottle, extra labels, watermark, lowres, oversaturated',
    instructions:
      'Gunakan img2img dengan foto kemasan asli Anda (denoise 0,45) agar bentuk botolnya tetap sama.',
    examples: [
      'Isian: JENIS KEMASAN = botol pipet kaca, ALAS = batu putih basah, WARNA LATAR = hijau sage.',
    ],
    art: {
      kind: 'product',
      palette: ['#84a98c', '#f1f5f2', '#cad2c5'],
      captions: ['Serum pipet di atas batu, latar hijau sage', 'Krim pot kaca dengan riak air'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'foto-fesyen-model-lookbook',
    title: 'Foto Lookbook Fesyen dengan Model',
    descriptionHtml: `<p>Foto lookbook untuk koleksi baju, hijab, dan outerwear: model berpose alami di lokasi urban atau studio, cahaya lembut, dan komposisi yang menyisakan ruang untuk teks.</p>${englishNote('flux')}`,
    model: 'flux',
    modelVersion: 'Flux 1.1 pro',
    category: 'foto-produk',
    tags: ['lookbook', 'fesyen', 'hijab', 'foto model', 'katalog'],
    price: 55_000,
    daysAgo: 34,
    promptText:
      'fashion lookbook photo of a [DESKRIPSI MODEL] wearing [PAKAIAN] in [WARNA], standing in [LOKASI], natural relaxed pose, soft overcast daylight, shallow depth of field, 50mm lens, muted editorial color grading, fabric texture clearly visible, full body, space on the right for text',
    instructions:
      'Foto untuk katalog harus sesuai produk asli: jangan mengubah warna atau potongan baju dari aslinya.',
    examples: [
      'Isian: DESKRIPSI MODEL = perempuan berhijab usia 25-an, PAKAIAN = tunik linen, LOKASI = trotoar kota tua.',
    ],
    art: {
      kind: 'portrait',
      palette: ['#a16207', '#f5f0e6', '#57534e'],
      captions: ['Tunik linen cokelat susu di kota tua', 'Outer rajut krem di studio'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'foto-makanan-menu-ojek-online',
    title: 'Foto Makanan untuk Menu Ojek Online',
    descriptionHtml: `<p>Foto menu yang menggugah selera untuk GoFood, GrabFood, dan ShopeeFood: sudut 45 derajat, cahaya hangat, uap panas, dan latar yang tidak mengalihkan perhatian.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v6.1',
    category: 'foto-produk',
    tags: ['foto makanan', 'menu', 'kuliner', 'GoFood', 'UMKM'],
    price: 45_000,
    featured: true,
    daysAgo: 40,
    promptText:
      'appetizing food photography of [NAMA MAKANAN] served in [WADAH], [SUDUT KAMERA] angle, warm natural window light, visible steam, garnish of [GARNISH], rustic [PERMUKAAN] table, shallow depth of field, Indonesian home cooking, vibrant but realistic colors --ar 4:3 --style raw --v 6.1',
    instructions:
      'Menu ojek online sebaiknya mirip porsi asli: pembeli kecewa bila foto jauh berbeda dengan yang datang.',
    examples: [
      'Isian: NAMA MAKANAN = nasi goreng kampung dengan telur mata sapi, WADAH = piring rotan, SUDUT KAMERA = 45 derajat.',
    ],
    art: {
      kind: 'food',
      palette: ['#b45309', '#fef3c7', '#dc2626'],
      captions: ['Nasi goreng kampung di piring rotan', 'Soto ayam dengan uap panas'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'flat-lay-kerajinan-tangan',
    title: 'Flat Lay Kerajinan Tangan',
    descriptionHtml: `<p>Foto flat lay untuk produk handmade: tas anyaman, perhiasan manik, lilin aroma, dan keramik, disusun rapi dari atas dengan properti pendukung yang bercerita.</p>${englishNote('dall-e')}`,
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'foto-produk',
    tags: ['flat lay', 'kerajinan', 'handmade', 'foto produk'],
    price: 25_000,
    daysAgo: 28,
    promptText:
      'top-down flat lay photograph of handmade [PRODUK] arranged on [ALAS], surrounded by [PROPERTI], balanced composition with negative space, soft diffused daylight, natural shadows, earthy color palette of [WARNA], realistic textures, product catalog style, no text',
    instructions:
      'DALL·E 3 di ChatGPT: minta "tanpa teks" dan "tampak atas" di setiap revisi agar komposisinya tidak berubah.',
    examples: [
      'Isian: PRODUK = tas anyaman pandan, ALAS = kain linen krem, PROPERTI = daun kering dan benang rami.',
    ],
    art: {
      kind: 'product',
      palette: ['#a3785b', '#efe6da', '#6b705c'],
      captions: ['Tas anyaman pandan di atas linen', 'Lilin aroma dengan daun kering'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'foto-produk-latar-putih-marketplace',
    title: 'Foto Produk Latar Putih untuk Marketplace',
    descriptionHtml: `<p>Gratis: foto produk berlatar putih bersih sesuai syarat foto utama Shopee dan Tokopedia, dengan bayangan lembut agar produk tidak terlihat melayang.</p>${englishNote('stable-diffusion')}`,
    model: 'stable-diffusion',
    modelVersion: 'SD 3.5 Large',
    category: 'foto-produk',
    tags: ['latar putih', 'Shopee', 'Tokopedia', 'foto produk', 'UMKM'],
    price: 0,
    daysAgo: 59,
    promptText:
      'e-commerce product photo of [PRODUK] on pure white background (#FFFFFF), centered, soft contact shadow, evenly lit with two softboxes, sharp focus, true-to-life colors, front three-quarter view, 1:1 square\nNegative prompt: props, text, gradient background, harsh shadow, reflections, watermark',
    instructions:
      'Untuk produk asli, pakai fitur inpainting: biarkan produk, ganti hanya latarnya.',
    examples: ['Isian: PRODUK = sepatu kanvas putih.'],
    art: {
      kind: 'product',
      palette: ['#0f172a', '#ffffff', '#e2e8f0'],
      captions: ['Sepatu kanvas di latar putih', 'Botol minum stainless di latar putih'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'mockup-kemasan-standing-pouch',
    title: 'Mockup Kemasan Standing Pouch',
    descriptionHtml: `<p>Mockup kemasan standing pouch dan kotak untuk camilan, teh, dan bumbu: tunjukkan desain kemasan Anda di foto realistis sebelum mencetak ribuan lembar.</p>${englishNote('flux')}`,
    model: 'flux',
    modelVersion: 'Flux.1 dev',
    category: 'foto-produk',
    tags: ['mockup', 'kemasan', 'standing pouch', 'packaging'],
    price: 39_000,
    daysAgo: 20,
    promptText:
      'realistic product mockup of a matte [WARNA KEMASAN] standing pouch package for [JENIS PRODUK] with a [GAYA LABEL] label, placed on [PERMUKAAN] next to [BAHAN BAKU], soft morning light, shallow depth of field, commercial packaging photography, front facing, label area clearly visible',
    instructions:
      'Tempel desain label Anda di area label memakai editor foto; Flux menyisakan bidang label yang rata.',
    examples: [
      'Isian: WARNA KEMASAN = hijau tua, JENIS PRODUK = keripik tempe, BAHAN BAKU = kedelai.',
    ],
    art: {
      kind: 'product',
      palette: ['#14532d', '#fef9c3', '#ca8a04'],
      captions: ['Standing pouch hijau tua untuk keripik', 'Kotak teh dengan daun teh kering'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'foto-lifestyle-perabot-rumah',
    title: 'Foto Lifestyle Perabot dan Dekorasi Rumah',
    descriptionHtml: `<p>Tempatkan kursi, lampu, atau rak Anda di ruangan yang hangat dan tertata: gaya Japandi, tropis modern, atau industrial, dengan cahaya sore dari jendela.</p>${englishNote('midjourney')}`,
    model: 'midjourney',
    modelVersion: 'v7',
    category: 'foto-produk',
    tags: ['interior', 'furnitur', 'dekorasi rumah', 'lifestyle'],
    price: 49_000,
    daysAgo: 13,
    promptText:
      'interior lifestyle photo featuring a [PERABOT] made of [BAHAN] as the hero product, [GAYA INTERIOR] living room, late afternoon sunlight through linen curtains, potted [TANAMAN], warm neutral palette, eye-level wide shot, realistic, architectural digest style --ar 3:2 --v 7',
    instructions:
      'Gabungkan dengan foto produk asli memakai --cref atau edit agar bentuknya sama persis.',
    examples: [
      'Isian: PERABOT = kursi rotan, BAHAN = rotan alami, GAYA INTERIOR = Japandi, TANAMAN = monstera.',
    ],
    art: {
      kind: 'interior',
      palette: ['#a8a29e', '#f5f5f4', '#65a30d'],
      captions: ['Kursi rotan di ruang keluarga Japandi', 'Rak kayu jati dengan tanaman'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'foto-perhiasan-makro',
    title: 'Foto Perhiasan Makro Berkilau',
    descriptionHtml: `<p>Foto makro cincin, anting, dan kalung dengan kilau yang terkendali: latar gelap atau satin, pantulan halus, dan detail batu yang tajam.</p>${englishNote('stable-diffusion')}`,
    model: 'stable-diffusion',
    modelVersion: 'SDXL 1.0',
    category: 'foto-produk',
    tags: ['perhiasan', 'aksesoris', 'makro', 'foto produk'],
    price: 45_000,
    daysAgo: 36,
    promptText:
      'luxury macro jewelry photography of a [JENIS PERHIASAN] in [LOGAM] with [BATU], resting on [ALAS], dark moody background, controlled specular highlights, crisp gemstone facets, 100mm macro lens, focus stacking, high-end catalog style\nNegative prompt: blurry, fingerprints, distorted metal, text, watermark',
    instructions: 'Mulai dengan CFG 6–7; nilai lebih tinggi membuat logam tampak plastik.',
    examples: [
      'Isian: JENIS PERHIASAN = cincin, LOGAM = perak, BATU = mutiara Lombok, ALAS = satin hitam.',
    ],
    art: {
      kind: 'product',
      palette: ['#111827', '#e5e7eb', '#f59e0b'],
      captions: ['Cincin perak mutiara di atas satin hitam', 'Anting emas dengan batu hijau'],
    },
  },
  {
    shop: 'lensa-produk',
    slug: 'banner-promo-marketplace-tanggal-kembar',
    title: 'Banner Promo Tanggal Kembar Marketplace',
    descriptionHtml: `<p>Latar banner untuk promo 10.10, 11.11, dan 12.12 di toko marketplace dan media sosial: warna cerah, elemen belanja 3D, dan area kosong untuk teks diskon.</p>${englishNote('dall-e')}`,
    model: 'dall-e',
    modelVersion: 'DALL·E 3',
    category: 'pemasaran',
    tags: ['banner', 'promo', 'flash sale', 'Shopee', 'UMKM'],
    price: 29_000,
    daysAgo: 8,
    promptText:
      'festive e-commerce sale banner background, 3D rendered shopping bags, gift boxes and coupons floating, bright [WARNA UTAMA] and [WARNA AKSEN] color scheme, confetti, large empty area on the left for sale text, playful and clean, no text, no logos, wide 16:9',
    instructions: 'Tulis angka diskon sendiri di Canva: model gambar sering salah mengeja angka.',
    examples: ['Isian: WARNA UTAMA = oranye, WARNA AKSEN = ungu.'],
    art: {
      kind: 'poster',
      palette: ['#ea580c', '#fff7ed', '#7c3aed'],
      captions: ['Latar promo 11.11 oranye dan ungu', 'Latar promo gajian biru dan kuning'],
    },
  },
]
