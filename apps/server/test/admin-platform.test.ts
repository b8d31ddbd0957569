import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import type { FactoryUser } from '../src/db/factories/create-user.ts'
import { auditLog, orders, paymentLogs, prompts } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { postNotification } from './helpers/payments.ts'
import { signIn } from './helpers/sign-in.ts'

describe('the admin area: dashboard, categories, settings and payment logs', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let admin: Browser
  let adminUser: FactoryUser

  beforeAll(async () => {
    testApp = await buildTestApp()
    // Two shops with a sale each: the dashboard's numbers have something to add up.
    for (const price of [25_000, 45_000]) {
      const shop = await createShop(testApp.db)
      await createPaidOrder(testApp.db, await createPrompt(testApp.db, shop.id, { price }))
    }
    adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
  })
  afterAll(() => testApp.close())

  it('[ADMIN] reads GMV, platform revenue, orders and new shops per day', async () => {
    const response = await admin.get('/api/v1/admin/dashboard?range=30')
    expect(response.statusCode, response.body).toBe(200)
    const dashboard = response.json()
    expect(dashboard.days).toHaveLength(30)
    const paid = await testApp.db.select().from(orders).where(eq(orders.status, 'paid'))
    expect(dashboard.totals.orders).toBe(paid.length)
    expect(dashboard.totals.gmv).toBe(paid.reduce((sum, order) => sum + order.price, 0))
    expect(dashboard.totals.platformRevenue).toBe(
      paid.reduce((sum, order) => sum + (order.platformFee ?? 0), 0),
    )
    expect(dashboard.totals.newShops).toBeGreaterThanOrEqual(2)
    expect((await admin.get('/api/v1/admin/dashboard?range=12')).statusCode).toBe(400)
  })

  it('[ADMIN] creates, edits, features, reorders and deletes categories; the Kategori menu follows', async () => {
    const created = await admin.post('/api/v1/admin/categories', {
      name: 'kuliner',
      title: 'Kuliner',
      description: 'Resep, menu, dan promosi usaha makanan.',
      featured: true,
    })
    expect(created.statusCode, created.body).toBe(201)
    const names = created.json().items.map((item: { name: string }) => item.name)
    expect(names.at(-1)).toBe('kuliner')
    const menu = (await browser(testApp.app).get('/api/v1/categories?featured=true')).json()
    expect(JSON.stringify(menu)).toContain('Kuliner')

    expect(
      (await admin.post('/api/v1/admin/categories', { name: 'kuliner', title: 'Lagi' })).statusCode,
    ).toBe(409)
    const edited = await admin.put('/api/v1/admin/categories/kuliner', {
      title: 'Kuliner & Resep',
      description: 'Resep dan menu.',
      featured: false,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const after = (await browser(testApp.app).get('/api/v1/categories?featured=true')).json()
    expect(JSON.stringify(after)).not.toContain('Kuliner')

    const reordered = await admin.put('/api/v1/admin/categories', {
      names: ['kuliner', ...names.filter((name: string) => name !== 'kuliner')],
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().items[0].name).toBe('kuliner')
    expect((await admin.put('/api/v1/admin/categories', { names: ['kuliner'] })).statusCode).toBe(
      400,
    )

    const [used] = await testApp.db.select({ name: prompts.categoryName }).from(prompts).limit(1)
    const refused = await admin.request('DELETE', `/api/v1/admin/categories/${used?.name}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/masih dipakai/)
    const deleted = await admin.request('DELETE', '/api/v1/admin/categories/kuliner')
    expect(deleted.statusCode, deleted.body).toBe(200)
    const audit = await testApp.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, 'kuliner'))
    expect(audit.map((row) => row.action).sort()).toEqual([
      'category.create',
      'category.delete',
      'category.update',
    ])
  })

  it('[ADMIN] changes the platform settings for new orders only, within their bounds', async () => {
    const overview = (await admin.get('/api/v1/admin/settings')).json()
    expect(overview.settings).toEqual({
      commissionBp: 2000,
      affiliateBp: 1000,
      holdDays: 3,
      minPayout: 50_000,
      signUpMode: 'open',
    })
    expect(overview.gatewayFees.find((fee: { method: string }) => fee.method === 'qris')).toEqual({
      method: 'qris',
      bp: 70,
      flat: 0,
    })
    const tooMuch = await admin.put('/api/v1/admin/settings', {
      commissionBp: 8500,
      affiliateBp: 1000,
      holdDays: 3,
      minPayout: 50_000,
    })
    expect(tooMuch.statusCode).toBe(400)
    const [existing] = await testApp.db.select().from(orders).limit(1)
    const saved = await admin.put('/api/v1/admin/settings', {
      commissionBp: 2500,
      affiliateBp: 1000,
      holdDays: 5,
      minPayout: 75_000,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().settings.commissionBp).toBe(2500)
    expect(saved.json().history[0]).toMatchObject({
      actorEmail: adminUser.email,
      actorName: adminUser.name,
      before: { commissionBp: 2000 },
      after: { commissionBp: 2500 },
    })
    // Saving the same values again changes nothing and adds no line to the history.
    const again = await admin.put('/api/v1/admin/settings', {
      commissionBp: 2500,
      affiliateBp: 1000,
      holdDays: 5,
      minPayout: 75_000,
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().history).toHaveLength(saved.json().history.length)
    const [unchanged] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.id, existing?.id as string))
    expect(unchanged?.commissionBp).toBe(existing?.commissionBp)
    const [published] = await testApp.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.status, 'published')))
      .limit(1)
    const order = await browser(testApp.app).post('/api/v1/orders', {
      productId: published?.id,
      name: 'Tamu Baru',
      email: 'tamu-setelan@contoh.id',
      phone: '081234567890',
    })
    const [fresh] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.json().order.id))
    expect(fresh).toMatchObject({ commissionBp: 2500, holdDays: 5 })
  })

  it('[ADMIN] reads the payment logs, invalid signatures included, filtered', async () => {
    const forged = await postNotification(testApp.app, {
      order_id: 'PP-20261122-PALSU1-1',
      status_code: '200',
      gross_amount: '10000.00',
      signature_key: 'bukan-tanda-tangan',
      transaction_status: 'settlement',
    })
    expect(forged.statusCode).toBeGreaterThanOrEqual(400)
    const invalid = (await admin.get('/api/v1/admin/payment-logs?result=invalid')).json().items
    expect(
      invalid.some(
        (log: { gatewayOrderId: string }) => log.gatewayOrderId === 'PP-20261122-PALSU1-1',
      ),
    ).toBe(true)
    expect(invalid.every((log: { signatureValid: boolean }) => !log.signatureValid)).toBe(true)
    const found = (await admin.get('/api/v1/admin/payment-logs?q=PALSU1')).json().items
    expect(found[0].rawBody).toContain('bukan-tanda-tangan')
    const [stored] = await testApp.db
      .select()
      .from(paymentLogs)
      .where(eq(paymentLogs.gatewayOrderId, 'PP-20261122-PALSU1-1'))
    expect(stored?.signatureValid).toBe(false)
  })
})
