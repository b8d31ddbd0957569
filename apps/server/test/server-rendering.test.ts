import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { prompts } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

// The real web build, server renderer included (`npm test` builds before this suite runs).
const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url))
const rendererBundle = fileURLToPath(
  new URL('../../web/dist-server/entry-server.js', import.meta.url),
)

const SECRET = 'TEKS-RAHASIA-SSR-7d41'
const BUYER_NAME = 'Pembeli Bernama Unik Sekali'

/** The markup the server painted inside `#root`, or '' when it sent the empty shell. */
function paintedRoot(html: string) {
  const match =
    /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
      html,
    )
  return match?.[1] ?? ''
}

describe('the storefront painted by the server', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let slug: string

  beforeAll(async () => {
    if (!existsSync(rendererBundle)) {
      throw new Error(`${rendererBundle} is missing: run \`npm run build\` before this suite`)
    }
    testApp = await buildTestApp({ webDistDir: distDir })
    shop = await createShop(testApp.db, { name: 'Toko Lukis Server' })
    const prompt = await createPrompt(testApp.db, shop.id, {
      title: 'Caption Lukisan Senja',
      featured: true,
      promptText: `Tulis caption ${SECRET} untuk [PRODUK]`,
      price: 45_000,
    })
    slug = prompt.slug
  })
  afterAll(async () => {
    await testApp?.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })

  it('[VISITOR] the home page, the list, the prompt and the shop arrive as markup with working links', async () => {
    const home = paintedRoot((await get('/marketplace')).body)
    expect(home).toContain('Caption Lukisan Senja')
    expect(home).toContain(`href="/marketplace/prompt/${slug}"`)
    expect(home).toContain('Rp\u00a045.000')

    const list = paintedRoot((await get('/marketplace/prompt?q=lukisan')).body)
    expect(list).toContain('Caption Lukisan Senja')

    const page = await get(`/marketplace/prompt/${slug}`)
    expect(page.statusCode).toBe(200)
    expect(paintedRoot(page.body)).toContain('Caption Lukisan Senja')
    // The app starts once the page is on screen, its entry and this page's chunks named for it.
    expect(page.body).not.toMatch(/<script type="module"/)
    expect(page.body).toMatch(
      /<script src="\/start-app\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]*\/assets\/prompt-page-[^"]+\.js[^"]*" defer><\/script>/,
    )

    const shopPage = paintedRoot((await get(`/${shop.slug}`)).body)
    expect(shopPage).toContain('Toko Lukis Server')
    expect(shopPage).toContain(`href="/marketplace/prompt/${slug}"`)
  })

  it('[VISITOR] pages rendered at the same time each get their own data', async () => {
    const second = await createPrompt(testApp.db, shop.id, { title: 'Naskah Podcast Pagi' })
    testApp.app.pageCache.clear()
    const [one, two, list] = await Promise.all([
      get(`/marketplace/prompt/${slug}`),
      get(`/marketplace/prompt/${second.slug}`),
      get('/marketplace/prompt?q=podcast'),
    ])
    expect(paintedRoot(one?.body ?? '')).toMatch(/<h1[^>]*>Caption Lukisan/)
    expect(paintedRoot(two?.body ?? '')).toMatch(/<h1[^>]*>Naskah Podcast Pagi/)
    expect(paintedRoot(list?.body ?? '')).toContain('Naskah Podcast Pagi')
    expect(paintedRoot(list?.body ?? '')).not.toContain('Caption Lukisan')
  })

  it('[VISITOR] the guide and the static pages are painted too; an unknown prompt is a 404, painted by the browser', async () => {
    expect(paintedRoot((await get('/marketplace/panduan')).body)).toContain('Panduan')
    const missing = await get('/marketplace/prompt/tidak-ada-sama-sekali')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<div id="root"></div>')
  })

  it('[SECURITY] no page carries a prompt text or a signed-in visitor: everyone gets the same bytes', async () => {
    // The shop's owner, who may read the prompt's text in their own views, asks first: the page
    // painted for them is the one everyone gets.
    const owner = await signIn(testApp, shop.owner)
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const { client } = await signedInUser(testApp, { name: BUYER_NAME })
    const buyerCookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const urls = [
      '/marketplace',
      '/marketplace/prompt',
      `/marketplace/prompt/${slug}`,
      `/${shop.slug}`,
      '/marketplace/panduan',
    ]
    testApp.app.pageCache.clear()
    for (const url of urls) {
      const asOwner = await get(url, { cookie })
      const asBuyer = await get(url, { cookie: buyerCookie })
      const anonymous = await get(url)
      expect(asOwner.body, url).toContain('data-server-rendered')
      for (const page of [asOwner, asBuyer, anonymous]) {
        expect(page.body, url).not.toContain(SECRET)
        expect(page.body, url).not.toContain(BUYER_NAME)
        expect(page.body, url).not.toContain(shop.owner.email)
      }
      expect(anonymous.body, url).toBe(asOwner.body)
      expect(asBuyer.body, url).toBe(asOwner.body)
    }
  })

  it('[VISITOR] an unknown static page is not kept, and another spelling of a page is sent to its one address', async () => {
    const entries = testApp.app.pageCache.size.entries
    const unknown = await get('/page/tidak-ada-halaman-ini')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).not.toContain('data-server-rendered')
    expect(testApp.app.pageCache.size.entries).toBe(entries)

    const shouted = await get(`/${shop.slug.toUpperCase()}?aff=ABC`)
    expect(shouted.statusCode).toBe(301)
    expect(shouted.headers.location).toBe(`/${shop.slug}?aff=ABC`)
    const slash = await get(`/marketplace/prompt/${slug}/`)
    expect(slash.statusCode).toBe(301)
    expect(slash.headers.location).toBe(`/marketplace/prompt/${slug}`)
  })

  it('[VISITOR] unknown or reordered parameters are served the same kept page; a write drops it', async () => {
    const first = await get('/marketplace/prompt?q=lukisan&sort=newest')
    const entries = testApp.app.pageCache.size.entries
    const reordered = await get('/marketplace/prompt?sort=newest&q=lukisan&utm_source=wa&x=1')
    expect(reordered.headers.etag).toBe(first.headers.etag)
    expect(testApp.app.pageCache.size.entries).toBe(entries)

    await testApp.db
      .update(prompts)
      .set({ title: 'Caption Lukisan Fajar' })
      .where(eq(prompts.slug, slug))
    await testApp.app.events.syncPublicChanges()
    const after = await get('/marketplace/prompt?q=lukisan&sort=newest')
    expect(after.headers.etag).not.toBe(first.headers.etag)
    expect(paintedRoot(after.body)).toContain('Caption Lukisan Fajar')
  })

  it('[VISITOR] a page’s reads take the answers the API keeps, while they are current', async () => {
    const url = '/api/v1/products?featured=true&limit=4'
    const answer = await get(url)
    expect(testApp.app.keptPublicAnswer(url)?.body.toString()).toBe(answer.body)
    await testApp.db.update(prompts).set({ price: 46_000 }).where(eq(prompts.slug, slug))
    await testApp.app.events.syncPublicChanges()
    expect(testApp.app.keptPublicAnswer(url)).toBeUndefined()
  })

  it('[VISITOR] a kept page answers a revalidation with 304 and a compressed copy when asked', async () => {
    const page = await get('/marketplace/panduan')
    const etag = page.headers.etag as string
    expect((await get('/marketplace/panduan', { 'if-none-match': etag })).statusCode).toBe(304)
    const compressed = await get('/marketplace/panduan', { 'accept-encoding': 'br' })
    expect(compressed.headers['content-encoding']).toBe('br')
  })
})
