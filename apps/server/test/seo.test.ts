import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { promptSecrets, prompts, shops } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { fakeWebBuild } from './helpers/fake-web-build.ts'

// The built index.html, trimmed to what the server replaces or the test reads.
const distDir = fakeWebBuild([
  '<meta charset="UTF-8" />',
  '<meta name="description" content="PasarPrompt — marketplace prompt AI berbahasa Indonesia." />',
  '<title>PasarPrompt — Marketplace Prompt AI Indonesia</title>',
  '<script src="/theme-init.js"></script>',
])

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]

const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0]?.[1] ?? 'null')
}

describe('link previews, sitemap and robots.txt', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const get = (url: string) => testApp.app.inject({ method: 'GET', url })

  beforeAll(async () => {
    testApp = await buildTestApp({ webDistDir: distDir.dir })
    const nusantara = await createShop(testApp.db, {
      name: 'Prompt Nusantara',
      slug: 'prompt-nusantara',
    })
    const studio = await createShop(testApp.db, {
      name: 'Studio Visual AI',
      slug: 'studio-visual-ai',
      description:
        'Prompt Midjourney dan Stable Diffusion untuk ilustrasi, foto produk, dan desain.',
    })
    await createPrompt(testApp.db, studio.id, {
      slug: 'ilustrasi-batik-modern',
      title: 'Ilustrasi Motif Batik Modern',
      descriptionHtml:
        '<p>Motif batik kontemporer untuk kemasan, kain, dan poster.</p><p>Dicoba dengan <code>--stylize 250</code>.</p>',
      model: 'midjourney',
      modelVersion: 'v6.1',
      category: 'ilustrasi',
      price: 45_000,
    })
    await createPrompt(testApp.db, studio.id, {
      slug: 'foto-produk-kopi-flatlay',
      title: 'Foto Produk Kopi Flat Lay',
      category: 'foto-produk',
    })
    await createPrompt(testApp.db, studio.id, {
      slug: 'karakter-maskot-umkm',
      title: 'Karakter Maskot untuk UMKM',
    })
    await createPrompt(testApp.db, studio.id, {
      slug: 'poster-event-komunitas',
      title: 'Poster Acara Komunitas',
      status: 'in_review',
    })
    await createPrompt(testApp.db, nusantara.id, {
      slug: 'caption-instagram-umkm-kuliner',
      title: 'Caption Instagram untuk UMKM Kuliner',
      category: 'media-sosial',
    })
    await createPrompt(testApp.db, nusantara.id, {
      slug: 'email-penawaran-b2b',
      title: 'Email Penawaran B2B',
      category: 'bisnis',
      status: 'draft',
    })
  })
  afterAll(async () => {
    await testApp.close()
    distDir.remove()
  })

  it('[VISITOR] shares a prompt page whose preview names the prompt, its price and its shop', async () => {
    const response = await get('/marketplace/prompt/ilustrasi-batik-modern?aff=KODE1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = response.body
    const url = `${TEST_ORIGIN}/marketplace/prompt/ilustrasi-batik-modern`

    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Ilustrasi Motif Batik Modern — PasarPrompt</title>')
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(metaContent(html, 'name', 'description')).toMatch(/^Motif batik kontemporer/)
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Ilustrasi Motif Batik Modern — PasarPrompt',
    )
    expect(metaContent(html, 'property', 'og:type')).toBe('product')
    expect(metaContent(html, 'property', 'og:url')).toBe(url)
    expect(metaContent(html, 'property', 'og:site_name')).toBe('PasarPrompt')
    expect(metaContent(html, 'property', 'og:locale')).toBe('id_ID')
    expect(metaContent(html, 'property', 'og:image')).toBeUndefined()
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary')
    expect(html).toContain(`<link rel="canonical" href="${url}" />`)
    expect(html).toContain('<div id="root"></div>')

    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ilustrasi Motif Batik Modern',
      url,
      category: 'Ilustrasi & Seni',
      brand: { '@type': 'Brand', name: 'Studio Visual AI' },
      offers: {
        '@type': 'Offer',
        price: 45_000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
        url,
      },
    })
  })

  it('[VISITOR] sees the thumbnail in the preview, as an absolute URL', async () => {
    await testApp.db
      .update(prompts)
      .set({ thumbnailUrl: '/media/thumbnails/kopi.webp' })
      .where(eq(prompts.slug, 'foto-produk-kopi-flatlay'))
    const html = (await get('/marketplace/prompt/foto-produk-kopi-flatlay')).body
    const image = `${TEST_ORIGIN}/media/thumbnails/kopi.webp`
    expect(metaContent(html, 'property', 'og:image')).toBe(image)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(jsonLdOf(html)).toMatchObject({ image })
  })

  it('[VISITOR] shares a shop page whose preview describes the shop', async () => {
    const response = await get('/Studio-Visual-AI/')
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toContain('<title>Studio Visual AI — PasarPrompt</title>')
    expect(metaContent(html, 'property', 'og:type')).toBe('website')
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/studio-visual-ai" />`)
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Studio Visual AI',
      url: `${TEST_ORIGIN}/studio-visual-ai`,
      description:
        'Prompt Midjourney dan Stable Diffusion untuk ilustrasi, foto produk, dan desain.',
    })
  })

  it('[VISITOR] gets a 404 for a draft or unknown prompt, with the app and nothing of the draft', async () => {
    for (const slug of ['email-penawaran-b2b', 'tidak-ada']) {
      const response = await get(`/marketplace/prompt/${slug}`)
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.body).toContain(
        '<title>PasarPrompt — Marketplace Prompt AI Indonesia</title>',
      )
      expect(response.body).not.toContain('Email Penawaran B2B')
      expect(response.body).not.toContain('application/ld+json')
    }
  })

  it('[VISITOR] gets the app for an unknown shop, kept out of search engines', async () => {
    const response = await get('/toko-yang-tidak-ada')
    expect(response.statusCode).toBe(200)
    expect(metaContent(response.body, 'name', 'robots')).toBe('noindex')
    expect(response.body).not.toContain('application/ld+json')
  })

  it('[VISITOR] gets the plain app on the app’s own pages', async () => {
    for (const url of ['/marketplace', '/marketplace/toko', '/admin', '/page/tentang']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(
        '<title>PasarPrompt — Marketplace Prompt AI Indonesia</title>',
      )
      expect(response.body).not.toContain('noindex')
    }
  })

  it('[VISITOR] opening a preview does not count as a view', async () => {
    const views = async () =>
      (
        await testApp.db
          .select({ views: prompts.views })
          .from(prompts)
          .where(eq(prompts.slug, 'ilustrasi-batik-modern'))
      )[0]?.views
    const before = await views()
    await get('/marketplace/prompt/ilustrasi-batik-modern')
    expect(await views()).toBe(before)
  })

  it('[SELLER] cannot break out of the page with a title full of markup', async () => {
    const title = 'Batik </script><script>alert(1)</script> & "kutip" <!-- $& \u2028'
    await testApp.db
      .update(prompts)
      .set({ title, descriptionHtml: '<p>&lt;/script&gt;&lt;script&gt;alert(2)</p>' })
      .where(eq(prompts.slug, 'karakter-maskot-umkm'))
    const html = (await get('/marketplace/prompt/karakter-maskot-umkm')).body

    expect(html).not.toContain('</script><script>')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<!--')
    expect(html).toContain(
      '<title>Batik &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;kutip&quot; &lt;!-- $&amp; \u2028 — PasarPrompt</title>',
    )
    // The data survives intact for the crawlers that read it.
    expect(jsonLdOf(html)).toMatchObject({
      name: title,
      description: '</script><script>alert(2)',
    })
  })

  it('[VISITOR] still gets the app when the preview cannot be looked up', async () => {
    const select = vi.spyOn(testApp.db, 'select').mockImplementationOnce(() => {
      throw new Error('database unavailable')
    })
    try {
      const response = await get('/marketplace/prompt/ilustrasi-batik-modern')
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain(
        '<title>PasarPrompt — Marketplace Prompt AI Indonesia</title>',
      )
    } finally {
      select.mockRestore()
    }
  })

  it('[CRAWLER] finds the storefront, static pages, active shops and public prompts in the sitemap', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const xml = response.body
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    for (const page of [
      '/marketplace',
      '/marketplace/prompt',
      '/marketplace/toko',
      '/marketplace/panduan',
      '/page/tentang',
      '/prompt-nusantara',
      '/studio-visual-ai',
    ]) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${page}</loc>`)
    }
    expect(xml).toMatch(
      new RegExp(
        `<loc>${TEST_ORIGIN}/marketplace/prompt/ilustrasi-batik-modern</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    )
    expect(xml).toContain(
      `<loc>${TEST_ORIGIN}/marketplace/prompt/caption-instagram-umkm-kuliner</loc>`,
    )
    expect(xml).not.toContain('email-penawaran-b2b')
    expect(xml).not.toContain('poster-event-komunitas')
  })

  it('[CRAWLER] may crawl everything but the private areas, and is pointed to the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const lines = response.body.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /app$')
    expect(lines).toContain('Disallow: /app/')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
  })

  it('[VISITOR] never finds a prompt’s secret text in a page, the sitemap or robots.txt', async () => {
    const secrets = await testApp.db.select({ text: promptSecrets.promptText }).from(promptSecrets)
    const everyPrompt = await testApp.db.select({ slug: prompts.slug }).from(prompts)
    expect(secrets.length).toBeGreaterThan(0)
    const urls = [
      ...everyPrompt.map(({ slug }) => `/marketplace/prompt/${slug}`),
      '/prompt-nusantara',
      '/studio-visual-ai',
      '/sitemap.xml',
      '/robots.txt',
    ]
    for (const url of urls) {
      const body = (await get(url)).body
      for (const secret of secrets) expect(body).not.toContain(secret.text)
    }
  })

  it('[VISITOR] loses the preview of a suspended shop and of its prompts', async () => {
    const shopId = (
      await testApp.db
        .select({ shopId: prompts.shopId })
        .from(prompts)
        .where(eq(prompts.slug, 'ilustrasi-batik-modern'))
    )[0]?.shopId
    if (!shopId) throw new Error('ilustrasi-batik-modern has no shop')
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shopId))
    try {
      expect((await get('/marketplace/prompt/ilustrasi-batik-modern')).statusCode).toBe(404)
      const shopPage = await get('/studio-visual-ai')
      expect(metaContent(shopPage.body, 'name', 'robots')).toBe('noindex')
      const sitemap = (await get('/sitemap.xml')).body
      expect(sitemap).not.toContain('/studio-visual-ai')
      expect(sitemap).not.toContain('ilustrasi-batik-modern')
      expect(sitemap).toContain('/prompt-nusantara')
    } finally {
      await testApp.db.update(shops).set({ status: 'active' }).where(eq(shops.id, shopId))
    }
  })
})

describe('sitemap and robots.txt without a web build', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('[CRAWLER] still gets both when only the API is served', async () => {
    const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/marketplace</loc>`)
    const robots = await testApp.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
  })
})
