import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { notifications } from '../src/db/schema.ts'
import { stripLeakMarks } from '../src/modules/leaks/leak-mark.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

const FIRST = 'Tulis caption untuk [PRODUK] dengan gaya [GAYA], versi pertama.'
const SECOND = 'Tulis caption untuk [PRODUK] di kanal [KANAL], versi kedua yang lebih tajam.'
/** A bought text as the seller wrote it: without its order's invisible mark (issue 32). */
const unmarked = <T extends { promptText: string }>(read: T): T => ({
  ...read,
  promptText: stripLeakMarks(read.promptText),
})

describe('prompt versions that reach buyers (issue 30)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let owner: Browser
  let admin: Browser
  let firstBuyer: FactoryUser
  let secondBuyer: FactoryUser
  let first: Browser
  let second: Browser

  const purchase = (query = '') => `/api/v1/account/purchases/${prompt.id}${query}`
  const toldAbout = async () =>
    testApp.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'prompt_updated'))
  /** The seller saves a new secret text for the published prompt: a version in review. */
  async function submitVersion(promptText: string, changeNote: string) {
    const product = (await owner.get(`/api/v1/seller/products/${prompt.id}`)).json()
    const saved = await owner.put(`/api/v1/seller/products/${prompt.id}`, {
      title: product.title,
      descriptionHtml: product.descriptionHtml,
      model: product.model,
      modelVersion: product.modelVersion,
      categoryName: product.categoryName,
      tags: product.tags,
      price: product.price,
      guaranteeDays: product.guaranteeDays,
      promptText,
      instructions: 'Isi produk dan kanal.',
      examples: [],
      changeNote,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().revision?.status).toBe('in_review')
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Versi', slug: 'toko-versi' })
    prompt = await createPrompt(testApp.db, shop.id, { price: 40_000, promptText: FIRST })
    firstBuyer = await createUser(testApp.db, { name: 'Pembeli Pertama' })
    secondBuyer = await createUser(testApp.db, { name: 'Pembeli Kedua' })
    // The first buyer paid twice (a double purchase): told once all the same.
    await createPaidOrder(testApp.db, prompt, { buyer: firstBuyer })
    await createPaidOrder(testApp.db, prompt, { buyer: firstBuyer })
    await createPaidOrder(testApp.db, prompt, { buyer: secondBuyer })
    await createPaidOrder(testApp.db, prompt)
    first = await signIn(testApp, firstBuyer)
    second = await signIn(testApp, secondBuyer)
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('[ADMIN] a rejected version tells no buyer; buyers keep reading version 1', async () => {
    await submitVersion(SECOND, 'Versi percobaan.')
    const rejected = await admin.post(`/api/v1/admin/products/${prompt.id}/reject`, {
      reason: 'Catatan perubahannya belum menjelaskan apa yang berubah.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(await toldAbout()).toEqual([])
    const read = unmarked((await first.get(purchase())).json())
    expect(read).toMatchObject({ promptText: FIRST, version: 1, boughtVersion: 1 })
    expect(read.versions.map((v: { version: number }) => v.version)).toEqual([1])
  })

  it('[ADMIN] an approved version tells each earlier buyer once; the seller sees how many', async () => {
    await submitVersion(SECOND, 'Kanal sekarang bisa dipilih; gaya diatur otomatis.')
    const approved = await admin.post(`/api/v1/admin/products/${prompt.id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await admin.post(`/api/v1/admin/products/${prompt.id}/approve`)).statusCode).toBe(409)

    const told = (await toldAbout()).map((row) => row.userId).sort()
    expect(told).toEqual([firstBuyer.id, secondBuyer.id].sort())
    const product = (await owner.get(`/api/v1/seller/products/${prompt.id}`)).json()
    expect(product.latestVersion).toMatchObject({ version: 2, buyersTold: 2 })
    const page = (await browser(testApp.app).get(`/api/v1/products/${prompt.slug}`)).json()
    expect(page.updatedAt).toEqual(expect.any(String))
  })

  it('[BUYER] sees "Versi baru" with the change note and the variables it changed, and reads both versions', async () => {
    const orders = (await first.get('/api/v1/account/orders')).json().items
    expect(orders[0].newVersion).toMatchObject({
      version: 2,
      changeNote: 'Kanal sekarang bisa dipilih; gaya diatur otomatis.',
      addedVariables: ['KANAL'],
      removedVariables: ['GAYA'],
    })
    const newest = unmarked((await first.get(purchase())).json())
    expect(newest).toMatchObject({ promptText: SECOND, version: 2, boughtVersion: 1 })
    expect(newest.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    const older = unmarked((await first.get(purchase('?version=1'))).json())
    expect(older).toMatchObject({ promptText: FIRST, version: 1, variableCount: 2 })
    expect((await first.get(purchase('?version=3'))).statusCode).toBe(404)
    expect((await first.get(purchase('?version=nol'))).statusCode).toBe(400)
  })

  it('[SECURITY] nobody who did not buy it reads any version', async () => {
    const stranger = await signIn(testApp, await createUser(testApp.db, { name: 'Orang Lain' }))
    for (const query of ['', '?version=1', '?version=2']) {
      const answer = await stranger.get(purchase(query))
      expect(answer.statusCode).toBe(403)
      expect(answer.body).not.toContain('versi pertama')
      expect((await browser(testApp.app).get(purchase(query))).statusCode).toBe(401)
    }
  })

  it('[BUYER] a buyer after the new version bought it: nothing new to tell them', async () => {
    const later = await createUser(testApp.db, { name: 'Pembeli Baru' })
    await createPaidOrder(testApp.db, prompt, { buyer: later })
    const client = await signIn(testApp, later)
    expect((await client.get(purchase())).json()).toMatchObject({ version: 2, boughtVersion: 2 })
    expect((await client.get('/api/v1/account/orders')).json().items[0].newVersion).toBeNull()
    const [mine] = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, later.id), eq(notifications.kind, 'prompt_updated')))
    expect(mine).toBeUndefined()
    expect((await second.get(purchase())).json().boughtVersion).toBe(1)
  })
})
