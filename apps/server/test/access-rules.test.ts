import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser, signUp } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

describe('who may use the seller and admin APIs', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let otherShop: FactoryShop
  const session = async (client: Browser) => (await client.get('/api/v1/session')).json()

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db)
    otherShop = await createShop(testApp.db)
  })
  afterAll(() => testApp.close())

  it('[VISITOR] gets 401 from account, seller, admin and event routes', async () => {
    const visitor = browser(testApp.app)
    for (const url of [
      '/api/v1/seller/shop',
      '/api/v1/admin/access',
      '/api/v1/events',
      '/api/v1/account/shop-slugs/abc',
    ]) {
      const response = await visitor.get(url)
      expect(response.statusCode, url).toBe(401)
      expect(response.json()).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Silakan masuk terlebih dahulu.',
      })
    }
  })

  it('[VISITOR] sees a signed-out session summary', async () => {
    expect(await session(browser(testApp.app))).toMatchObject({
      user: null,
      memberships: [],
      isPlatformAdmin: false,
    })
  })

  it('[USER] without a shop gets 403 from seller routes', async () => {
    const user = browser(testApp.app)
    await signUp(user, { name: 'Tanpa Toko', email: 'tanpa-toko@contoh.id' })
    const response = await user.get('/api/v1/seller/shop')
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toBe('Pilih toko terlebih dahulu.')
  })

  it('[SELLER] reaches only the active shop, and is refused the admin API', async () => {
    const seller = await signIn(testApp, shop.owner)
    expect((await seller.get('/api/v1/seller/shop')).json()).toMatchObject({
      slug: shop.slug,
      role: 'owner',
    })
    const admin = await seller.get('/api/v1/admin/access')
    expect(admin.statusCode).toBe(403)
    expect(admin.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Akses admin ditolak.' })
  })

  it('[SELLER] cannot make another shop or an admin organisation active', async () => {
    const seller = await signIn(testApp, shop.owner)
    for (const organizationId of [otherShop.id, testApp.env.adminOrganizationIds[0]]) {
      const response = await seller.post('/api/auth/organization/set-active', { organizationId })
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('Anda bukan anggota toko ini.')
      // Nothing of the other one is served, and the seller's own shop stays active.
      expect((await seller.get('/api/v1/seller/shop')).json()).toMatchObject({ slug: shop.slug })
      expect((await seller.get('/api/v1/admin/access')).statusCode).toBe(403)
    }
  })

  it('[ADMIN] starts in an admin organisation and reaches the admin API', async () => {
    const admin = await signIn(
      testApp,
      await createAdmin(testApp.db, testApp.env.adminOrganizationIds),
    )
    const summary = await session(admin)
    expect(summary.isPlatformAdmin).toBe(true)
    expect(summary.adminOrganizationId).toBe(testApp.env.adminOrganizationIds[0])
    expect(summary.memberships.map((m: { kind: string }) => m.kind)).toEqual(['admin', 'admin'])
    const access = await admin.get('/api/v1/admin/access')
    expect(access.statusCode).toBe(200)
    expect(access.json()).toMatchObject({
      organizationId: testApp.env.adminOrganizationIds[0],
      organizationName: 'PasarPrompt Admin',
    })
  })

  it('[ADMIN] is refused the admin API while an ordinary shop is the active organisation', async () => {
    const admin = await signIn(
      testApp,
      await createAdmin(testApp.db, testApp.env.adminOrganizationIds),
    )
    const shop = await admin.post('/api/v1/account/shops', {
      name: 'Toko Sampingan',
      slug: 'toko-sampingan',
    })
    expect(shop.statusCode).toBe(201)
    const summary = await session(admin)
    expect(summary.isPlatformAdmin).toBe(false)
    expect(summary.adminOrganizationId).toBe(testApp.env.adminOrganizationIds[0])
    expect((await admin.get('/api/v1/admin/access')).statusCode).toBe(403)

    await admin.post('/api/auth/organization/set-active', {
      organizationId: summary.adminOrganizationId,
    })
    expect((await admin.get('/api/v1/admin/access')).statusCode).toBe(200)
    // The admin organisation is not a shop: the seller API stays closed while it is active.
    expect((await admin.get('/api/v1/seller/shop')).statusCode).toBe(403)
  })

  it('[BEARER] a client with only the bearer token is recognised', async () => {
    const buyer = await createUser(testApp.db)
    const signInResponse = await browser(testApp.app).post('/api/auth/sign-in/email', {
      email: buyer.email,
      password: buyer.password,
    })
    const token = String(signInResponse.headers['set-auth-token'])
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.json().user.email).toBe(buyer.email)
  })
})
