import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { shops } from '../src/db/schema.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('the shop’s transactions', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let other: Browser
  let shopId: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db, { slug: 'prompt-nusantara' })
    shopId = shop.id
    // A month of sales: those past the hold period become available.
    const prompt = await createPrompt(testApp.db, shopId, { price: 49_000 })
    for (const daysAgo of [27, 21, 16, 11, 8, 2, 1]) {
      await createPaidOrder(testApp.db, prompt, { at: new Date(Date.now() - daysAgo * DAY_MS) })
    }
    await releaseEarnings(testApp.db, testApp.app.events)
    owner = await signIn(testApp, shop.owner)
    const otherShop = await createShop(testApp.db)
    await createPaidOrder(testApp.db, await createPrompt(testApp.db, otherShop.id))
    other = await signIn(testApp, otherShop.owner)
  })
  afterAll(() => testApp.close())

  it('[SELLER] lists sales and releases, newest first, with running balances equal to the shop row', async () => {
    const response = await owner.get('/api/v1/seller/transactions?limit=100')
    expect(response.statusCode, response.body).toBe(200)
    const { items } = response.json()
    expect(items.map((item: { kind: string }) => item.kind)).toEqual(
      expect.arrayContaining(['sale', 'release']),
    )
    const ids = items.map((item: { id: number }) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const [row] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    const newest = (bucket: string) =>
      items.find((item: { bucket: string }) => item.bucket === bucket)?.balanceAfter ?? 0
    expect(newest('available')).toBe(row?.balance)
    expect(newest('held')).toBe(row?.heldBalance)
    expect(items.find((item: { orderNumber: string | null }) => item.orderNumber)).toBeTruthy()
  })

  it('[SELLER] pages keep the running balance; a forged cursor is a 400', async () => {
    const all = (await owner.get('/api/v1/seller/transactions?bucket=held&limit=100')).json().items
    const first = (await owner.get('/api/v1/seller/transactions?bucket=held&limit=2')).json()
    const second = (
      await owner.get(`/api/v1/seller/transactions?bucket=held&limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect([...first.items, ...second.items]).toEqual(all.slice(0, 4))
    const forged = await owner.get('/api/v1/seller/transactions?cursor=bm90LWpzb24')
    expect(forged.statusCode).toBe(400)
  })

  it('[SELLER] downloads the ledger as CSV for a spreadsheet', async () => {
    const response = await owner.get('/api/v1/seller/transactions.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transaksi-prompt-nusantara-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(response.body.startsWith('\uFEFFWaktu (WIB),Jenis,Saldo,Jumlah (Rp)')).toBe(true)
    expect(response.body).toContain('Penjualan,Ditahan,')
  })

  it('[SECURITY] visitors, members and other shops never see this shop’s ledger', async () => {
    expect((await browser(testApp.app).get('/api/v1/seller/transactions')).statusCode).toBe(401)

    const theirs = (await other.get('/api/v1/seller/transactions?limit=100')).json().items
    expect(theirs.length).toBeGreaterThan(0)
    const mine = (await owner.get('/api/v1/seller/transactions?limit=100')).json().items
    const mineIds = new Set(mine.map((item: { id: number }) => item.id))
    expect(theirs.some((item: { id: number }) => mineIds.has(item.id))).toBe(false)

    const member = await signInAsShopStaff(testApp, shopId)
    for (const url of ['/api/v1/seller/transactions', '/api/v1/seller/transactions.csv']) {
      expect((await member.get(url)).statusCode, url).toBe(403)
    }
  })
})
