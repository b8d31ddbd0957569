import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import type { FactoryUser } from '../src/db/factories/create-user.ts'
import { auditLog, categories, orders, payouts, shops } from '../src/db/schema.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { sendPendingEmails } from '../src/workflows/send-pending-emails.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { mailsTo } from './helpers/mailbox.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000'

describe('the admin area: review and payouts', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let admin: Browser
  let adminUser: FactoryUser
  let seller: Browser
  let shop: FactoryShop
  let shopId: string
  let inReview: FactoryPrompt
  let revised: FactoryPrompt
  let published: FactoryPrompt
  let draft: FactoryPrompt

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db)
    shopId = shop.id
    inReview = await createPrompt(testApp.db, shopId, { status: 'in_review' })
    await createPrompt(testApp.db, shopId, { status: 'in_review' })
    revised = await createPrompt(testApp.db, shopId, {
      examples: ['Contoh deskripsi produk'],
      revision: {
        promptText: 'Tulis deskripsi [PRODUK] lalu versi singkat untuk [MEDIA SOSIAL].',
        instructions: 'Isi produk dan media sosial.',
        changeNote: 'Menambahkan versi singkat.',
      },
    })
    published = await createPrompt(testApp.db, shopId)
    draft = await createPrompt(testApp.db, shopId, { status: 'draft' })
    // Sales past the hold period: Rp 144.000 available for payouts.
    for (let i = 0; i < 4; i++) {
      await createPaidOrder(testApp.db, published, { at: new Date(Date.now() - 5 * DAY_MS) })
    }
    await releaseEarnings(testApp.db, testApp.app.events)
    adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    seller = await signIn(testApp, shop.owner)
  })
  afterAll(async () => {
    await expectLedgerConsistent(testApp.db)
    await testApp.close()
  })

  it('[SECURITY] every admin route refuses visitors, sellers and the admin of an ordinary shop', async () => {
    const spec = (await testApp.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, SAMPLE_ID),
        })),
      )
    expect(routes.length).toBeGreaterThan(6)
    const shopAdmin = await signInAsShopStaff(testApp, shopId, 'admin')
    for (const route of routes) {
      const anonymous = await testApp.app.inject({
        method: route.method,
        url: route.url,
        headers: { origin: TEST_ORIGIN },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      })
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401)
      for (const client of [seller, shopAdmin]) {
        const refused = await client.request(route.method, route.url)
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403)
      }
    }
  })

  it('[ADMIN] approves a prompt in review: it appears on the storefront, and the action is audited', async () => {
    const id = inReview.id
    const queue = (await admin.get('/api/v1/admin/products')).json()
    expect(queue.items.map((item: { id: string }) => item.id)).toContain(id)
    expect(queue.queueCount).toBeGreaterThanOrEqual(2)
    const detail = (await admin.get(`/api/v1/admin/products/${id}`)).json()
    expect(detail.promptText.length).toBeGreaterThan(0)
    // The category as the storefront names it, beside its key (issue 28).
    const [category] = await testApp.db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.name, detail.categoryName))
    expect(detail.categoryTitle).toBe(category?.title)

    expect((await browser(testApp.app).get(`/api/v1/products/${inReview.slug}`)).statusCode).toBe(
      404,
    )
    const approved = await admin.post(`/api/v1/admin/products/${id}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().status).toBe('published')
    expect((await browser(testApp.app).get(`/api/v1/products/${inReview.slug}`)).statusCode).toBe(
      200,
    )
    // A second click finds nothing to approve.
    expect((await admin.post(`/api/v1/admin/products/${id}/approve`)).statusCode).toBe(409)

    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'prompt.approve')))
    expect(audit).toMatchObject({
      actorEmail: adminUser.email,
      before: { status: 'in_review' },
      after: { status: 'published' },
    })
  })

  it('[ADMIN] applies a published prompt’s new version: buyers get the new text', async () => {
    const id = revised.id
    const before = (await admin.get(`/api/v1/admin/products/${id}`)).json()
    expect(before.revision?.status).toBe('in_review')
    const approved = (await admin.post(`/api/v1/admin/products/${id}/approve`)).json()
    expect(approved.promptText).toBe(before.revision.promptText)
    expect(approved.revision).toBeNull()
  })

  it('[ADMIN] rejects with a reason the seller reads; a short reason is refused', async () => {
    const created = await seller.post('/api/v1/seller/products', {
      title: 'Prompt Untuk Ditolak Admin',
      descriptionHtml: '<p>Contoh deskripsi yang cukup.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'bisnis',
      tags: ['uji'],
      price: 15_000,
      promptText: 'Tulis [TOPIK]',
      instructions: 'Isi topik.',
      examples: [{ kind: 'text', text: 'Contoh hasil' }],
    })
    const id = created.json().id
    await seller.post(`/api/v1/seller/products/${id}/submit`)
    const short = await admin.post(`/api/v1/admin/products/${id}/reject`, { reason: 'jelek' })
    expect(short.statusCode).toBe(400)
    const reason = 'Contoh hasil terlalu pendek untuk menunjukkan kualitas prompt.'
    const rejected = await admin.post(`/api/v1/admin/products/${id}/reject`, { reason })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const mine = (await seller.get(`/api/v1/seller/products/${id}`)).json()
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: reason })
  })

  it('[ADMIN] features only published prompts', async () => {
    const id = published.id
    const featured = await admin.request('PUT', `/api/v1/admin/products/${id}/featured`)
    expect(featured.statusCode).toBe(400)
    const response = await admin.put(`/api/v1/admin/products/${id}/featured`, { featured: true })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().featured).toBe(true)
    expect(
      (await admin.put(`/api/v1/admin/products/${draft.id}/featured`, { featured: true }))
        .statusCode,
    ).toBe(409)
  })

  it('[ADMIN] approves a payout with the transfer reference; the owner is emailed', async () => {
    await seller.put('/api/v1/seller/payment-config', {
      bankCode: 'bca',
      accountNumber: '1234567890',
      accountHolder: 'Rina Penjual',
    })
    // A bank account set moments before the request is the pattern of a takeover.
    const requested = await seller.post('/api/v1/seller/payouts', { amount: 60_000 })
    expect(requested.statusCode, requested.body).toBe(201)
    const id = requested.json().id
    const queue = (await admin.get('/api/v1/admin/payouts')).json()
    const listed = queue.items.find((item: { id: string }) => item.id === id)
    expect(listed).toMatchObject({ recentBankChange: true, accountNumber: '1234567890' })

    const unconfirmed = await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
      transferReference: 'TRF-0001',
    })
    expect(unconfirmed.statusCode).toBe(409)
    const [shopBefore] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    const approved = await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
      transferReference: 'TRF-0001',
      confirmRecentBankChange: true,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const [shopAfter] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(shopAfter?.reservedBalance).toBe((shopBefore?.reservedBalance ?? 0) - 60_000)
    expect(shopAfter?.balance).toBe(shopBefore?.balance)
    expect(
      (
        await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
          transferReference: 'TRF-0001',
          confirmRecentBankChange: true,
        })
      ).statusCode,
    ).toBe(409)
    const mine = (await seller.get('/api/v1/seller/payouts')).json()
    expect(mine.items[0]).toMatchObject({ status: 'approved', transferReference: 'TRF-0001' })
    // The owner's email goes through the notification outbox, once.
    await sendPendingEmails({
      mailOutbox: testApp.app.mailOutbox,
      log: testApp.app.log,
      publicUrl: testApp.env.publicUrl,
      secret: testApp.app.payments.secret,
    })
    expect(
      mailsTo(testApp.dataDir, shop.owner.email).filter((mail) => mail.includes('TRF-0001')),
    ).toHaveLength(1)
  })

  it('[ADMIN] rejects a payout: the money is available again', async () => {
    const [before] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    const requested = await seller.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(requested.statusCode, requested.body).toBe(201)
    const id = requested.json().id
    const rejected = await admin.post(`/api/v1/admin/payouts/${id}/reject`, {
      reason: 'Nama pemilik rekening tidak sama dengan pemilik toko.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const [after] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(after?.balance).toBe(before?.balance)
    expect(after?.reservedBalance).toBe(before?.reservedBalance)
    const [row] = await testApp.db.select().from(payouts).where(eq(payouts.id, id))
    expect(row?.status).toBe('rejected')
    const [audit] = await testApp.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
    expect(audit?.n).toBe(1)
  })

  it('[ADMIN] cannot approve a payout while a later refund left the available balance below zero', async () => {
    const requested = await seller.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(requested.statusCode, requested.body).toBe(201)
    const id = requested.json().id
    // Two released sales refunded after the request: what the payout reserved was paid back.
    const sold = await testApp.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.status, 'paid')))
      .limit(2)
    for (const order of sold) {
      const refunded = await admin.post(`/api/v1/admin/orders/${order.id}/refund`, {
        reason: 'Pembeli membayar dua kali.',
      })
      expect(refunded.statusCode, refunded.body).toBe(200)
    }
    const [owing] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(owing?.balance).toBeLessThan(0)

    const approved = await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
      transferReference: 'TRF-0002',
      confirmRecentBankChange: true,
    })
    expect(approved.statusCode).toBe(409)
    expect(approved.json().message).toMatch(/minus/)
    const rejected = await admin.post(`/api/v1/admin/payouts/${id}/reject`, {
      reason: 'Saldo minus setelah refund.',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const [after] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(after?.balance).toBe((owing?.balance ?? 0) + 50_000)
  })
})
