import { LEAK_TRACE_MAX_CHARS } from '@pasarprompt/contracts/leaks'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { auditLog } from '../src/db/schema.ts'
import { orderAccessToken } from '../src/lib/order-access-token.ts'
import { findLeakMarks, stripLeakMarks } from '../src/modules/leaks/leak-mark.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { editedShare, editLikeALeaker } from './helpers/leaked-text.ts'
import { signIn } from './helpers/sign-in.ts'

const PROMPT = [
  'Kamu adalah konsultan pemasaran untuk usaha kecil yang menjual [PRODUK] di [KOTA].',
  'Susun rencana promosi selama empat minggu dengan satu tema utama setiap minggu.',
  'Untuk setiap minggu tulis tujuan, tiga ide unggahan media sosial, satu ide promo toko, dan cara mengukur hasilnya.',
  'Gunakan bahasa yang ramah, hindari istilah asing yang sulit, dan sesuaikan anggaran dengan [ANGGARAN] per bulan.',
  'Akhiri dengan daftar periksa singkat yang bisa ditempel di dinding toko oleh pemilik usaha.',
].join('\n')
const INSTRUCTIONS = 'Isi produk, kota dan anggaran Anda, lalu tempel ke ChatGPT atau Gemini.'

/** Issue 32: each buyer's copy of a prompt carries their order's mark; staff trace a leak to it. */
describe('leak tracing: the per-buyer mark and "Lacak kebocoran"', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let buyerA: FactoryUser
  let buyerB: FactoryUser
  let asA: Browser
  let asB: Browser
  let owner: Browser
  let admin: Browser
  let orderA: { id: string; number: string; leakMark: number }
  let orderB: { id: string; number: string; leakMark: number }
  const purchase = () => `/api/v1/account/purchases/${prompt.id}`
  const trace = (client: Browser, text: string) =>
    client.post('/api/v1/admin/leaks/trace', { text })

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Rahasia', slug: 'toko-rahasia' })
    prompt = await createPrompt(testApp.db, shop.id, {
      title: 'Rencana Promosi Empat Minggu',
      price: 50_000,
      promptText: PROMPT,
      instructions: INSTRUCTIONS,
    })
    buyerA = await createUser(testApp.db, { name: 'Ayu Pembeli' })
    buyerB = await createUser(testApp.db, { name: 'Bima Pembeli' })
    orderA = await createPaidOrder(testApp.db, prompt, {
      buyer: { id: buyerA.id, name: 'Ayu Pembeli', email: buyerA.email },
    })
    orderB = await createPaidOrder(testApp.db, prompt, {
      buyer: { id: buyerB.id, name: 'Bima Pembeli', email: buyerB.email },
    })
    asA = await signIn(testApp, buyerA)
    asB = await signIn(testApp, buyerB)
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
  })
  afterAll(() => testApp.close())

  it('[BUYER] two buyers of one prompt read different marked texts, each the same on every read', async () => {
    const [a1, a2, b1, b2] = await Promise.all(
      [asA, asA, asB, asB].map(async (client) => (await client.get(purchase())).json()),
    )
    expect(a1.promptText).toBe(a2.promptText)
    expect(b1.promptText).toBe(b2.promptText)
    expect(a1.promptText).not.toBe(b1.promptText)
    for (const [read, order] of [
      [a1, orderA],
      [b1, orderB],
    ] as const) {
      expect(stripLeakMarks(read.promptText)).toBe(PROMPT)
      expect(stripLeakMarks(read.instructions)).toBe(INSTRUCTIONS)
      expect(findLeakMarks(read.promptText).map(({ mark }) => mark)).toEqual([order.leakMark])
      expect(findLeakMarks(read.instructions).map(({ mark }) => mark)).toEqual([order.leakMark])
      // The fill-in form still finds the same variables.
      expect(read.variableCount).toBe(3)
    }
  })

  it('[BUYER] the receipt link (a guest’s) serves the text with that order’s mark', async () => {
    const guest = await createPaidOrder(testApp.db, prompt)
    const response = await testApp.app.inject({
      url: `${purchase()}?orderId=${guest.id}`,
      headers: { 'x-order-token': orderAccessToken(testApp.app.payments.secret, guest.id) },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(findLeakMarks(response.json().promptText)).toEqual([
      { mark: guest.leakMark, copies: expect.any(Number) },
    ])
  })

  it('[SELLER] [ADMIN] the shop’s own view and the admin’s product view carry no mark', async () => {
    const own = (await owner.get(`/api/v1/seller/products/${prompt.id}`)).json()
    expect(own.promptText).toBe(PROMPT)
    const staff = await admin.get(`/api/v1/admin/products/${prompt.id}`)
    expect(staff.statusCode, staff.body).toBe(200)
    expect(staff.body).not.toMatch(/[\u200B-\u200D\u2063]/)
    expect(staff.body).toContain(JSON.stringify(PROMPT).slice(1, -1))
  })

  it('[ADMIN] Lacak kebocoran names A’s order from A’s text, and from it with 30 % edited', async () => {
    const leaked = (await asA.get(purchase())).json().promptText as string
    const whole = await trace(admin, leaked)
    expect(whole.statusCode, whole.body).toBe(200)
    expect(whole.headers['cache-control']).toBe('private, no-store')
    const [match, ...others] = whole.json().matches
    expect(others).toEqual([])
    expect(match).toMatchObject({
      orderId: orderA.id,
      orderNumber: orderA.number,
      orderStatus: 'paid',
      buyerName: 'Ayu Pembeli',
      buyerEmail: buyerA.email,
      promptTitle: 'Rencana Promosi Empat Minggu',
      shopName: 'Toko Rahasia',
      share: 1,
      level: 'tinggi',
    })
    expect(match.copies).toBeGreaterThanOrEqual(5)
    expect(match.coincidence).toBeLessThan(1e-50)

    const edited = editLikeALeaker(leaked, 0.3, 32)
    expect(editedShare(stripLeakMarks(leaked), stripLeakMarks(edited))).toBeGreaterThan(0.15)
    const partly = (await trace(admin, edited)).json()
    expect(partly.matches.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
      orderA.number,
    ])
    expect(partly.matches[0].copies).toBeGreaterThanOrEqual(2)
  })

  it('[ADMIN] a text mixed from two buyers names both; a text without marks names nobody', async () => {
    const a = ((await asA.get(purchase())).json().promptText as string).split('\n')
    const b = ((await asB.get(purchase())).json().promptText as string).split('\n')
    const mixed = a.map((line, index) => (index < 3 ? line : b[index])).join('\n')
    const both = (await trace(admin, mixed)).json()
    expect(both.matches.map((row: { orderNumber: string }) => row.orderNumber).sort()).toEqual(
      [orderA.number, orderB.number].sort(),
    )
    const shares = both.matches.map((row: { share: number }) => row.share)
    expect(shares.reduce((sum: number, share: number) => sum + share, 0)).toBeCloseTo(1)

    const nothing = (await trace(admin, PROMPT)).json()
    expect(nothing).toEqual({
      characters: PROMPT.length,
      copiesFound: 0,
      unmatchedCopies: 0,
      matches: [],
    })
  })

  it('[ADMIN] each trace is audited with the text’s length and what it found, never the text', async () => {
    const leaked = (await asB.get(purchase())).json().promptText as string
    expect((await trace(admin, leaked)).statusCode).toBe(200)
    const rows = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'leak.trace'), eq(auditLog.targetId, orderB.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.targetType).toBe('order')
    expect(rows[0]?.after).toMatchObject({
      characters: leaked.length,
      orders: [{ orderId: orderB.id, orderNumber: orderB.number }],
    })
    expect(JSON.stringify(rows[0])).not.toContain('konsultan pemasaran')
  })

  it('[ADMIN] a text over 100.000 characters, or none, is refused in Indonesian', async () => {
    const long = await trace(admin, 'a'.repeat(LEAK_TRACE_MAX_CHARS + 1))
    expect(long.statusCode).toBe(400)
    expect(long.json().fields).toEqual([
      { path: 'body.text', message: 'Teks paling panjang 100.000 karakter.' },
    ])
    const empty = await trace(admin, '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields).toEqual([
      { path: 'body.text', message: 'Tempelkan teks yang ingin dilacak.' },
    ])
    const huge = await trace(admin, 'a'.repeat(2 * 1024 * 1024))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('Ukuran data terlalu besar.')
  })

  it('[SECURITY] only platform staff may trace: visitors 401, buyers and sellers 403', async () => {
    const leaked = (await asA.get(purchase())).json().promptText as string
    expect((await trace(browser(testApp.app), leaked)).statusCode).toBe(401)
    for (const client of [asA, asB, owner]) {
      const refused = await trace(client, leaked)
      expect(refused.statusCode).toBe(403)
      expect(refused.body).not.toContain(orderA.number)
    }
  })
})
