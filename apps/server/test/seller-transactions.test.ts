import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shops } from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'

describe('the shop’s transactions', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let shopId: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    // The seed's month of sales: those past the hold period become available.
    await releaseEarnings(testApp.db, testApp.app.events)
    owner = browser(testApp.app)
    await owner.post('/api/auth/sign-in/email', {
      email: demoAccounts.seller.email,
      password: DEMO_PASSWORD,
    })
    shopId = (await owner.get('/api/v1/session')).json().session.activeOrganizationId
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

    const other = browser(testApp.app)
    await other.post('/api/auth/sign-in/email', {
      email: demoAccounts.secondSeller.email,
      password: DEMO_PASSWORD,
    })
    const theirs = (await other.get('/api/v1/seller/transactions?limit=100')).json().items
    const mine = (await owner.get('/api/v1/seller/transactions?limit=100')).json().items
    const mineIds = new Set(mine.map((item: { id: number }) => item.id))
    expect(theirs.some((item: { id: number }) => mineIds.has(item.id))).toBe(false)

    const member = await signInAsShopStaff(testApp, shopId)
    for (const url of ['/api/v1/seller/transactions', '/api/v1/seller/transactions.csv']) {
      expect((await member.get(url)).statusCode, url).toBe(403)
    }
  })
})
