import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { shops } from '../src/db/schema.ts'
import { systemActor } from '../src/db/stamps.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { reversePaidOrder } from '../src/modules/orders/reverse-paid-order.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

interface Event {
  id: number
  kind: string
  status: string
  amount: number
  from: string | null
  to: string | null
  balanceAfter: { held: number; available: number; reserved: number }
  orderNumber: string | null
  releaseAt: string | null
  sale: {
    gross: number
    platformFee: number
    affiliateFee: number
    pph22: number
    net: number
  } | null
}

describe('the shop’s transactions', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let other: Browser
  let shopId: string
  let refundedNumber: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db, { slug: 'prompt-nusantara' })
    shopId = shop.id
    // A month of sales of Rp 49.000 at 20 % commission: those past the hold period are available.
    const prompt = await createPrompt(testApp.db, shopId, { price: 49_000 })
    for (const daysAgo of [27, 21, 16, 11, 8, 2, 1]) {
      await createPaidOrder(testApp.db, prompt, { at: new Date(Date.now() - daysAgo * DAY_MS) })
    }
    await releaseEarnings(testApp.db, testApp.app.events)
    // One released sale is refunded; then a payout is asked for.
    const refunded = await createPaidOrder(testApp.db, prompt, {
      at: new Date(Date.now() - 20 * DAY_MS),
    })
    refundedNumber = refunded.number
    await releaseEarnings(testApp.db, testApp.app.events)
    await testApp.db.transaction((tx) =>
      reversePaidOrder(tx, {
        staff: testApp.app.payments,
        actor: systemActor,
        input: {
          orderId: refunded.id,
          to: 'refund',
          at: new Date(),
        },
      }),
    )
    owner = await signIn(testApp, shop.owner)
    const bank = { bankCode: 'bca', accountNumber: '1234567890', accountHolder: 'Rina Penjual' }
    expect((await owner.put('/api/v1/seller/payment-config', bank)).statusCode).toBe(200)
    const payout = await owner.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(payout.statusCode, payout.body).toBe(201)

    const otherShop = await createShop(testApp.db)
    await createPaidOrder(testApp.db, await createPrompt(testApp.db, otherShop.id))
    other = await signIn(testApp, otherShop.owner)
  })
  afterAll(() => testApp.close())

  const list = async (query = 'limit=100') => {
    const response = await owner.get(`/api/v1/seller/transactions?${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { items: Event[]; nextCursor: string | null }
  }

  it('[SELLER] sees one row per event — sale, release, refund, payout request — never one per ledger entry', async () => {
    const { items } = await list()
    const count = (kind: string) => items.filter((item) => item.kind === kind).length
    expect(count('sale')).toBe(8)
    // Five sales were past the 3-day hold, and the refunded one was released before its refund.
    expect(count('release')).toBe(6)
    expect(count('refund')).toBe(1)
    expect(count('payout_request')).toBe(1)
    expect(items).toHaveLength(16)
    const [counted] = await queryRows<{ movements: number }>(
      testApp.db,
      sql`select count(distinct movement_id)::int as movements from ledger_entries
          where account like ${`shop:${shopId}:%`}`,
    )
    expect(items).toHaveLength(Number(counted?.movements))
    const ids = items.map((item) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('[SELLER] each row says where the money went and where it stands now', async () => {
    const { items } = await list()
    const release = items.find((item) => item.kind === 'release')
    expect(release).toMatchObject({ from: 'held', to: 'available', amount: 39_200, status: 'done' })
    const request = items.find((item) => item.kind === 'payout_request')
    expect(request).toMatchObject({
      from: 'available',
      to: 'reserved',
      amount: 50_000,
      status: 'processing',
    })
    const refund = items.find((item) => item.kind === 'refund')
    expect(refund).toMatchObject({ from: 'available', to: null, amount: 39_200, status: 'done' })
    const refundedSale = items.find(
      (item) => item.kind === 'sale' && item.orderNumber === refundedNumber,
    )
    expect(refundedSale?.status).toBe('refunded')
    const sales = items.filter((item) => item.kind === 'sale')
    expect(sales.filter((sale) => sale.status === 'held')).toHaveLength(2)
    for (const sale of sales.filter((sale) => sale.status === 'held')) {
      expect(new Date(String(sale.releaseAt)).getTime()).toBeGreaterThan(Date.now())
    }
    expect(sales.filter((sale) => sale.status === 'available')).toHaveLength(5)
    for (const sale of sales) {
      expect(sale).toMatchObject({ from: null, to: 'held', amount: 39_200 })
      expect(sale.sale).toEqual({
        gross: 49_000,
        platformFee: 9_800,
        affiliateFee: 0,
        pph22: 0,
        net: 39_200,
      })
    }
  })

  it('[SELLER] the newest row’s balances equal the shop’s balance', async () => {
    const { items } = await list()
    const [row] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(items[0]?.balanceAfter).toEqual({
      held: row?.heldBalance,
      available: row?.balance,
      reserved: row?.reservedBalance,
    })
    expect(row?.reservedBalance).toBe(50_000)
  })

  it('[SELLER] a bucket shows the events that touched it; pages keep the balances; a forged cursor is a 400', async () => {
    const reserved = (await list('bucket=reserved&limit=100')).items
    expect(reserved.map((item) => item.kind)).toEqual(['payout_request'])
    const all = (await list('bucket=held&limit=100')).items
    expect(all.every((item) => item.from === 'held' || item.to === 'held')).toBe(true)
    const first = await list('bucket=held&limit=2')
    const second = await list(`bucket=held&limit=2&cursor=${first.nextCursor}`)
    expect([...first.items, ...second.items]).toEqual(all.slice(0, 4))
    const forged = await owner.get('/api/v1/seller/transactions?cursor=bm90LWpzb24')
    expect(forged.statusCode).toBe(400)
  })

  it('[SELLER] downloads the events as CSV with each sale’s gross, commissions and net', async () => {
    const response = await owner.get('/api/v1/seller/transactions.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transaksi-prompt-nusantara-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe(
      'Waktu (WIB),Jenis,Status,Pesanan,Prompt,Penjualan kotor (Rp),Komisi platform (Rp),Komisi afiliasi (Rp),PPh 22 (Rp),Pendapatan bersih (Rp),Jumlah (Rp),Dari saldo,Ke saldo,Ditahan setelahnya (Rp),Tersedia setelahnya (Rp),Sedang dicairkan setelahnya (Rp)',
    )
    expect(lines).toHaveLength(1 + 16)
    const sale = lines.find((line) => line.includes(',Penjualan,Ditahan,'))
    expect(sale).toMatch(/,49000,9800,0,0,39200,39200,,Ditahan,/)
    expect(lines.some((line) => line.includes(',Pencairan diajukan,Diproses,'))).toBe(true)
  })

  it('[SECURITY] visitors, members and other shops never see this shop’s transactions', async () => {
    expect((await browser(testApp.app).get('/api/v1/seller/transactions')).statusCode).toBe(401)

    const theirs = (await other.get('/api/v1/seller/transactions?limit=100')).json().items
    expect(theirs.length).toBeGreaterThan(0)
    const mine = (await list()).items
    const mineIds = new Set(mine.map((item) => item.id))
    expect(theirs.some((item: { id: number }) => mineIds.has(item.id))).toBe(false)

    const member = await signInAsShopStaff(testApp, shopId)
    for (const url of ['/api/v1/seller/transactions', '/api/v1/seller/transactions.csv']) {
      expect((await member.get(url)).statusCode, url).toBe(403)
    }
  })
})
