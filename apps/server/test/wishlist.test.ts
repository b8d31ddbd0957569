import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { prompts, shops } from '../src/db/schema.ts'
import type { LiveEvent } from '../src/infra/events/event-bus.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

describe('wishlist', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let buyer: Browser
  let batik: FactoryPrompt
  let caption: FactoryPrompt
  let draft: FactoryPrompt
  const wishlistCount = async (prompt: FactoryPrompt) => {
    const [row] = await testApp.db
      .select({ wishlistCount: prompts.wishlistCount })
      .from(prompts)
      .where(eq(prompts.id, prompt.id))
    return row?.wishlistCount
  }
  const put = (id: string) => buyer.request('PUT', `/api/v1/wishlist/${id}`)
  const remove = (id: string) => buyer.request('DELETE', `/api/v1/wishlist/${id}`)

  beforeAll(async () => {
    testApp = await buildTestApp()
    const visual = await createShop(testApp.db)
    const nusantara = await createShop(testApp.db)
    batik = await createPrompt(testApp.db, visual.id, { title: 'Ilustrasi Batik Modern' })
    caption = await createPrompt(testApp.db, nusantara.id, { title: 'Caption Instagram UMKM' })
    draft = await createPrompt(testApp.db, nusantara.id, { status: 'draft' })
    ;({ client: buyer } = await signedInUser(testApp))
  })
  afterAll(() => testApp.close())

  it('[VISITOR] must sign in to keep a wishlist', async () => {
    expect((await browser(testApp.app).get('/api/v1/wishlist')).statusCode).toBe(401)
  })

  it('[BUYER] saves a prompt once, newest first, and its counter follows; other tabs are told', async () => {
    const { user } = (await buyer.get('/api/v1/session')).json()
    const heard: LiveEvent[] = []
    const stop = testApp.app.events.subscribe(`user:${user.id}`, (event) => heard.push(event))

    expect((await put(batik.id)).json()).toEqual({ productIds: [batik.id] })
    expect((await put(batik.id)).json()).toEqual({ productIds: [batik.id] })
    expect((await put(caption.id)).json()).toEqual({ productIds: [caption.id, batik.id] })
    expect(await wishlistCount(batik)).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard.at(-1)).toEqual({
      target: `user:${user.id}`,
      type: 'wishlist.updated',
      data: { count: 2 },
    })
    stop()

    expect((await remove(caption.id)).json()).toEqual({ productIds: [batik.id] })
    expect(await wishlistCount(caption)).toBe(0)
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [batik.id] })

    // Per user: another account's wishlist is its own.
    const seller = await signIn(testApp, (await createShop(testApp.db)).owner)
    expect((await seller.get('/api/v1/wishlist')).json()).toEqual({ productIds: [] })
    expect((await seller.request('DELETE', `/api/v1/wishlist/${batik.id}`)).json()).toEqual({
      productIds: [],
    })
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [batik.id] })
  })

  it('[BUYER] cannot save a draft or an unknown id', async () => {
    const refused = await put(draft.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Prompt tidak ditemukan.')
    expect((await put('bukan-uuid')).statusCode).toBe(400)
  })

  it('[BUYER] no longer sees prompts of a suspended shop in the wishlist', async () => {
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, batik.shopId))
    expect((await buyer.get('/api/v1/wishlist')).json()).toEqual({ productIds: [] })
  })
})
