import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt, type PromptOverrides } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { organizations, promptSecrets, prompts, shops } from '../src/db/schema.ts'
import { refreshCategoryStats } from '../src/modules/catalog/refresh-category-stats.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/**
 * The catalogue these tests read: eight public prompts of two shops (newest first: artikel,
 * karakter, rencana, foto, deskripsi, batik, caption, balasan), with the Indonesian words, tags
 * and models the search tests look for, and prompts nobody may see (a draft, one in review, an
 * archived one and one of a suspended shop).
 */
const nusantaraPrompts: PromptOverrides[] = [
  {
    slug: 'caption-instagram-umkm-kuliner',
    title: 'Caption Instagram untuk UMKM Kuliner',
    descriptionHtml:
      '<p>Hasilkan <strong>10 caption</strong> yang menggugah selera untuk produk makanan Anda, lengkap dengan ajakan membeli dan tagar lokal.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o',
    category: 'media-sosial',
    tags: ['instagram', 'kuliner', 'umkm', 'caption'],
    price: 25_000,
    featured: true,
    sales: 142,
    publishedAt: daysAgo(40),
  },
  {
    slug: 'deskripsi-produk-marketplace',
    title: 'Deskripsi Produk Marketplace yang Menjual',
    descriptionHtml:
      '<p>Deskripsi produk untuk Tokopedia, Shopee, dan toko online sendiri: judul SEO, poin keunggulan, spesifikasi, dan FAQ.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'pemasaran',
    tags: ['marketplace', 'seo', 'deskripsi', 'umkm'],
    price: 35_000,
    featured: true,
    sales: 97,
    publishedAt: daysAgo(25),
  },
  {
    slug: 'balasan-ulasan-pelanggan',
    title: 'Balasan Ulasan Pelanggan yang Ramah',
    descriptionHtml:
      '<p>Balas ulasan bintang 1 sampai 5 dengan sopan, empatik, dan menawarkan solusi.</p>',
    model: 'chatgpt',
    modelVersion: 'GPT-4o mini',
    category: 'bisnis',
    tags: ['layanan pelanggan', 'ulasan', 'umkm'],
    price: 0,
    sales: 310,
    publishedAt: daysAgo(60),
  },
  {
    slug: 'rencana-konten-tiktok-30-hari',
    title: 'Rencana Konten TikTok 30 Hari',
    descriptionHtml:
      '<p>Kalender konten 30 hari: ide video, hook 3 detik pertama, dan jam unggah terbaik untuk audiens Indonesia.</p>',
    model: 'gemini',
    modelVersion: 'Gemini 1.5 Pro',
    category: 'media-sosial',
    tags: ['tiktok', 'kalender konten', 'video pendek'],
    price: 49_000,
    sales: 58,
    publishedAt: daysAgo(10),
  },
  {
    slug: 'artikel-blog-seo-bahasa-indonesia',
    title: 'Artikel Blog SEO Bahasa Indonesia',
    descriptionHtml:
      '<p>Artikel 1.200 kata dengan struktur H2/H3, kata kunci turunan, dan meta deskripsi.</p>',
    model: 'claude',
    modelVersion: 'Claude 3.5 Sonnet',
    category: 'menulis',
    tags: ['seo', 'blog', 'artikel'],
    price: 75_000,
    sales: 21,
    publishedAt: daysAgo(3),
  },
  {
    slug: 'email-penawaran-b2b',
    title: 'Email Penawaran B2B',
    model: 'chatgpt',
    category: 'bisnis',
    tags: ['email', 'b2b', 'penjualan'],
    price: 30_000,
    status: 'draft',
  },
  {
    slug: 'ucapan-lebaran-pelanggan',
    title: 'Ucapan Lebaran untuk Pelanggan',
    model: 'chatgpt',
    category: 'media-sosial',
    tags: ['lebaran', 'whatsapp'],
    price: 15_000,
    status: 'archived',
  },
]

const studioPrompts: PromptOverrides[] = [
  {
    slug: 'ilustrasi-batik-modern',
    title: 'Ilustrasi Motif Batik Modern',
    descriptionHtml:
      '<p>Motif batik kontemporer untuk kemasan, kain, dan poster. Warna dan motif bisa disesuaikan.</p><p>Dicoba dengan <code>--stylize 250</code>.</p>',
    model: 'midjourney',
    modelVersion: 'v6.1',
    category: 'ilustrasi',
    tags: ['batik', 'motif', 'kemasan'],
    price: 45_000,
    featured: true,
    sales: 76,
    publishedAt: daysAgo(30),
    promptText:
      'seamless modern batik pattern inspired by [MOTIF TRADISIONAL], [WARNA UTAMA] and gold accents, flat vector style --tile --v 6.1',
    instructions: 'Ganti motif (parang, kawung, mega mendung) dan warna.',
    examples: ['Isian: MOTIF TRADISIONAL = mega mendung, WARNA UTAMA = biru indigo.'],
  },
  {
    slug: 'foto-produk-kopi-flatlay',
    title: 'Foto Produk Kopi Flat Lay',
    descriptionHtml:
      '<p>Foto katalog flat lay untuk produk kopi dan minuman kemasan, cahaya alami pagi.</p>',
    model: 'stable-diffusion',
    modelVersion: 'SDXL 1.0',
    category: 'foto-produk',
    tags: ['foto produk', 'kopi', 'flat lay'],
    price: 20_000,
    sales: 44,
    publishedAt: daysAgo(15),
  },
  {
    slug: 'karakter-maskot-umkm',
    title: 'Karakter Maskot untuk UMKM',
    descriptionHtml:
      '<p>Maskot lucu bergaya 3D untuk merek lokal, konsisten dari berbagai sudut.</p>',
    model: 'flux',
    modelVersion: 'Flux.1 dev',
    category: 'ilustrasi',
    tags: ['maskot', '3d', 'branding'],
    price: 60_000,
    sales: 12,
    publishedAt: daysAgo(5),
  },
  {
    slug: 'poster-event-komunitas',
    title: 'Poster Acara Komunitas',
    model: 'dall-e',
    category: 'ilustrasi',
    tags: ['poster', 'acara'],
    price: 15_000,
    status: 'in_review',
  },
]

describe('public catalogue', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })
  const slugs = async (url: string) =>
    (await get(url)).json().items.map((item: { slug: string }) => item.slug) as string[]

  beforeAll(async () => {
    testApp = await buildTestApp()
    const nusantara = await createShop(testApp.db, {
      name: 'Prompt Nusantara',
      slug: 'prompt-nusantara',
    })
    const studio = await createShop(testApp.db, {
      name: 'Studio Visual AI',
      slug: 'studio-visual-ai',
    })
    for (const prompt of nusantaraPrompts) await createPrompt(testApp.db, nusantara.id, prompt)
    for (const prompt of studioPrompts) await createPrompt(testApp.db, studio.id, prompt)
    // A published prompt of a suspended shop is as hidden as a draft.
    const closed = await createShop(testApp.db, { name: 'Toko Tutup', status: 'suspended' })
    await createPrompt(testApp.db, closed.id, {
      slug: 'caption-toko-tutup',
      title: 'Caption Instagram Toko Tutup',
      category: 'media-sosial',
      tags: ['instagram'],
      featured: true,
      sales: 999,
    })
  })
  afterAll(() => testApp.close())

  it('[VISITOR] sees only published prompts of active shops, newest first', async () => {
    const list = await slugs('/api/v1/products')
    expect(list).toHaveLength(8)
    expect(list[0]).toBe('artikel-blog-seo-bahasa-indonesia')
    expect(list).not.toContain('email-penawaran-b2b')
    expect(list).not.toContain('poster-event-komunitas')
    expect(list).not.toContain('ucapan-lebaran-pelanggan')
    expect(list).not.toContain('caption-toko-tutup')
  })

  it('[VISITOR] filters by featured, category, model, shop and price', async () => {
    expect(await slugs('/api/v1/products?featured=true')).toHaveLength(3)
    expect(await slugs('/api/v1/products?category=ilustrasi')).toEqual([
      'karakter-maskot-umkm',
      'ilustrasi-batik-modern',
    ])
    expect(await slugs('/api/v1/products?model=midjourney')).toEqual(['ilustrasi-batik-modern'])
    expect(await slugs('/api/v1/products?shop=studio-visual-ai')).toHaveLength(3)
    expect(await slugs('/api/v1/products?maxPrice=0')).toEqual(['balasan-ulasan-pelanggan'])
    expect(await slugs('/api/v1/products?minPrice=50000&sort=harga-naik')).toEqual([
      'karakter-maskot-umkm',
      'artikel-blog-seo-bahasa-indonesia',
    ])
  })

  it('[VISITOR] searches in Indonesian, forgiving typos', async () => {
    expect(await slugs('/api/v1/products?q=batik')).toEqual(['ilustrasi-batik-modern'])
    expect(await slugs('/api/v1/products?q=captoin')).toContain('caption-instagram-umkm-kuliner')
    expect(await slugs('/api/v1/products?q=batk')).toContain('ilustrasi-batik-modern')
    // Stemming: "penjualan" and "menjual" share the stem "jual".
    expect(await slugs('/api/v1/products?q=penjualan')).toContain('deskripsi-produk-marketplace')
    // The issue's examples: 'beli' finds 'membeli', 'midjurney' finds Midjourney prompts.
    expect(await slugs('/api/v1/products?q=beli')).toContain('caption-instagram-umkm-kuliner')
    expect(await slugs('/api/v1/products?q=midjurney')).toEqual(['ilustrasi-batik-modern'])
    expect(await slugs('/api/v1/products?q=midjourney')).toEqual(['ilustrasi-batik-modern'])
    expect(await slugs('/api/v1/products?q=stable%20diffusion')).toEqual([
      'foto-produk-kopi-flatlay',
    ])
    expect(await slugs('/api/v1/products?q=zzzzqqq')).toEqual([])
  })

  it('[VISITOR] pages through every order without gaps or repeats', async () => {
    for (const sort of ['terbaru', 'terlaris', 'rating', 'harga-naik', 'harga-turun']) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const url: string = `/api/v1/products?sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`
        const page: { items: { slug: string }[]; nextCursor: string | null } = (
          await get(url)
        ).json()
        seen.push(...page.items.map((item: { slug: string }) => item.slug))
        cursor = page.nextCursor
      } while (cursor)
      expect(new Set(seen).size, sort).toBe(8)
      expect(seen, sort).toHaveLength(8)
    }
    const bySales = (await get('/api/v1/products?sort=terlaris')).json().items
    expect(bySales[0].slug).toBe('balasan-ulasan-pelanggan')
    const searchPages = (await get('/api/v1/products?q=prompt&limit=1')).json()
    expect(searchPages.items.length).toBeLessThanOrEqual(1)
    expect((await get('/api/v1/products?cursor=rusak')).statusCode).toBe(400)
    // Well-formed cursors with values the server never writes are refused too, never a 500.
    const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url')
    for (const [url, values] of [
      ['/api/v1/products?q=batik', [-5]],
      ['/api/v1/products?q=batik', [1e308]],
      ['/api/v1/products', ['bukan-tanggal', '00000000-0000-4000-8000-000000000000']],
      ['/api/v1/products', ['2026-01-01T00:00:00Z', 'bukan-uuid']],
      ['/api/v1/products?sort=terlaris', [1.5, '00000000-0000-4000-8000-000000000000']],
    ] as const) {
      const response = await get(
        `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor([...values])}`,
      )
      expect(response.statusCode, JSON.stringify(values)).toBe(400)
    }
    expect((await get('/api/v1/products?sort=acak')).statusCode).toBe(400)
  })

  it('[VISITOR] opens a prompt page with examples; views are counted, a cached answer too; drafts are not found', async () => {
    const viewsOf = async () =>
      (
        await testApp.db
          .select({ views: prompts.views })
          .from(prompts)
          .where(eq(prompts.slug, 'ilustrasi-batik-modern'))
      )[0]?.views ?? 0
    const before = await viewsOf()
    const response = await get('/api/v1/products/ilustrasi-batik-modern')
    expect(response.statusCode).toBe(200)
    const prompt = response.json()
    expect(prompt).toMatchObject({
      title: 'Ilustrasi Motif Batik Modern',
      model: 'midjourney',
      modelVersion: 'v6.1',
      variableCount: 2,
      shop: { slug: 'studio-visual-ai', name: 'Studio Visual AI' },
    })
    expect(prompt.examples[0].kind).toBe('text')
    // Views are written in batches: none yet, then both (the second answer came from the cache).
    expect(await viewsOf()).toBe(before)
    expect((await get('/api/v1/products/ilustrasi-batik-modern')).statusCode).toBe(200)
    await testApp.app.promptViews.flush()
    expect(await viewsOf()).toBe(before + 2)
    const draft = await get('/api/v1/products/email-penawaran-b2b')
    expect(draft.statusCode).toBe(404)
    expect(draft.json().message).toBe('Prompt tidak ditemukan.')
  })

  it('resolves ids for the wishlist in the given order, skipping what is not public', async () => {
    const all = (await get('/api/v1/products')).json().items as { id: string; slug: string }[]
    const [draft] = await testApp.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.slug, 'email-penawaran-b2b'))
    const ids = [all[2]?.id, draft?.id, all[0]?.id, '00000000-0000-4000-8000-000000000000']
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/product/get',
      headers: { origin: TEST_ORIGIN },
      payload: { ids },
    })
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([
      all[2]?.id,
      all[0]?.id,
    ])
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/product/get',
      payload: { ids: ['x'] },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('[VISITOR] gets the featured categories with their counts and popular tags', async () => {
    const featured = (await get('/api/v1/categories?featured=true')).json()
    expect(featured.map((c: { name: string }) => c.name)).toEqual([
      'pemasaran',
      'menulis',
      'bisnis',
      'media-sosial',
      'ilustrasi',
      'foto-produk',
    ])
    const social = featured.find((c: { name: string }) => c.name === 'media-sosial')
    expect(social).toMatchObject({ title: 'Media Sosial', count: 2 })
    expect(social.popularTags.length).toBeGreaterThan(0)
    expect((await get('/api/v1/categories')).json()).toHaveLength(8)
  })

  it('[VISITOR] gets each Category as the spec lists it: id, companyId, featured, name, title, description, count, popularTags', async () => {
    for (const url of ['/api/v1/categories', '/api/v1/categories?featured=true']) {
      const response = await get(url)
      expect(response.headers['cache-control'], url).toBe('public, max-age=60')
      const social = response.json().find((c: { name: string }) => c.name === 'media-sosial')
      expect(Object.keys(social).sort(), url).toEqual(
        [
          'id',
          'companyId',
          'featured',
          'name',
          'title',
          'description',
          'count',
          'popularTags',
        ].sort(),
      )
      // companyId 'marketplace' selects marketplace categories (spec §3); the id is the immutable name.
      expect(social, url).toMatchObject({
        id: 'media-sosial',
        companyId: 'marketplace',
        featured: true,
      })
      const notModified = await get(url, { 'if-none-match': String(response.headers.etag) })
      expect(notModified.statusCode, url).toBe(304)
    }
  })

  it('never sends a prompt text or its instructions in any public response', async () => {
    const secrets = await testApp.db.select().from(promptSecrets)
    const bodies: string[] = []
    for (const url of [
      '/api/v1/products',
      '/api/v1/products?q=batik',
      '/api/v1/categories',
      '/api/v1/shops',
    ]) {
      bodies.push((await get(url)).body)
    }
    const everyId = (await get('/api/v1/products?limit=48'))
      .json()
      .items.map((i: { id: string }) => i.id)
    const resolved = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/product/get',
      payload: { ids: everyId },
    })
    bodies.push(resolved.body)
    for (const slug of (await get('/api/v1/products?limit=48'))
      .json()
      .items.map((i: { slug: string }) => i.slug)) {
      bodies.push((await get(`/api/v1/products/${slug}`)).body)
    }
    for (const secret of secrets) {
      for (const body of bodies) {
        expect(body).not.toContain(secret.promptText)
        if (secret.instructions.length > 12) expect(body).not.toContain(secret.instructions)
      }
    }
  })

  it('hides a suspended shop’s prompts everywhere and updates the category counts', async () => {
    const [shop] = await testApp.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, 'studio-visual-ai'))
    await testApp.db.transaction(async (tx) => {
      await tx
        .update(shops)
        .set({ status: 'suspended' })
        .where(eq(shops.id, shop?.id ?? ''))
      await refreshCategoryStats(tx)
    })
    // Written outside a request: wait until this process has heard it (the response cache).
    await testApp.app.events.syncPublicChanges()
    expect(await slugs('/api/v1/products?shop=studio-visual-ai')).toEqual([])
    expect((await get('/api/v1/products/ilustrasi-batik-modern')).statusCode).toBe(404)
    const ilustrasi = (await get('/api/v1/categories'))
      .json()
      .find((c: { name: string }) => c.name === 'ilustrasi')
    expect(ilustrasi).toMatchObject({ count: 0, popularTags: [] })
  })
})

describe('excerpts', () => {
  it('keeps inline markup inside the sentence and separates blocks', async () => {
    const { excerptOf } = await import('../src/modules/catalog/prompt-card.ts')
    expect(
      excerptOf('<p>Dicoba dengan <code>--stylize 250</code>.</p><p>Baris&nbsp;dua &amp; tiga</p>'),
    ).toBe('Dicoba dengan --stylize 250. Baris dua & tiga')
    expect(excerptOf(`<p>${'a'.repeat(200)}</p>`)).toHaveLength(150)
    const words = excerptOf(`<p>${'Caption jualan kue kering. '.repeat(10)}</p>`)
    expect(Array.from(words).length).toBeLessThanOrEqual(150)
    expect(words).toMatch(/ (Caption|jualan|kue|kering)…$/)
  })
})
