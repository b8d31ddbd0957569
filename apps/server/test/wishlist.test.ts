import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prompts, shops } from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import type { LiveEvent } from '../src/plugins/events/event-bus.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'

describe('wishlist', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let buyer: Browser
  const idOf = async (slug: string) => {
    const [row] = await testApp.db
      .select({ id: prompts.id, shopId: prompts.shopId, wishlistCount: prompts.wishlistCount })
      .from(prompts)
      .where(eq(prompts.slug, slug))
    if (!row) throw new Error(slug)
    return row
  }
  const put = (id: string) => buyer.request('PUT', `/api/v1/wishlist/${id}`)
  const remove = (id: string) => buyer.request('DELETE', `/api/v1/wishlist/${id}`)

  beforeAll(async () => {
    testApp = await buildTestApp()
    buyer = browser(testApp.app)
    await buyer.post('/api/auth/sign-in/email', {
      email: demoAccounts.buyer.email,
      password: DEMO_PASSWORD,
    })
  })
  afterAll(() => testApp.close())

  it('[VISITOR] must sign in to keep a wishlist', async () => {
    expect((await browser(testApp.app).get('/api/v1/wishlist')).statusCode).toBe(401)
  })

  it('[BUYER] saves a prompt once, newest first, and its counter follows; other tabs are told', async () => {
    const batik = await idOf('ilustrasi-batik-modern')
    const caption = await idOf('caption-instagram-umkm-kuliner')
    const { user } = (await buyer.get('/api/v1/session')).json()
    const heard: LiveEvent[] = []
    const stop = testApp.app.events.subscribe(`user:${user.id}`, (event) => heard.push(event))

    expect((await put(batik.id)).json()).toEqual({ productIds: [batik.id] })
    expect((await put(batik.id)).json()).toEqual({ productIds: [batik.id] })
    expect((await put(caption.id)).json()).toEqual({ productIds: [caption.id, batik.id] })
    expect((await idOf('ilustrasi-batik-modern')).wishlistCount).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard.at(-1)).toEqual({
      target: `user:${user.id}`,
      type: 'wishlist.updated',
      data: { count: 2 },
    })
    stop()

    expect((await remove(caption.id)).json()).toEqual({ productIds: [batik.id] })
    expect((await idOf('caption-instagram-umkm-kuliner')).wishlistCount).toBe(0)
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [batik.id] })

    // Per user: another account's wishlist is its own.
    const seller = browser(testApp.app)
    await seller.post('/api/auth/sign-in/email', {
      email: demoAccounts.seller.email,
      password: DEMO_PASSWORD,
    })
    expect((await seller.get('/api/v1/wishlist')).json()).toEqual({ productIds: [] })
    expect((await seller.request('DELETE', `/api/v1/wishlist/${batik.id}`)).json()).toEqual({
      productIds: [],
    })
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [batik.id] })
  })

  it('[BUYER] cannot save a draft or an unknown id', async () => {
    const draft = await idOf('email-penawaran-b2b')
    const refused = await put(draft.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Prompt tidak ditemukan.')
    expect((await put('bukan-uuid')).statusCode).toBe(400)
  })

  it('[BUYER] no longer sees prompts of a suspended shop in the wishlist', async () => {
    const batik = await idOf('ilustrasi-batik-modern')
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, batik.shopId))
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [] })
  })
})
