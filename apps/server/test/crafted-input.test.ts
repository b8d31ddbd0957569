import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url')

/** `[[[…]]]` nested `depth` times: valid JSON a recursive reader cannot walk. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('crafted input is refused with a 400, never a 500', () => {
  let testApp: TestApp
  let owner: Browser
  let buyer: Browser
  let shopId: string
  let shopSlug: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    shopId = shop.id
    shopSlug = shop.slug
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shopId })
    buyer = (await signedInUser(testApp, { name: 'Budi Santoso' })).client
  })

  afterAll(() => testApp.close())

  it.each([
    ['a fraction', [1.5]],
    ['a number beyond any id', [1e24]],
    ['a negative fraction', [-0.5]],
  ])('[SECURITY] a seller transactions cursor holding %s is a 400', async (_, values) => {
    const response = await owner.get(`/api/v1/seller/transactions?cursor=${cursorOf(values)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it.each([
    ['a bare number as a date', ['1', randomUUID()], 'terbaru'],
    ['a date past the calendar', ['+275760-09-13T00:00:00.000Z', randomUUID()], 'terbaru'],
    ['a fraction as sales', [1.5, randomUUID()], 'terlaris'],
  ])('[SECURITY] a catalogue cursor holding %s is a 400', async (_, values, sort) => {
    const response = await testApp.app.inject(
      `/api/v1/products?sort=${sort}&cursor=${cursorOf(values)}`,
    )
    expect(response.statusCode).toBe(400)
  })

  it('[SECURITY] a body nested 100,000 levels deep is refused with 400 on better-auth’s routes', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: `{"email":"a@b.id","password":${nested(100_000)}}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' })
    expect(response.json().message).toMatch(/bertingkat/)
  })

  it('[SECURITY] a deeply nested body is refused with 400 on our own routes too', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/profile',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: `{"name":${nested(100_000)}}`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' })
  })

  it('a body nested as deep as real forms go is still read', async () => {
    const response = await buyer.patch('/api/v1/account/profile', { name: 'Budi Santoso' })
    expect(response.statusCode).toBe(200)
  })

  it('[SECURITY] a NUL byte in better-auth’s own writes is a 400 and changes nothing', async () => {
    const rename = await owner.post('/api/auth/organization/update', {
      organizationId: shopId,
      data: { name: 'Toko\u0000Baru' },
    })
    expect(rename.statusCode).toBe(400)
    expect(rename.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    const slug = await owner.post('/api/auth/organization/check-slug', { slug: 'toko\u0000' })
    expect(slug.statusCode).toBe(400)
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: 'A\u0000B', email: 'nul@example.id', password: 'rahasia-sekali-123' },
    })
    expect(signUp.statusCode).toBe(400)
    const shop = await testApp.app.inject(`/api/v1/shops/${shopSlug}`)
    expect(shop.json().name).not.toContain('\u0000')
  })

  it('[SECURITY] a NUL byte in a key or nested string of any JSON body is a 400', async () => {
    for (const payload of [
      { name: 'Budi\u0000' },
      { 'na\u0000me': 'Budi' },
      { name: 'Budi', extra: [{ deep: ['\u0000'] }] },
    ]) {
      const response = await buyer.patch('/api/v1/account/profile', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
  })

  it('[SECURITY] a NUL byte in a query or a path is a 400', async () => {
    for (const url of [
      '/api/v1/products?q=%00',
      '/api/v1/shops?q=a%00b',
      '/api/v1/shops/a%00b',
      '/api/v1/products/x%00y',
      '/api/auth/reset-password/%00',
      '/api/v1/seller/customers?q=%00',
    ]) {
      const response = await owner.get(url)
      expect(response.statusCode, url).toBe(400)
    }
  })

  it('an escaped backslash before "u0000" is ordinary text, not a NUL', async () => {
    const response = await buyer.patch('/api/v1/account/profile', { name: 'Budi \\u0000' })
    expect(response.statusCode).toBe(200)
    await buyer.patch('/api/v1/account/profile', { name: 'Budi Santoso' })
  })
})
