import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { auditLog, orders, prompts, shops, users } from '../src/db/schema.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { signIn } from './helpers/sign-in.ts'

describe('the admin area: orders and shops', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let admin: Browser
  let buyer: Browser
  let seller: Browser
  let shop: FactoryShop
  let shopId: string
  let buyerUser: FactoryUser

  const shopRow = async () => (await testApp.db.select().from(shops).where(eq(shops.id, shopId)))[0]

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Prompt Nusantara', slug: 'prompt-nusantara' })
    shopId = shop.id
    const caption = await createPrompt(testApp.db, shopId, { price: 25_000 })
    const blog = await createPrompt(testApp.db, shopId, { price: 75_000 })
    // A month of guest sales, and the buyer's own purchase five days ago.
    for (const daysAgo of [27, 21, 16, 11, 8, 2, 1]) {
      await createPaidOrder(testApp.db, daysAgo % 2 ? caption : blog, {
        at: new Date(Date.now() - daysAgo * DAY_MS),
      })
    }
    buyerUser = await createUser(testApp.db, { name: 'Budi Pembeli' })
    await createPaidOrder(testApp.db, caption, {
      buyer: buyerUser,
      at: new Date(Date.now() - 5 * DAY_MS),
    })
    await releaseEarnings(testApp.db, testApp.app.events)
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    buyer = await signIn(testApp, buyerUser)
    seller = await signIn(testApp, shop.owner)
  })
  afterAll(async () => {
    await expectLedgerConsistent(testApp.db)
    await testApp.close()
  })

  it('[ADMIN] finds orders by number and buyer email, and reads one with its payment trail', async () => {
    const all = (await admin.get('/api/v1/admin/orders?limit=100')).json().items
    expect(all.length).toBeGreaterThanOrEqual(8)
    const byEmail = (
      await admin.get(`/api/v1/admin/orders?q=${encodeURIComponent(buyerUser.email)}`)
    ).json().items
    expect(byEmail).toHaveLength(1)
    const byNumber = (await admin.get(`/api/v1/admin/orders?q=${byEmail[0].number}`)).json().items
    expect(byNumber[0].id).toBe(byEmail[0].id)
    const detail = (await admin.get(`/api/v1/admin/orders/${byEmail[0].id}`)).json()
    expect(detail.shop.id).toBe(shopId)
    expect(detail.entries.reduce((sum: number, e: { amount: number }) => sum + e.amount, 0)).toBe(0)
    expect(
      (await admin.get('/api/v1/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
  })

  it('[ADMIN] refunds a paid order: the ledger is reversed from the available balance and access ends', async () => {
    const [buyerRow] = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, buyerUser.email))
    const [order] = await testApp.db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerUserId, buyerRow?.id as string), eq(orders.status, 'paid')))
    expect(order?.releasedAt).not.toBeNull()
    const purchase = `/api/v1/account/purchases/${order?.promptId}`
    expect((await buyer.get(purchase)).statusCode).toBe(200)
    const before = await shopRow()

    const short = await admin.post(`/api/v1/admin/orders/${order?.id}/refund`, { reason: 'x' })
    expect(short.statusCode).toBe(400)
    const refunded = await admin.post(`/api/v1/admin/orders/${order?.id}/refund`, {
      reason: 'Pembeli tidak dapat memakai prompt karena model tidak tersedia.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json().status).toBe('refunded')
    expect(refunded.json().entries.map((e: { kind: string }) => e.kind)).toContain('refund')
    const after = await shopRow()
    expect(after?.balance).toBe((before?.balance ?? 0) - (order?.sellerNet ?? 0))
    expect((await buyer.get(purchase)).statusCode).toBeGreaterThanOrEqual(400)
    const again = await admin.post(`/api/v1/admin/orders/${order?.id}/refund`, {
      reason: 'Pembeli tidak dapat memakai prompt karena model tidak tersedia.',
    })
    expect(again.statusCode).toBe(409)
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order?.id as string), eq(auditLog.action, 'order.refund')))
    expect(audit?.reason).toMatch(/model tidak tersedia/)
  })

  it('[ADMIN] a refund after the shop was paid out leaves its balance negative, which blocks payouts', async () => {
    await seller.put('/api/v1/seller/payment-config', {
      bankCode: 'bca',
      accountNumber: '1234567890',
      accountHolder: 'Rina Penjual',
    })
    const { balance } = (await shopRow()) ?? { balance: 0 }
    const requested = await seller.post('/api/v1/seller/payouts', { amount: balance })
    expect(requested.statusCode, requested.body).toBe(201)
    const approved = await admin.post(`/api/v1/admin/payouts/${requested.json().id}/approve`, {
      transferReference: 'TRF-HABIS',
      confirmRecentBankChange: true,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await shopRow())?.balance).toBe(0)

    const [released] = await testApp.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'paid')))
      .orderBy(orders.paidAt)
      .limit(1)
    expect(released?.releasedAt).not.toBeNull()
    const refunded = await admin.post(`/api/v1/admin/orders/${released?.id}/refund`, {
      reason: 'Pembeli membayar dua kali untuk prompt yang sama.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect((await shopRow())?.balance).toBe(-(released?.sellerNet ?? 0))
    const blocked = await seller.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(blocked.statusCode).toBe(409)
    expect(blocked.json().code).toBe('INSUFFICIENT_BALANCE')
  })

  it('[ADMIN] suspends a shop: its prompts leave the storefront and cannot be bought; reactivating brings them back', async () => {
    const list = (await admin.get('/api/v1/admin/shops?q=nusantara')).json().items
    expect(list.map((shop: { id: string }) => shop.id)).toEqual([shopId])
    const detail = (await admin.get(`/api/v1/admin/shops/${shopId}`)).json()
    expect(detail.members.map((m: { email: string }) => m.email)).toContain(shop.owner.email)
    expect(detail.promptsByStatus.published).toBeGreaterThan(0)

    const [published] = await testApp.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.shopId, shopId), eq(prompts.status, 'published')))
      .limit(1)
    const visitor = browser(testApp.app)
    expect((await visitor.get(`/api/v1/products/${published?.slug}`)).statusCode).toBe(200)

    const suspended = await admin.post(`/api/v1/admin/shops/${shopId}/suspend`, {
      reason: 'Banyak laporan prompt yang tidak sesuai deskripsi.',
    })
    expect(suspended.statusCode, suspended.body).toBe(200)
    expect(suspended.json()).toMatchObject({ status: 'suspended' })
    expect((await visitor.get(`/api/v1/products/${published?.slug}`)).statusCode).toBe(404)
    expect((await visitor.get('/api/v1/shops/prompt-nusantara')).statusCode).toBe(404)
    const listed = (await visitor.get('/api/v1/products?limit=48')).json().items
    expect(
      listed.some((item: { shop: { slug: string } }) => item.shop.slug === 'prompt-nusantara'),
    ).toBe(false)
    const bought = await browser(testApp.app).post('/api/v1/orders', {
      productId: published?.id,
      name: 'Tamu',
      email: 'tamu-beku@contoh.id',
      phone: '081234567890',
    })
    expect(bought.statusCode).toBeGreaterThanOrEqual(400)
    expect(bought.statusCode).toBeLessThan(500)
    expect(
      (await admin.post(`/api/v1/admin/shops/${shopId}/suspend`, { reason: 'Dua kali dibekukan.' }))
        .statusCode,
    ).toBe(409)

    const back = await admin.post(`/api/v1/admin/shops/${shopId}/reactivate`)
    expect(back.statusCode, back.body).toBe(200)
    expect((await visitor.get(`/api/v1/products/${published?.slug}`)).statusCode).toBe(200)
  })

  it('[ADMIN] sets a shop’s own commission for its new orders, within the 90 % bound', async () => {
    const tooHigh = await admin.put(`/api/v1/admin/shops/${shopId}/commission`, {
      commissionBp: 8500,
    })
    expect(tooHigh.statusCode).toBe(400)
    const set = await admin.put(`/api/v1/admin/shops/${shopId}/commission`, { commissionBp: 1500 })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().commissionBp).toBe(1500)
    const [published] = await testApp.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.shopId, shopId), eq(prompts.status, 'published')))
      .limit(1)
    const order = await browser(testApp.app).post('/api/v1/orders', {
      productId: published?.id,
      name: 'Tamu Komisi',
      email: 'tamu-komisi@contoh.id',
      phone: '081234567890',
    })
    expect(order.statusCode, order.body).toBe(201)
    const [row] = await testApp.db
      .select({ commissionBp: orders.commissionBp })
      .from(orders)
      .where(eq(orders.id, order.json().order.id))
    expect(row?.commissionBp).toBe(1500)
    const cleared = await admin.put(`/api/v1/admin/shops/${shopId}/commission`, {
      commissionBp: null,
    })
    expect(cleared.json().commissionBp).toBeNull()
  })
})
