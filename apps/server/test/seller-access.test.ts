import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { browser, signUp } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'

/** Seller routes that only owners and admins may use: money and settings (DESIGN.md §4). */
const bank = { bankCode: 'bca', accountNumber: '1234567890', accountHolder: 'Anggota Toko' }
const managersOnly: [string, string, unknown?][] = [
  ['GET', '/api/v1/seller/balance'],
  ['PUT', '/api/v1/seller/shop', { name: 'Toko Diambil Alih', description: '' }],
  ['GET', '/api/v1/seller/payment-config'],
  ['PUT', '/api/v1/seller/payment-config', bank],
  ['GET', '/api/v1/seller/payouts'],
  ['POST', '/api/v1/seller/payouts', { amount: 50_000 }],
  ['GET', '/api/v1/seller/transactions'],
  ['GET', '/api/v1/seller/transactions.csv'],
  ['PUT', '/api/v1/seller/microsite', { headline: 'Diambil alih' }],
]

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000'

describe('who may use the seller routes', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let routes: { method: string; url: string }[]

  beforeAll(async () => {
    testApp = await buildTestApp()
    // Every seller route the API documents, so a new one cannot slip past this test.
    const spec = (await testApp.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/seller/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, SAMPLE_ID),
        })),
      )
  })
  afterAll(() => testApp.close())

  it('[VISITOR] every seller route answers 401 without a session', async () => {
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { origin: TEST_ORIGIN },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })

  it('[USER] a signed-in user without a shop gets 403 from every seller route', async () => {
    const user = browser(testApp.app)
    await signUp(user, { name: 'Tanpa Toko', email: `tanpa-toko-${Date.now()}@contoh.id` })
    for (const route of routes) {
      const response =
        route.method === 'GET' || route.method === 'DELETE'
          ? await user.request(route.method as 'GET', route.url)
          : await user.request(route.method as 'POST', route.url)
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403)
    }
  })

  it('[MEMBER] a member of the shop is refused where owner or admin is required', async () => {
    const shop = await createShop(testApp.db)
    const member = await signInAsShopStaff(testApp, shop.id)

    for (const [method, url, body] of managersOnly) {
      const response =
        method === 'GET'
          ? await member.get(url)
          : method === 'PUT'
            ? await member.put(url, body)
            : await member.post(url, body)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
    // Prompts are members' work.
    expect((await member.get('/api/v1/seller/products')).statusCode).toBe(200)
  })
})
