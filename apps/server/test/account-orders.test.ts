import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOrder, createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import type { FactoryUser } from '../src/db/factories/create-user.ts'
import { orders } from '../src/db/schema.ts'
import { systemActor } from '../src/db/stamps.ts'
import { stripLeakMarks } from '../src/modules/leaks/leak-mark.ts'
import { reversePaidOrder } from '../src/modules/orders/reverse-paid-order.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signedInUser } from './helpers/sign-in.ts'

/** What Pesanan and 'Sudah dibeli' read: the buyer's orders, owned prompt ids, bought texts. */
describe('the buyer’s orders and purchases (Pesanan)', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let buyer: { user: FactoryUser; client: Browser }
  let other: { user: FactoryUser; client: Browser }
  let slogan: FactoryPrompt
  let podcast: FactoryPrompt
  let maskot: FactoryPrompt
  const ids: Record<'paid' | 'failed' | 'refunded' | 'othersPaid', string> = {
    paid: '',
    failed: '',
    refunded: '',
    othersPaid: '',
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    slogan = await createPrompt(testApp.db, shop.id, {
      title: 'Slogan Usaha Laundry',
      price: 10_000,
      promptText:
        'Buat 20 slogan untuk laundry [NAMA USAHA] di [KOTA]; sebut [nama usaha] dua kali.',
    })
    podcast = await createPrompt(testApp.db, shop.id, { title: 'Naskah Podcast Bisnis' })
    maskot = await createPrompt(testApp.db, shop.id, { title: 'Karakter Maskot UMKM' })
    buyer = await signedInUser(testApp, { name: 'Sari Pembeli' })
    other = await signedInUser(testApp, { name: 'Budi Lain' })
    const asBuyer = { buyer: { id: buyer.user.id, name: 'Sari', email: buyer.user.email } }
    const day = (n: number) => new Date(Date.now() - n * DAY_MS)

    ids.refunded = (await createPaidOrder(testApp.db, maskot, { ...asBuyer, at: day(3) })).id
    await testApp.db.transaction((tx) =>
      reversePaidOrder(tx, {
        staff: testApp.app.payments,
        actor: systemActor,
        input: {
          orderId: ids.refunded,
          to: 'refund',
          at: new Date(),
        },
      }),
    )
    const failed = await createOrder(testApp.db, podcast, { ...asBuyer, at: day(2) })
    await testApp.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failed.id))
    ids.failed = failed.id
    ids.paid = (await createPaidOrder(testApp.db, slogan, { ...asBuyer, at: day(1) })).id
    ids.othersPaid = (
      await createPaidOrder(testApp.db, podcast, {
        buyer: { id: other.user.id, name: 'Budi', email: other.user.email },
      })
    ).id
  })
  afterAll(() => testApp.close())

  it('[VISITOR] reads no orders, no owned prompts and no prompt text', async () => {
    const visitor = browser(testApp.app)
    for (const path of [
      '/api/v1/account/orders',
      '/api/v1/account/purchases',
      `/api/v1/account/purchases/${slogan.id}`,
    ]) {
      const response = await visitor.get(path)
      expect(response.statusCode, path).toBe(401)
      expect(response.body, path).not.toContain(slogan.promptText)
    }
  })

  it('[BUYER] Pesanan lists only their own orders, newest first, paid or not', async () => {
    const list = await buyer.client.get('/api/v1/account/orders')
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    const items = list.json().items as { id: string; status: string; productSlug: string }[]
    expect(items.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: ids.paid, status: 'paid' },
      { id: ids.failed, status: 'failed' },
      { id: ids.refunded, status: 'refunded' },
    ])
    // 'Beli lagi' needs the prompt's page; the list itself never carries a prompt text.
    expect(items[1]?.productSlug).toBe(podcast.slug)
    expect(list.body).not.toContain(slogan.promptText)
  })

  it('[BUYER] owns exactly the prompts of their paid orders: not a failed or refunded one', async () => {
    const owned = await buyer.client.get('/api/v1/account/purchases')
    expect(owned.statusCode).toBe(200)
    expect(owned.headers['cache-control']).toBe('private, no-store')
    expect(owned.json()).toEqual({ items: [{ productId: slogan.id, orderId: ids.paid }] })
  })

  it('[BUYER] reads the text of a paid order’s prompt, with its variables, and no other', async () => {
    const bought = await buyer.client.get(`/api/v1/account/purchases/${slogan.id}`)
    expect(bought.statusCode).toBe(200)
    expect(bought.headers['cache-control']).toBe('private, no-store')
    expect(bought.json()).toMatchObject({
      productId: slogan.id,
      orderId: ids.paid,
      variableCount: 2,
    })
    // The text carries the order's invisible mark (issue 32); under it, the seller's words.
    expect(stripLeakMarks(bought.json().promptText)).toBe(slogan.promptText)
    for (const prompt of [podcast, maskot]) {
      const refused = await buyer.client.get(`/api/v1/account/purchases/${prompt.id}`)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Anda belum membeli prompt ini.')
      expect(refused.body).not.toContain(prompt.promptText)
    }
  })

  it('[OTHER USER] sees none of the buyer’s orders or purchases, only their own', async () => {
    const list = (await other.client.get('/api/v1/account/orders')).json()
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([ids.othersPaid])
    expect((await other.client.get('/api/v1/account/purchases')).json()).toEqual({
      items: [{ productId: podcast.id, orderId: ids.othersPaid }],
    })
    const refused = await other.client.get(`/api/v1/account/purchases/${slogan.id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain(slogan.promptText)
    // The buyer's order id as a receipt link, without its signed token, opens nothing either.
    const byOrderId = await other.client.get(
      `/api/v1/account/purchases/${slogan.id}?orderId=${ids.paid}`,
    )
    expect(byOrderId.statusCode).toBe(403)
  })

  it('[BUYER] a bad prompt id is a clear 400, not a server error', async () => {
    const response = await buyer.client.get('/api/v1/account/purchases/bukan-uuid')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: 'Data yang dikirim tidak valid.',
      fields: [{ path: 'params.productId', message: 'ID prompt tidak valid.' }],
    })
  })
})
