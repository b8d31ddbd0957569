import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt, type PromptOverrides } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { buildTestApp } from './helpers/build-test-app.ts'

/**
 * The search test set of issue 15: a catalogue of its own (realistic Indonesian titles, tags and
 * descriptions, a few English ones) and the queries a person types, each with the prompts it
 * must return and those it must not. Words that sit inside other words ("skripsi" in
 * "Deskripsi", "logo" in "Teknologi") are the traps.
 */
type Entry = [
  slug: string,
  title: string,
  tags: string[],
  description: string,
  extra?: PromptOverrides,
]

const catalogue: Entry[] = [
  [
    'deskripsi-produk-shopee',
    'Deskripsi Produk Shopee yang Menjual',
    ['deskripsi', 'marketplace', 'shopee'],
    'Deskripsi produk lengkap untuk toko online: judul SEO, keunggulan, dan spesifikasi.',
    { model: 'claude', category: 'pemasaran' },
  ],
  [
    'deskripsi-lowongan-kerja',
    'Deskripsi Lowongan Kerja yang Menarik',
    ['lowongan', 'rekrutmen', 'hr'],
    'Tulis deskripsi pekerjaan yang jelas agar pelamar yang tepat mendaftar.',
    { category: 'bisnis' },
  ],
  [
    'kerangka-bab-1-skripsi',
    'Kerangka Bab 1 Skripsi',
    ['skripsi', 'akademik', 'latar belakang'],
    'Susun latar belakang, rumusan masalah, dan tujuan penelitian untuk skripsi S1.',
    { category: 'pendidikan' },
  ],
  [
    'metodologi-tugas-akhir',
    'Metodologi Penelitian Tugas Akhir',
    ['tugas akhir', 'metodologi', 'kuliah'],
    'Rancang metode penelitian kualitatif atau kuantitatif untuk tugas akhir D3 dan S1.',
    { model: 'claude', category: 'pendidikan' },
  ],
  [
    'thesis-abstract-english',
    'Thesis Abstract in English',
    ['thesis', 'abstract', 'english'],
    'A clear abstract for a master thesis: aim, method, findings, in 250 words.',
    { category: 'pendidikan' },
  ],
  [
    'logo-minimalis-umkm',
    'Logo Minimalis untuk UMKM',
    ['logo', 'vektor', 'umkm'],
    'Desain logo vektor sederhana, mudah dikenali, cocok untuk kemasan dan media sosial.',
    { model: 'midjourney', category: 'ilustrasi' },
  ],
  [
    'panduan-identitas-merek',
    'Panduan Identitas Merek Lengkap',
    ['merek', 'brand guideline'],
    'Nada bicara, palet warna, dan tipografi merek Anda dalam satu dokumen.',
    { model: 'claude', category: 'bisnis' },
  ],
  [
    'maskot-umkm-3d',
    'Karakter Maskot untuk UMKM',
    ['maskot', '3d', 'branding'],
    'Maskot lucu bergaya 3D, konsisten dari berbagai sudut.',
    { model: 'flux', category: 'ilustrasi' },
  ],
  [
    'artikel-teknologi-blog',
    'Artikel Teknologi untuk Blog',
    ['teknologi', 'blog', 'artikel'],
    'Artikel tentang teknologi terbaru dengan gaya santai dan mudah dipahami.',
    { model: 'claude', category: 'menulis' },
  ],
  [
    'manajemen-logistik-gudang',
    'Manajemen Logistik Gudang',
    ['logistik', 'gudang', 'stok'],
    'Rencana stok dan pengiriman untuk gudang kecil.',
    { category: 'bisnis' },
  ],
  [
    'cv-ats-fresh-graduate',
    'CV ATS-Friendly untuk Fresh Graduate',
    ['cv', 'karier', 'fresh graduate'],
    'Susun CV satu halaman yang lolos sistem ATS perusahaan.',
    { category: 'bisnis' },
  ],
  [
    'surat-lamaran-kerja',
    'Surat Lamaran Kerja Profesional',
    ['lamaran', 'surat', 'karier'],
    'Surat lamaran untuk posisi staf, disesuaikan dengan lowongan yang dituju.',
    { category: 'bisnis' },
  ],
  [
    'professional-resume-writer',
    'Professional Resume Writer',
    ['resume', 'english', 'career'],
    'Turn your experience into a one-page resume recruiters read.',
    { model: 'claude', category: 'bisnis' },
  ],
  [
    'caption-instagram-kuliner',
    'Caption Instagram untuk Kuliner',
    ['caption', 'instagram', 'kuliner'],
    'Caption yang menggugah selera untuk promosi produk makanan, lengkap dengan tagar lokal.',
    { category: 'media-sosial' },
  ],
  [
    'takarir-video-tiktok',
    'Takarir Video TikTok Otomatis',
    ['takarir', 'tiktok', 'video'],
    'Takarir bahasa Indonesia yang rapi dan mudah dibaca di layar ponsel.',
    { model: 'gemini', category: 'media-sosial' },
  ],
  [
    'rencana-konten-tiktok',
    'Rencana Konten TikTok 30 Hari',
    ['tiktok', 'konten', 'kalender'],
    'Kalender konten 30 hari: ide video, hook 3 detik pertama, jam unggah terbaik.',
    { model: 'gemini', category: 'media-sosial' },
  ],
  [
    'promosi-ramadan-toko-online',
    'Promosi Ramadan untuk Toko Online',
    ['promosi', 'ramadan', 'diskon'],
    'Rangkaian pesan promo Ramadan dari H-30 sampai Lebaran.',
    { category: 'pemasaran' },
  ],
  [
    'strategi-marketing-digital',
    'Strategi Marketing Digital UMKM',
    ['marketing', 'digital', 'umkm'],
    'Rencana kanal, anggaran, dan target bulanan untuk usaha kecil.',
    { model: 'gemini', category: 'pemasaran' },
  ],
  [
    'email-penawaran-b2b',
    'Email Penawaran B2B',
    ['email', 'b2b', 'penjualan'],
    'Email penawaran yang sopan dan langsung ke pokok masalah.',
    { category: 'bisnis' },
  ],
  [
    'balasan-ulasan-pelanggan',
    'Balasan Ulasan Pelanggan yang Ramah',
    ['ulasan', 'pelanggan'],
    'Balas ulasan bintang 1 sampai 5 dengan sopan dan empatik.',
    { category: 'bisnis' },
  ],
  [
    'ilustrasi-buku-cerita-anak',
    'Ilustrasi Buku Cerita Anak',
    ['ilustrasi', 'anak', 'buku'],
    'Gaya cat air yang hangat untuk buku bergambar anak usia dini.',
    { model: 'midjourney', category: 'ilustrasi' },
  ],
  [
    'product-image-3d-render',
    'Product Image 3D Render',
    ['image', '3d', 'produk'],
    'Studio render of a product on a pastel podium, soft shadows.',
    { model: 'stable-diffusion', category: 'foto-produk' },
  ],
  [
    'ilustrasi-motif-batik',
    'Ilustrasi Motif Batik Modern',
    ['batik', 'motif', 'kemasan'],
    'Motif batik kontemporer untuk kemasan, kain, dan poster.',
    { model: 'midjourney', category: 'ilustrasi' },
  ],
  [
    'foto-produk-kopi',
    'Foto Produk Kopi Flat Lay',
    ['foto produk', 'kopi', 'flat lay'],
    'Foto katalog flat lay untuk produk kopi kemasan, cahaya alami pagi.',
    { model: 'stable-diffusion', category: 'foto-produk' },
  ],
  [
    'resep-soto-betawi',
    'Resep Soto Betawi Kekinian',
    ['resep', 'soto', 'kuliner'],
    'Resep lengkap dengan takaran, langkah memasak, dan tips penyajian.',
    { category: 'menulis' },
  ],
  [
    'lirik-lagu-pop',
    'Lirik Lagu Pop Indonesia',
    ['lagu', 'lirik', 'pop'],
    'Lirik lagu bertema cinta dengan reff yang mudah diingat.',
    { model: 'lainnya', category: 'menulis' },
  ],
  [
    'musik-latar-podcast',
    'Musik Latar untuk Podcast',
    ['musik', 'podcast', 'audio'],
    'Musik instrumental yang tenang untuk pembuka dan penutup siniar.',
    { model: 'lainnya', category: 'menulis' },
  ],
  [
    'slide-presentasi-pitch-deck',
    'Slide Presentasi Pitch Deck Startup',
    ['presentasi', 'pitch deck', 'startup'],
    'Dua belas slide untuk investor: masalah, solusi, pasar, tim.',
    { model: 'claude', category: 'bisnis' },
  ],
  [
    'review-kode-python',
    'Review Kode Python',
    ['python', 'kode', 'review'],
    'Temukan bug, bau kode, dan saran perbaikan yang bisa langsung dipakai.',
    { model: 'claude', category: 'pemrograman' },
  ],
  [
    'dokumentasi-api-otomatis',
    'Dokumentasi API Otomatis',
    ['dokumentasi', 'api'],
    'Dokumentasi endpoint REST dari contoh permintaan dan jawaban.',
    { category: 'pemrograman' },
  ],
  [
    'soal-latihan-matematika',
    'Soal Latihan Matematika SD',
    ['soal', 'matematika', 'sd'],
    'Dua puluh soal cerita lengkap dengan kunci jawaban.',
    { model: 'gemini', category: 'pendidikan' },
  ],
  [
    'rangkuman-materi-biologi',
    'Rangkuman Materi Biologi SMA',
    ['rangkuman', 'biologi', 'sma'],
    'Rangkuman satu bab dalam poin-poin dan peta konsep.',
    { model: 'gemini', category: 'pendidikan' },
  ],
  [
    'undangan-pernikahan',
    'Kata-kata Undangan Pernikahan',
    ['undangan', 'pernikahan'],
    'Kalimat undangan resmi dan santai, dengan doa untuk tamu.',
    { category: 'menulis' },
  ],
  [
    'poster-acara-komunitas',
    'Poster Acara Komunitas',
    ['poster', 'acara'],
    'Poster warna-warni untuk acara kampung dan komunitas.',
    { model: 'dall-e', category: 'ilustrasi' },
  ],
  [
    'terjemahan-dokumen',
    'Terjemahan Dokumen Inggris ke Indonesia',
    ['terjemahan', 'inggris'],
    'Terjemahan yang luwes dan tetap setia pada istilah teknis.',
    { model: 'claude', category: 'menulis' },
  ],
  [
    'naskah-video-youtube',
    'Naskah Video YouTube Edukasi',
    ['naskah', 'youtube', 'video'],
    'Naskah sepuluh menit dengan pembuka yang menahan penonton.',
    { category: 'menulis' },
  ],
  [
    'analisis-pesaing-kuliner',
    'Analisis Pesaing Bisnis Kuliner',
    ['analisis', 'pesaing', 'kuliner'],
    'Bandingkan harga, menu, dan ulasan pesaing di sekitar Anda.',
    { model: 'claude', category: 'bisnis' },
  ],
  [
    'rencana-bisnis-kedai-kopi',
    'Rencana Bisnis Kedai Kopi',
    ['rencana bisnis', 'kopi', 'usaha'],
    'Modal awal, proyeksi arus kas, dan titik impas kedai kopi.',
    { category: 'bisnis' },
  ],
  [
    'dongeng-sebelum-tidur',
    'Dongeng Sebelum Tidur untuk Anak',
    ['dongeng', 'anak', 'cerita'],
    'Cerita pendek berpesan moral, lima menit dibacakan.',
    { model: 'claude', category: 'menulis' },
  ],
  [
    'jadwal-posting-instagram',
    'Jadwal Posting Instagram untuk Jualan Online',
    ['instagram', 'jualan', 'jadwal'],
    'Tiga puluh hari unggahan feed dan story dengan jam tayang terbaik.',
    { category: 'pemasaran' },
  ],
  [
    'skripsi-draf-tersembunyi',
    'Skripsi Draf Tersembunyi',
    ['skripsi'],
    'Belum tayang.',
    { status: 'draft', category: 'pendidikan' },
  ],
]

/** Query → prompts it must return, prompts it must not. */
type Case = [query: string, must: string[], mustNot: string[]]

const cases: Case[] = [
  // Whole words: a word inside another word is no match.
  [
    'skripsi',
    ['kerangka-bab-1-skripsi', 'metodologi-tugas-akhir', 'thesis-abstract-english'],
    ['deskripsi-produk-shopee', 'deskripsi-lowongan-kerja', 'skripsi-draf-tersembunyi'],
  ],
  ['Skripsi!', ['kerangka-bab-1-skripsi'], ['deskripsi-produk-shopee']],
  [
    'deskripsi',
    ['deskripsi-produk-shopee', 'deskripsi-lowongan-kerja'],
    ['kerangka-bab-1-skripsi'],
  ],
  [
    'logo',
    ['logo-minimalis-umkm', 'panduan-identitas-merek', 'maskot-umkm-3d'],
    ['artikel-teknologi-blog', 'manajemen-logistik-gudang', 'logo-toko-dibekukan'],
  ],
  ['teknologi', ['artikel-teknologi-blog'], ['logo-minimalis-umkm']],
  ['logistik', ['manajemen-logistik-gudang'], ['logo-minimalis-umkm']],
  ['desain logo', ['logo-minimalis-umkm'], ['artikel-teknologi-blog', 'maskot-umkm-3d']],
  // Synonyms and English terms.
  [
    'CV lamaran',
    ['cv-ats-fresh-graduate', 'surat-lamaran-kerja', 'professional-resume-writer'],
    ['deskripsi-produk-shopee', 'artikel-teknologi-blog'],
  ],
  [
    'cv',
    ['cv-ats-fresh-graduate', 'professional-resume-writer', 'surat-lamaran-kerja'],
    ['artikel-teknologi-blog'],
  ],
  [
    'riwayat hidup',
    ['cv-ats-fresh-graduate', 'professional-resume-writer'],
    ['balasan-ulasan-pelanggan'],
  ],
  [
    'tugas akhir',
    ['metodologi-tugas-akhir', 'kerangka-bab-1-skripsi', 'thesis-abstract-english'],
    ['deskripsi-produk-shopee'],
  ],
  ['thesis', ['thesis-abstract-english', 'kerangka-bab-1-skripsi'], ['deskripsi-lowongan-kerja']],
  ['caption', ['caption-instagram-kuliner', 'takarir-video-tiktok'], ['rencana-konten-tiktok']],
  ['takarir', ['takarir-video-tiktok', 'caption-instagram-kuliner'], ['naskah-video-youtube']],
  [
    'jualan',
    [
      'promosi-ramadan-toko-online',
      'strategi-marketing-digital',
      'deskripsi-produk-shopee',
      'email-penawaran-b2b',
    ],
    ['balasan-ulasan-pelanggan'],
  ],
  [
    'marketing',
    ['strategi-marketing-digital', 'promosi-ramadan-toko-online'],
    ['resep-soto-betawi'],
  ],
  ['gambar', ['ilustrasi-buku-cerita-anak', 'product-image-3d-render'], ['dongeng-sebelum-tidur']],
  ['lagu', ['lirik-lagu-pop', 'musik-latar-podcast'], ['rencana-konten-tiktok']],
  ['music', ['musik-latar-podcast', 'lirik-lagu-pop'], []],
  ['photo', ['foto-produk-kopi'], ['rencana-bisnis-kedai-kopi']],
  ['surel', ['email-penawaran-b2b'], []],
  ['ppt', ['slide-presentasi-pitch-deck'], []],
  ['coding python', ['review-kode-python'], ['dokumentasi-api-otomatis']],
  ['undangan nikah', ['undangan-pernikahan'], []],
  ['ig', ['caption-instagram-kuliner'], ['takarir-video-tiktok']],
  // Typos, a swap of two letters counting as one.
  ['skirpsi', ['kerangka-bab-1-skripsi'], ['deskripsi-produk-shopee', 'deskripsi-lowongan-kerja']],
  ['captoin', ['caption-instagram-kuliner', 'takarir-video-tiktok'], ['rencana-konten-tiktok']],
  ['resmue', ['professional-resume-writer', 'cv-ats-fresh-graduate'], ['artikel-teknologi-blog']],
  ['lgoo', ['logo-minimalis-umkm'], ['artikel-teknologi-blog']],
  ['batk', ['ilustrasi-motif-batik'], []],
  ['midjurney', ['ilustrasi-motif-batik', 'logo-minimalis-umkm'], ['caption-instagram-kuliner']],
  ['konteen tiktk', ['rencana-konten-tiktok'], ['caption-instagram-kuliner']],
  // A known word is never read as someone's typo: 'foto' is not 'soto'.
  ['foto', ['foto-produk-kopi'], ['resep-soto-betawi']],
  // Stems and the words a search word begins.
  ['penjualan', ['email-penawaran-b2b', 'deskripsi-produk-shopee'], ['balasan-ulasan-pelanggan']],
  ['presen', ['slide-presentasi-pitch-deck'], []],
  // Every word must be answered; stop words are not required.
  [
    'caption instagram kuliner',
    ['caption-instagram-kuliner'],
    ['analisis-pesaing-kuliner', 'resep-soto-betawi'],
  ],
  ['caption untuk jualan', ['caption-instagram-kuliner'], ['promosi-ramadan-toko-online']],
  ['ilustrasi anak', ['ilustrasi-buku-cerita-anak'], ['dongeng-sebelum-tidur']],
  ['kopi', ['foto-produk-kopi', 'rencana-bisnis-kedai-kopi'], ['resep-soto-betawi']],
  ['stable diffusion', ['foto-produk-kopi', 'product-image-3d-render'], ['ilustrasi-motif-batik']],
]

describe('search a person trusts', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const get = (url: string) => testApp.app.inject({ method: 'GET', url })
  const search = async (q: string, more = '') => {
    const response = await get(`/api/v1/products?limit=48&q=${encodeURIComponent(q)}${more}`)
    expect(response.statusCode, q).toBe(200)
    return response.json() as {
      items: { slug: string }[]
      nextCursor: string | null
      unmatchedWords?: string[]
      someWordsFrom?: number
      suggestions?: {
        categories: { name: string; count: number }[]
        tags: string[]
        prompts: { slug: string }[]
      }
    }
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db, { name: 'Pustaka Prompt', slug: 'pustaka-prompt' })
    for (const [slug, title, tags, description, extra] of catalogue) {
      await createPrompt(testApp.db, shop.id, {
        slug,
        title,
        tags,
        descriptionHtml: `<p>${description}</p>`,
        model: 'chatgpt',
        ...extra,
      })
    }
    const suspended = await createShop(testApp.db, { name: 'Toko Beku', status: 'suspended' })
    await createPrompt(testApp.db, suspended.id, {
      slug: 'logo-toko-dibekukan',
      title: 'Logo Toko Dibekukan',
      tags: ['logo'],
      category: 'ilustrasi',
    })
  })
  afterAll(() => testApp.close())

  it(`answers ${cases.length} Indonesian searches with what they mean and nothing they do not`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
    const failures: string[] = []
    for (const [query, must, mustNot] of cases) {
      // What has every word; prompts with most of them may follow (checked below).
      const { items, someWordsFrom } = await search(query)
      const found = items.slice(0, someWordsFrom).map((item) => item.slug)
      const missing = must.filter((slug) => !found.includes(slug))
      const wrong = mustNot.filter((slug) => found.includes(slug))
      if (missing.length || wrong.length) {
        failures.push(
          `'${query}': missing ${missing.join(', ') || '-'}; wrong ${wrong.join(', ') || '-'} (got ${found.join(', ')})`,
        )
      }
    }
    expect(failures).toEqual([])
  })

  it('lists prompts with most of the words after those with all of them when those are few', async () => {
    const three = await search('caption instagram jualan')
    const two = await search('caption instagram')
    const slugs = (list: { items: { slug: string }[] }) => list.items.map((item) => item.slug)
    // Everything two of the words find is there, with the prompts that have all three first.
    for (const slug of slugs(two)) expect(slugs(three)).toContain(slug)
    const from = three.someWordsFrom ?? three.items.length
    expect(from).toBeGreaterThan(0)
    expect(from).toBeLessThan(three.items.length)
    const allWords = await search('caption instagram jualan', '&sort=terbaru')
    expect(allWords.someWordsFrom).toBeUndefined()
    expect(slugs(three).slice(0, from).sort()).toEqual(slugs(allWords).sort())
    expect(slugs(three).slice(0, from)).toContain('caption-instagram-kuliner')
    expect(slugs(three).slice(from)).toContain('jadwal-posting-instagram')
    // Those with some words lack one of them: it is named, to be dropped.
    expect(three.unmatchedWords?.length).toBeGreaterThan(0)
    for (const word of three.unmatchedWords ?? []) {
      expect(['caption', 'instagram', 'jualan']).toContain(word)
    }

    // Pages agree: one prompt at a time, the same list, nothing twice.
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const page = (
        await get(
          `/api/v1/products?limit=2&q=caption%20instagram%20jualan${cursor ? `&cursor=${cursor}` : ''}`,
        )
      ).json() as { items: { slug: string }[]; nextCursor: string | null }
      paged.push(...slugs(page))
      cursor = page.nextCursor
    } while (cursor && paged.length < 60)
    expect(paged).toEqual(slugs(three))

    // A full page of prompts with every word leaves no room: nothing partial is listed.
    const full = (
      await get('/api/v1/products?limit=1&q=caption%20instagram%20jualan')
    ).json() as typeof three
    expect(full.items).toHaveLength(1)
    expect(full.someWordsFrom).toBeUndefined()
    // Two words: most is all, so a search of two words still needs both.
    expect((await search('desain logo')).someWordsFrom).toBeUndefined()
  })

  it('names the searched words nothing in the catalogue has', async () => {
    const unknown = await search('caption instagram zzzzqqq')
    expect(unknown.unmatchedWords).toEqual(['zzzzqqq'])
    // Nothing has all three words: what has the other two is listed, as some words only.
    expect(unknown.someWordsFrom).toBe(0)
    expect(unknown.items.map((item) => item.slug)).toContain('caption-instagram-kuliner')
    expect((await search('zzzzqqq')).unmatchedWords).toEqual(['zzzzqqq'])
    // In another order too, and a phrase of the synonym table is one entry.
    expect((await search('tugas akhir zzzzqqq', '&sort=terbaru')).unmatchedWords).toEqual([
      'zzzzqqq',
    ])
    expect((await search('logo')).unmatchedWords).toEqual([])
  })

  it('ranks the prompt that has the searched word itself above one found by a synonym or typo', async () => {
    expect((await search('logo')).items[0]?.slug).toBe('logo-minimalis-umkm')
    expect((await search('skripsi')).items[0]?.slug).toBe('kerangka-bab-1-skripsi')
    expect((await search('caption')).items[0]?.slug).toBe('caption-instagram-kuliner')
    // "pelamar" (an applicant) shares the stem of "lamaran": found, but after what was asked.
    expect(
      (await search('CV lamaran')).items
        .slice(0, 3)
        .map((item) => item.slug)
        .sort(),
    ).toEqual(['cv-ats-fresh-graduate', 'professional-resume-writer', 'surat-lamaran-kerja'])
    // Title words weigh more than a description's.
    expect(
      (await search('kopi')).items
        .slice(0, 2)
        .map((item) => item.slug)
        .sort(),
    ).toEqual(['foto-produk-kopi', 'rencana-bisnis-kedai-kopi'])
  })

  it('offers categories, popular tags and the closest prompts when nothing is found', async () => {
    // 'desain' is found, 'kaos' is not: no prompt has both.
    const partly = await search('desain kaos')
    expect(partly.items).toEqual([])
    expect(partly.suggestions?.prompts.map((prompt) => prompt.slug)).toContain(
      'logo-minimalis-umkm',
    )
    expect(partly.suggestions?.tags.length).toBeGreaterThan(0)
    expect(partly.suggestions?.categories.length).toBeGreaterThan(0)
    for (const category of partly.suggestions?.categories ?? []) {
      expect(category.count).toBeGreaterThan(0)
    }

    // Too far for a typo, close in letters: the prompts with the word it resembles.
    const resembling = await search('kopiii')
    expect(resembling.items).toEqual([])
    expect(resembling.suggestions?.prompts.map((prompt) => prompt.slug).sort()).toEqual([
      'foto-produk-kopi',
      'rencana-bisnis-kedai-kopi',
    ])

    // Resembling is of whole words too: "deskripsi" has "eskripsi" inside it, it is no answer.
    const inside = await search('eskripsi')
    expect(inside.items).toEqual([])
    expect(inside.suggestions?.prompts.map((prompt) => prompt.slug)).not.toContain(
      'deskripsi-produk-shopee',
    )

    // Words that point to a category: it comes first.
    const school = await search('soal ujian sekolah')
    expect(school.items).toEqual([])
    expect(school.suggestions?.categories[0]?.name).toBe('pendidikan')

    const nothing = await search('zzzzqqq')
    expect(nothing.items).toEqual([])
    expect(nothing.suggestions?.prompts).toEqual([])
    expect(nothing.suggestions?.categories.length).toBeGreaterThan(0)
    // A search that found something, or a later page, carries no suggestions.
    expect((await search('logo')).suggestions).toBeUndefined()
  })

  it('keeps the category counts true: each is the number of public prompts the list shows', async () => {
    const categories = (await get('/api/v1/categories')).json() as {
      name: string
      count: number
    }[]
    for (const category of categories) {
      const listed = (await get(`/api/v1/products?limit=48&category=${category.name}`)).json().items
        .length
      expect(category.count, category.name).toBe(listed)
    }
    expect(categories.find((category) => category.name === 'pendidikan')?.count).toBe(5)
  })

  it('never fails on odd input: symbols, long words, quotes and operators', async () => {
    for (const q of [
      '"',
      "'; drop table prompts; --",
      '& | ! :*',
      '%_%',
      'a'.repeat(100),
      '🙂🙂',
      'ⅷ ½ ²',
    ]) {
      const response = await get(`/api/v1/products?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, q).toBe(200)
    }
  })
})
