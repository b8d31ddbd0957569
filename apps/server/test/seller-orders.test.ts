import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { orders } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

/** Guests who bought from the shop over the last month: [name, days ago]. */
const guestSales: [string, number][] = [
  ['Ayu Lestari', 27],
  ['Bima Saputra', 21],
  ['Citra Dewi', 16],
  ['Dewa Pratama', 11],
  ['Eka Wulandari', 8],
  ['Fajar Nugroho', 2],
  ['Gita Ramadhani', 1],
]

describe('the shop’s orders and customers', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let other: Browser
  let shopId: string
  let buyer: FactoryUser

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    shopId = shop.id
    const caption = await createPrompt(testApp.db, shopId, { price: 25_000 })
    const blog = await createPrompt(testApp.db, shopId, { price: 75_000 })
    for (const [index, [name, daysAgo]] of guestSales.entries()) {
      await createPaidOrder(testApp.db, index % 2 ? caption : blog, {
        buyer: { name, email: `${name.split(' ')[0]?.toLowerCase()}@pelanggan.contoh.id` },
        at: new Date(Date.now() - daysAgo * DAY_MS),
      })
    }
    buyer = await createUser(testApp.db, { name: 'Budi Pembeli' })
    await createPaidOrder(testApp.db, caption, {
      buyer,
      at: new Date(Date.now() - 5 * DAY_MS),
    })
    owner = await signIn(testApp, shop.owner)
    const otherShop = await createShop(testApp.db)
    await createPaidOrder(testApp.db, await createPrompt(testApp.db, otherShop.id))
    other = await signIn(testApp, otherShop.owner)
  })
  afterAll(() => testApp.close())

  it('[SELLER] lists the shop’s orders newest first, with buyer, amount, fees and net', async () => {
    const response = await owner.get('/api/v1/seller/orders?limit=100')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const { items } = response.json()
    const stored = await testApp.db.select().from(orders).where(eq(orders.shopId, shopId))
    expect(items).toHaveLength(stored.length)
    const times = items.map((item: { createdAt: string }) => item.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const paid = items.find((item: { status: string }) => item.status === 'paid')
    expect(paid.split.platformFee + paid.split.affiliateFee + paid.split.sellerNet).toBe(paid.price)
    expect(paid.buyerEmail).toMatch(/@/)
  })

  it('[SELLER] filters by status and finds an order by number, buyer or prompt; pages do not overlap', async () => {
    const all = (await owner.get('/api/v1/seller/orders?limit=100')).json().items
    const paid = (await owner.get('/api/v1/seller/orders?status=paid&limit=100')).json().items
    expect(paid.every((item: { status: string }) => item.status === 'paid')).toBe(true)
    const one = all[2]
    for (const q of [one.number, one.buyerName.toUpperCase(), one.buyerEmail]) {
      const found = (await owner.get(`/api/v1/seller/orders?q=${encodeURIComponent(q)}`)).json()
      expect(
        found.items.map((item: { id: string }) => item.id),
        q,
      ).toContain(one.id)
    }
    const wildcard = (await owner.get('/api/v1/seller/orders?q=%25')).json().items
    expect(wildcard).toEqual([])

    const first = (await owner.get('/api/v1/seller/orders?limit=3')).json()
    const second = (
      await owner.get(`/api/v1/seller/orders?limit=3&cursor=${first.nextCursor}`)
    ).json()
    expect([...first.items, ...second.items]).toEqual(all.slice(0, 6))
    expect((await owner.get('/api/v1/seller/orders?cursor=WyJ4IiwieSJd')).statusCode).toBe(400)
    expect((await owner.get('/api/v1/seller/orders?status=lunas')).statusCode).toBe(400)
  })

  it('[SELLER] opens an order with its payment, hold and ledger trail', async () => {
    const [paid] = await testApp.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'paid')))
      .limit(1)
    const response = await owner.get(`/api/v1/seller/orders/${paid?.id}`)
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json()
    expect(detail.number).toBe(paid?.number)
    expect(detail.commissionBp).toBe(paid?.commissionBp)
    expect(detail.entries.length).toBeGreaterThan(0)
    expect(detail.entries[0]).toMatchObject({
      kind: 'sale',
      bucket: 'held',
      amount: paid?.sellerNet,
    })
    expect(JSON.stringify(detail)).not.toContain('buyerPhone')
  })

  it('[SELLER] lists customers by email with their paid order count', async () => {
    const response = await owner.get('/api/v1/seller/customers?limit=100')
    expect(response.statusCode, response.body).toBe(200)
    const { items } = response.json()
    const paid = await testApp.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'paid')))
    expect(items.reduce((sum: number, item: { orders: number }) => sum + item.orders, 0)).toBe(
      paid.length,
    )
    const account = items.find((item: { email: string }) => item.email === buyer.email)
    expect(account).toMatchObject({ orders: 1, hasAccount: true })
    const found = (await owner.get('/api/v1/seller/customers?q=pelanggan.contoh')).json().items
    expect(found.length).toBe(items.length - 1)

    const first = (await owner.get('/api/v1/seller/customers?limit=2')).json()
    const second = (
      await owner.get(`/api/v1/seller/customers?limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect([...first.items, ...second.items]).toEqual(items.slice(0, 4))
  })

  it('[MEMBER] sees orders and customers but not the shop’s money in them', async () => {
    const member = await signInAsShopStaff(testApp, shopId)
    const { items } = (await member.get('/api/v1/seller/orders?limit=100')).json()
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item: { split: unknown }) => item.split === null)).toBe(true)
    const paid = items.find((item: { status: string }) => item.status === 'paid')
    const detail = (await member.get(`/api/v1/seller/orders/${paid.id}`)).json()
    expect(detail).toMatchObject({ split: null, commissionBp: null, entries: [] })
    expect((await member.get('/api/v1/seller/customers')).statusCode).toBe(200)
  })

  it('[SECURITY] another shop can neither list nor open these orders', async () => {
    const [mine] = await testApp.db.select().from(orders).where(eq(orders.shopId, shopId)).limit(1)
    const opened = await other.get(`/api/v1/seller/orders/${mine?.id}`)
    expect(opened.statusCode).toBe(404)
    expect(opened.json().message).toBe('Pesanan tidak ditemukan.')
    const theirs = (await other.get('/api/v1/seller/orders?limit=100')).json().items
    expect(theirs.some((item: { id: string }) => item.id === mine?.id)).toBe(false)
    const customers = (await other.get('/api/v1/seller/customers?limit=100')).json().items
    expect(
      customers.some((item: { email: string }) => item.email.endsWith('pelanggan.contoh.id')),
    ).toBe(false)
    expect((await browser(testApp.app).get('/api/v1/seller/orders')).statusCode).toBe(401)
    expect((await owner.get('/api/v1/seller/orders/bukan-uuid')).statusCode).toBe(400)
  })
})
