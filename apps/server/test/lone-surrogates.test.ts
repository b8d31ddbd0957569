import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { shops, users } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

/**
 * Issue 26, hole 3: a UTF-16 surrogate without its partner is valid JSON (`"\ud800"`) but no
 * text PostgreSQL or a UTF-8 page can hold. It is refused at the edge, for every route.
 */
const LONE = [
  ['a high surrogate alone', '\ud800'],
  ['a low surrogate alone', '\udc00'],
  ['a reversed pair', '\ude00\ud83d'],
] as const

const INVALID_TEXT = 'Teks berisi karakter yang tidak valid.'

describe('a lone surrogate anywhere in a request is a 400 that writes nothing', () => {
  let testApp: TestApp
  let owner: Browser
  let shopId: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    shopId = shop.id
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shopId })
  })

  afterAll(() => testApp.close())

  it.each(LONE)(
    '[SECURITY] a microsite headline with %s is a 400 in Indonesian, nothing stored',
    async (_, text) => {
      const response = await owner.put('/api/v1/seller/microsite', { headline: `Halo ${text}` })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: INVALID_TEXT })
      const [shop] = await testApp.db
        .select({ microsite: shops.microsite })
        .from(shops)
        .where(eq(shops.id, shopId))
      expect(JSON.stringify(shop?.microsite ?? null)).not.toContain('Halo')
    },
  )

  it('[SECURITY] a lone surrogate in a key or a nested array of a body is a 400 too', async () => {
    for (const payload of [
      { headline: 'Halo', links: [{ label: 'Toko \ud800', url: 'https://contoh.id' }] },
      { headline: 'Halo', 'x\udfff': 1 },
    ]) {
      const response = await owner.put('/api/v1/seller/microsite', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })

  it.each(LONE)(
    '[SECURITY] better-auth’s sign-up with %s in the name is a 4xx and creates no user',
    async (_, text) => {
      const email = `pecah-${text.charCodeAt(0)}@contoh.id`
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { name: `Budi ${text}`, email, password: 'rahasia-sekali-123' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: INVALID_TEXT })
      expect(await testApp.db.select().from(users).where(eq(users.email, email))).toEqual([])
    },
  )

  it('[SECURITY] a surrogate half encoded in a query stays literal text, and in a path is a 400', async () => {
    // UTF-8 has no bytes for a lone surrogate: `%ED%A0%80` is not decoded into one.
    for (const url of ['/api/v1/shops?q=%ED%A0%80', '/api/v1/seller/customers?q=a%ED%B0%80b']) {
      const response = await owner.get(url)
      expect(response.statusCode, url).toBe(200)
    }
    for (const url of ['/api/v1/shops/toko-%ED%A0%80', '/api/auth/reset-password/%ED%A0%80']) {
      const response = await owner.get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
  })

  it('[SECURITY] a lone surrogate in a JSON body of a search is a 400 like any other body', async () => {
    const response = await owner.post('/api/auth/organization/check-slug', { slug: 'toko-\ud800' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: INVALID_TEXT })
  })

  it('a whole emoji (a surrogate pair) is ordinary text and saved as sent', async () => {
    const response = await owner.put('/api/v1/seller/microsite', { headline: 'Halo 😀 dunia' })
    expect(response.statusCode, response.body).toBe(200)
    expect((await owner.get('/api/v1/seller/microsite')).json().microsite.headline).toBe(
      'Halo 😀 dunia',
    )
    const search = await owner.get(`/api/v1/products?q=${encodeURIComponent('😀')}`)
    expect(search.statusCode).toBe(200)
  })
})
