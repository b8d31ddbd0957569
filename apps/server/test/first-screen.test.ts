import { FIRST_SCREEN_DATA_ID } from '@pasarprompt/contracts/first-screen'
import { IMAGE_SIZES, imageSrcSet } from '@pasarprompt/contracts/images'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { prompts, shops } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { fakeWebBuild } from './helpers/fake-web-build.ts'
import { signedInUser } from './helpers/sign-in.ts'

// The built index.html, trimmed to what the server replaces or the test reads.
const distDir = fakeWebBuild([
  '<meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
  '<title>PasarPrompt</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
])

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([\\s\\S]*?)</script>`,
  'g',
)

/** The page's embedded answers, by request path. */
function firstScreenOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(DATA_BLOCK)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0]?.[1] ?? 'null')
}

const SECRET = 'RAHASIA-TEKS-PROMPT-9f1c'
const HOSTILE_TITLE = 'Judul </script><script>alert(1)</script> \u2028 <!-- & selesai'

describe('the first screen in the page the server sends', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let hostileSlug: string
  const bannerUrl = '/uploads/shop-banner/0f8fad5b-d9cb-469f-a165-70867728950e.webp'
  const thumbnailUrl = '/uploads/shop-thumb/7c9e6679-7425-40de-944b-e07fc1f90ae7.webp'

  beforeAll(async () => {
    testApp = await buildTestApp({ webDistDir: distDir.dir })
    shop = await createShop(testApp.db, { name: 'Toko Layar Pertama' })
    await testApp.db.update(shops).set({ bannerUrl }).where(eq(shops.id, shop.id))
    await createPrompt(testApp.db, shop.id, {
      title: 'Caption Unggulan',
      featured: true,
      promptText: SECRET,
      thumbnailUrl,
      category: 'menulis',
    })
    const hostile = await createPrompt(testApp.db, shop.id, {
      title: HOSTILE_TITLE,
      promptText: SECRET,
    })
    hostileSlug = hostile.slug
  })
  afterAll(async () => {
    await testApp.close()
    distDir.remove()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })
  const api = async (url: string) => JSON.parse((await get(url)).body)

  it('[VISITOR] the home page carries what its first screen reads, as the endpoints answer it', async () => {
    const page = await get('/marketplace')
    expect(page.statusCode).toBe(200)
    const data = firstScreenOf(page.body)
    expect(Object.keys(data).sort()).toEqual([
      '/api/v1/categories',
      '/api/v1/categories?featured=true',
      '/api/v1/config',
      '/api/v1/products?featured=true&limit=4',
    ])
    for (const [request, answer] of Object.entries(data)) {
      expect(answer, request).toEqual(await api(request))
    }
    expect(page.body).not.toContain(SECRET)
  })

  it('[VISITOR] the prompt list carries the first page for its own filters and preloads its first picture', async () => {
    const page = await get('/marketplace/prompt?category=menulis&sort=relevan&model=tidak-ada')
    const data = firstScreenOf(page.body)
    // `relevan` without a search and an unknown model are dropped, as the app drops them.
    const answer = data['/api/v1/products?category=menulis'] as { items: { title: string }[] }
    expect(answer.items.map((item) => item.title)).toEqual(['Caption Unggulan'])
    const srcset = imageSrcSet(thumbnailUrl) ?? ''
    expect(page.body).toContain(
      `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${IMAGE_SIZES.card}" fetchpriority="high" />`,
    )
    // After the viewport it is measured against, before the scripts.
    const at = (text: string) => page.body.indexOf(text)
    expect(at('rel="preload"')).toBeGreaterThan(at('name="viewport"'))
    expect(at('rel="preload"')).toBeLessThan(at('<script type="module"'))
  })

  it('[VISITOR] a prompt page carries the prompt without its text, and seller text cannot end the script', async () => {
    const page = await get(`/marketplace/prompt/${hostileSlug}`)
    expect(page.statusCode).toBe(200)
    const data = firstScreenOf(page.body)
    expect(data[`/api/v1/products/${hostileSlug}`]).toMatchObject({ title: HOSTILE_TITLE })
    expect(data[`/api/v1/products/${hostileSlug}`]).toEqual(
      await api(`/api/v1/products/${hostileSlug}`),
    )
    expect(page.body).not.toContain(SECRET)
    const block = page.body.slice(page.body.indexOf(`id="${FIRST_SCREEN_DATA_ID}"`))
    expect(block.indexOf('</script>')).toBe(block.indexOf('</script>\n'))
    expect(block.slice(0, block.indexOf('</script>'))).not.toMatch(/[<\u2028]/)
  })

  it('[VISITOR] a shop page carries the shop and its prompts and preloads its banner', async () => {
    const page = await get(`/${shop.slug}`)
    const data = firstScreenOf(page.body)
    expect(data[`/api/v1/shops/${shop.slug}`]).toMatchObject({ name: 'Toko Layar Pertama' })
    expect(data[`/api/v1/products?limit=48&shop=${shop.slug}`]).toMatchObject({
      items: expect.any(Array),
    })
    expect(page.body).toContain(`imagesizes="${IMAGE_SIZES.page}"`)
    expect(page.body).toContain(imageSrcSet(bannerUrl))
  })

  it('[BUYER] a signed-in visitor gets the same first screen as anyone, and the page counts no view', async () => {
    const { client } = await signedInUser(testApp)
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const signedIn = firstScreenOf((await get('/marketplace', { cookie })).body)
    expect(signedIn).toEqual(firstScreenOf((await get('/marketplace')).body))

    const [before] = await testApp.db
      .select({ views: prompts.views })
      .from(prompts)
      .where(eq(prompts.slug, hostileSlug))
    // A link preview or a crawler fetches the page too: only the app's own read is a view.
    expect((await get(`/marketplace/prompt/${hostileSlug}`)).statusCode).toBe(200)
    const head = await testApp.app.inject({
      method: 'HEAD',
      url: `/marketplace/prompt/${hostileSlug}`,
    })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    const [after] = await testApp.db
      .select({ views: prompts.views })
      .from(prompts)
      .where(eq(prompts.slug, hostileSlug))
    expect(after?.views).toBe(before?.views)
  })

  it('[VISITOR] other pages carry no first screen', async () => {
    for (const url of ['/marketplace/wishlist', '/app/dashboard', '/sign-in']) {
      expect((await get(url)).body).not.toContain(FIRST_SCREEN_DATA_ID)
    }
  })
})
