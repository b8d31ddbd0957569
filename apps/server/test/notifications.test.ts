import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { notifications, simulatorTransactions } from '../src/db/schema.ts'
import type { LiveEvent } from '../src/infra/events/event-bus.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { sendPendingEmails } from '../src/workflows/send-pending-emails.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { mailsTo } from './helpers/mailbox.ts'
import { expectLedgerConsistent, notification, postNotification } from './helpers/payments.ts'
import { signIn } from './helpers/sign-in.ts'

/** "24 Nov 2026, 07.52 WIB": a moment in Jakarta time, as every email writes it. */
const WIB_TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}\.\d{2} WIB/
const buyerForm = { name: 'Budi Pembeli', email: 'diabaikan@contoh.id', phone: '081234567890' }

describe('notifications: the bell and the emails (issue 13)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let shopAdmin: FactoryUser
  let shopMember: FactoryUser
  let buyer: FactoryUser
  let stranger: FactoryUser
  let owner: Browser
  let buyerClient: Browser
  let strangerClient: Browser
  const prompts: FactoryPrompt[] = []

  const runOutbox = () =>
    sendPendingEmails({
      mailOutbox: testApp.app.mailOutbox,
      log: testApp.app.log,
      publicUrl: testApp.env.publicUrl,
      secret: testApp.app.payments.secret,
    })
  const rowsOf = (dedupeKey: string) =>
    testApp.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey))
  /** The signed-in buyer orders `prompt`, pays on the simulator; the webhook credits it. */
  const buyAndPay = async (client: Browser, prompt: FactoryPrompt) => {
    const started = await client.post('/api/v1/orders', { productId: prompt.id, ...buyerForm })
    expect(started.statusCode, started.body).toBe(201)
    const { order, payment } = started.json() as {
      order: { id: string; number: string }
      payment: { gatewayOrderId: string }
    }
    return { order, settle: () => settle(payment.gatewayOrderId, prompt.price) }
  }
  const settle = async (gatewayOrderId: string, price: number) => {
    await testApp.db
      .update(simulatorTransactions)
      .set({ status: 'settlement', paymentType: 'qris' })
      .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))
    const response = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId,
        status: 'settlement',
        grossAmount: price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shopAdmin = await createUser(testApp.db, { name: 'Admin Toko' })
    shopMember = await createUser(testApp.db, { name: 'Anggota Toko' })
    shop = await createShop(testApp.db, {
      name: 'Toko Notifikasi',
      members: [
        { user: shopAdmin, role: 'admin' },
        { user: shopMember, role: 'member' },
      ],
      bank: { code: 'bca', accountNumber: '1234567890', holder: 'Pemilik Toko' },
    })
    for (const title of ['Caption Kopi Senja', 'Deskripsi Batik', 'Surat Lamaran']) {
      prompts.push(await createPrompt(testApp.db, shop.id, { title, price: 50_000 }))
    }
    buyer = await createUser(testApp.db, { name: 'Budi Pembeli' })
    stranger = await createUser(testApp.db, { name: 'Orang Lain' })
    owner = await signIn(testApp, shop.owner)
    buyerClient = await signIn(testApp, buyer)
    strangerClient = await signIn(testApp, stranger)
  })
  afterAll(async () => {
    await expectLedgerConsistent(testApp.db)
    await testApp.close()
  })

  it('[SELLER] a paid order tells each owner and admin of the shop once, and its buyer once, live', async () => {
    const seen: LiveEvent[] = []
    const stops = [shop.owner.id, shopAdmin.id, shopMember.id, buyer.id].map((id) =>
      testApp.app.events.subscribe(`user:${id}`, (event) => seen.push(event)),
    )
    const { order, settle: pay } = await buyAndPay(buyerClient, prompts[0] as FactoryPrompt)
    await pay()
    // The gateway repeats its notification: nothing more is told.
    await pay()
    await pay()

    const sale = await rowsOf(`sale:${order.id}`)
    expect(sale.map((row) => row.userId).sort()).toEqual([shop.owner.id, shopAdmin.id].sort())
    expect(sale[0]).toMatchObject({
      kind: 'sale',
      title: 'Prompt terjual: Caption Kopi Senja',
      link: `/app/order/${order.id}`,
      emailStatus: 'pending',
    })
    // The seller's net share: Rp 50.000 less the 20 % commission and 0.5 % PPh 22 (the shop has
    // no statement of turnover, decision 0044).
    expect(sale[0]?.body).toContain('Rp\u00a039.750')
    const paid = await rowsOf(`order_paid:${order.id}`)
    expect(paid.map((row) => row.userId)).toEqual([buyer.id])
    expect(paid[0]?.link).toBe(`/account/order#pesanan-${order.id}`)

    await expect
      .poll(() => seen.filter((event) => event.type === 'notification.created').length)
      .toBe(3)
    expect(
      seen.some(
        (event) => event.type === 'notification.created' && event.target.endsWith(shopMember.id),
      ),
    ).toBe(false)
    for (const stop of stops) stop()

    const list = (await owner.get('/api/v1/account/notifications')).json()
    expect(list.items[0]).toMatchObject({
      kind: 'sale',
      title: 'Prompt terjual: Caption Kopi Senja',
      readAt: null,
    })
    expect((await owner.get('/api/v1/account/notifications/unread-count')).json()).toEqual({
      count: 1,
    })
  })

  it('[SELLER] the outbox emails each recipient exactly once per event, even when it runs twice at once', async () => {
    const [first, second] = await Promise.all([runOutbox(), runOutbox()])
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(3)
    expect(await runOutbox()).toEqual({ sent: 0, failed: 0 })
    // The receipt of a guest goes out on its own; wait for anything a settlement might still send.
    await new Promise((resolve) => setTimeout(resolve, 200))

    for (const person of [shop.owner, shopAdmin]) {
      const mails = mailsTo(testApp.dataDir, person.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain('Caption Kopi Senja')
      expect(mails[0]).toContain('/app/order/')
      expect(mails[0]).toMatch(WIB_TIME)
      expect(mails[0]).not.toMatch(/UTC|GMT/)
    }
    expect(mailsTo(testApp.dataDir, shopMember.email)).toEqual([])
    // The signed-in buyer gets one email for the order: its receipt, with the order's link.
    const receipts = mailsTo(testApp.dataDir, buyer.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toContain('Bukti pembayaran')
    expect(receipts[0]).toMatch(WIB_TIME)
    expect(receipts[0]).toMatch(/\/payment\/[0-9a-f-]{36}\?token=/)
    const rows = await testApp.db
      .select({ status: notifications.emailStatus })
      .from(notifications)
      .where(like(notifications.dedupeKey, 'sale:%'))
    expect(rows.every((row) => row.status === 'sent')).toBe(true)
  })

  it('[SELLER] a switched-off email group still fills the bell but sends no email', async () => {
    const preferences = await owner.get('/api/v1/account/email-preferences')
    expect(preferences.json()).toEqual({
      sales: true,
      moderation: true,
      payouts: true,
      orders: true,
      chat: true,
      affiliate: true,
      complaints: true,
    })
    const everyGroup = preferences.json() as Record<string, boolean>
    const saved = await owner.put('/api/v1/account/email-preferences', {
      ...everyGroup,
      sales: false,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ sales: false, moderation: true })
    expect((await owner.get('/api/v1/account/email-preferences')).json().sales).toBe(false)

    const before = mailsTo(testApp.dataDir, shop.owner.email).length
    const { order, settle: pay } = await buyAndPay(buyerClient, prompts[1] as FactoryPrompt)
    await pay()
    await runOutbox()
    const rows = await rowsOf(`sale:${order.id}`)
    expect(rows.find((row) => row.userId === shop.owner.id)?.emailStatus).toBe('none')
    expect(mailsTo(testApp.dataDir, shop.owner.email)).toHaveLength(before)
    expect(mailsTo(testApp.dataDir, shopAdmin.email)).toHaveLength(2)

    await owner.put('/api/v1/account/email-preferences', everyGroup)
  })

  it('[BUYER] a free prompt is no sale: only its buyer is told, and mailed its receipt once', async () => {
    const free = await createPrompt(testApp.db, shop.id, { title: 'Template Gratis', price: 0 })
    const claimed = await buyerClient.post('/api/v1/orders', { productId: free.id, ...buyerForm })
    expect(claimed.statusCode, claimed.body).toBe(201)
    const orderId = claimed.json().order.id as string
    expect(await rowsOf(`sale:${orderId}`)).toEqual([])
    const told = await rowsOf(`order_paid:${orderId}`)
    expect(told).toHaveLength(1)
    expect(told[0]?.title).toBe('Prompt gratis ditambahkan: Template Gratis')
    const before = mailsTo(testApp.dataDir, buyer.email).length
    await runOutbox()
    await runOutbox()
    const mails = mailsTo(testApp.dataDir, buyer.email).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Template Gratis')
  })

  it('[ACCOUNT] the email switches refuse a malformed body in Indonesian', async () => {
    const bad = await owner.put('/api/v1/account/email-preferences', { sales: 'ya' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Data yang dikirim tidak valid.')
  })

  it('[SECURITY] the list and the read markers show and change only the caller’s own rows', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/account/notifications',
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await strangerClient.get('/api/v1/account/notifications')).json()).toEqual({
      items: [],
      nextCursor: null,
    })
    expect((await strangerClient.get('/api/v1/account/notifications/unread-count')).json()).toEqual(
      { count: 0 },
    )

    const mine = (await owner.get('/api/v1/account/notifications?limit=1')).json()
    expect(mine.items).toHaveLength(1)
    expect(mine.nextCursor).toEqual(expect.any(String))
    const next = (
      await owner.get(
        `/api/v1/account/notifications?limit=1&cursor=${encodeURIComponent(mine.nextCursor)}`,
      )
    ).json()
    expect(next.items[0].id).not.toBe(mine.items[0].id)

    const id = mine.items[0].id as string
    const foreign = await strangerClient.post(`/api/v1/account/notifications/${id}/read`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Notifikasi tidak ditemukan.')
    expect((await strangerClient.post('/api/v1/account/notifications/read-all')).json()).toEqual({
      count: 0,
    })
    // The stranger's "read all" did not touch the owner's rows.
    const unread = (await owner.get('/api/v1/account/notifications/unread-count')).json().count
    expect(unread).toBe(2)

    const read = await owner.post(`/api/v1/account/notifications/${id}/read`)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toEqual({ count: 1 })
    expect((await owner.post(`/api/v1/account/notifications/${id}/read`)).json()).toEqual({
      count: 1,
    })
    expect((await owner.post('/api/v1/account/notifications/read-all')).json()).toEqual({
      count: 0,
    })
    const after = (await owner.get('/api/v1/account/notifications')).json()
    expect(after.items.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true)
    expect((await owner.post('/api/v1/account/notifications/bukan-id/read')).statusCode).toBe(400)
  })

  describe('decisions of staff', () => {
    let admin: Browser

    beforeAll(async () => {
      const adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
      admin = await signIn(testApp, adminUser)
      await admin.post('/api/auth/organization/set-active', {
        organizationId: testApp.env.adminOrganizationIds[0],
      })
    })

    it('[SELLER] is told when a prompt is approved, and when one is rejected with the reason', async () => {
      const waiting = await createPrompt(testApp.db, shop.id, {
        title: 'Prompt Menunggu',
        status: 'in_review',
      })
      const refused = await createPrompt(testApp.db, shop.id, {
        title: 'Prompt Ditolak',
        status: 'in_review',
      })
      expect((await admin.post(`/api/v1/admin/products/${waiting.id}/approve`)).statusCode).toBe(
        200,
      )
      const rejected = await admin.post(`/api/v1/admin/products/${refused.id}/reject`, {
        reason: 'Contoh hasil tidak sesuai dengan prompt',
      })
      expect(rejected.statusCode, rejected.body).toBe(200)

      const approvedRows = await testApp.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'prompt_approved'),
            like(notifications.dedupeKey, `%${waiting.id}%`),
          ),
        )
      expect(approvedRows.map((row) => row.userId).sort()).toEqual(
        [shop.owner.id, shopAdmin.id].sort(),
      )
      expect(approvedRows[0]?.title).toBe('Prompt disetujui: Prompt Menunggu')
      const list = (await owner.get('/api/v1/account/notifications')).json()
      const rejection = list.items.find((item: { kind: string }) => item.kind === 'prompt_rejected')
      expect(rejection).toMatchObject({
        title: 'Prompt ditolak: Prompt Ditolak',
        link: `/app/product/${refused.id}`,
      })
      expect(rejection.body).toContain('Alasan: Contoh hasil tidak sesuai dengan prompt.')

      const before = mailsTo(testApp.dataDir, shop.owner.email).length
      await runOutbox()
      const mails = mailsTo(testApp.dataDir, shop.owner.email)
      expect(mails).toHaveLength(before + 2)
      expect(mails.some((mail) => mail.includes('Contoh hasil tidak sesuai dengan prompt'))).toBe(
        true,
      )
    })

    it('[SELLER] is told of a payout rejected with the reason and of one sent, once each, with the requester', async () => {
      // Sales past the hold period, so money is available to pay out.
      for (const _ of [1, 2, 3]) {
        await createPaidOrder(testApp.db, prompts[2] as FactoryPrompt, {
          at: new Date(Date.now() - 5 * DAY_MS),
        })
      }
      await releaseEarnings(testApp.db, testApp.app.events)
      const requester = await signIn(testApp, shopAdmin)
      await requester.post('/api/auth/organization/set-active', { organizationId: shop.id })

      const first = await requester.post('/api/v1/seller/payouts', { amount: 50_000 })
      expect(first.statusCode, first.body).toBe(201)
      const rejectedId = first.json().id as string
      const rejected = await admin.post(`/api/v1/admin/payouts/${rejectedId}/reject`, {
        reason: 'Nama pemilik rekening tidak sama dengan pemilik toko',
      })
      expect(rejected.statusCode, rejected.body).toBe(200)
      const refusal = await rowsOf(`payout_rejected:${rejectedId}`)
      expect(refusal.map((row) => row.userId).sort()).toEqual([shop.owner.id, shopAdmin.id].sort())
      expect(refusal[0]?.body).toContain(
        'Alasan: Nama pemilik rekening tidak sama dengan pemilik toko.',
      )

      const second = await requester.post('/api/v1/seller/payouts', { amount: 60_000 })
      expect(second.statusCode, second.body).toBe(201)
      const approvedId = second.json().id as string
      const approved = await admin.post(`/api/v1/admin/payouts/${approvedId}/approve`, {
        transferReference: 'TRF-NOTIF-01',
        confirmRecentBankChange: true,
      })
      expect(approved.statusCode, approved.body).toBe(200)
      expect((await rowsOf(`payout_approved:${approvedId}`)).length).toBe(2)

      const ownerBefore = mailsTo(testApp.dataDir, shop.owner.email).length
      const adminBefore = mailsTo(testApp.dataDir, shopAdmin.email).length
      await runOutbox()
      await runOutbox()
      const ownerMails = mailsTo(testApp.dataDir, shop.owner.email).slice(ownerBefore)
      expect(ownerMails).toHaveLength(2)
      expect(ownerMails.join('\n')).toContain(
        'Nama pemilik rekening tidak sama dengan pemilik toko',
      )
      expect(ownerMails.join('\n')).toContain('TRF-NOTIF-01')
      expect(mailsTo(testApp.dataDir, shopAdmin.email).slice(adminBefore)).toHaveLength(2)
      for (const mail of ownerMails) expect(mail).toMatch(WIB_TIME)
    })
  })
})

describe('notifications: a refund reaches the shop and the buyer', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(async () => {
    await expectLedgerConsistent(testApp.db)
    await testApp.close()
  })

  it('[SELLER][BUYER] a refunded order tells the shop’s owner and admins, and its buyer, once each', async () => {
    const shopAdmin = await createUser(testApp.db, { name: 'Admin Toko' })
    const shop = await createShop(testApp.db, { members: [{ user: shopAdmin, role: 'admin' }] })
    const prompt = await createPrompt(testApp.db, shop.id, {
      title: 'Naskah Podcast',
      price: 50_000,
    })
    const buyer = await createUser(testApp.db, { name: 'Budi Pembeli' })
    const order = await createPaidOrder(testApp.db, prompt, { buyer })
    const admin = await signIn(
      testApp,
      await createAdmin(testApp.db, testApp.env.adminOrganizationIds),
    )
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    const reason = { reason: 'Pembeli meminta pengembalian dana karena salah beli.' }
    const refunded = await admin.post(`/api/v1/admin/orders/${order.id}/refund`, reason)
    expect(refunded.statusCode, refunded.body).toBe(200)
    // A second request changes nothing and tells nobody again.
    await admin.post(`/api/v1/admin/orders/${order.id}/refund`, reason)

    const sellerSide = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `sale_reversed:${order.id}`))
    expect(sellerSide.map((row) => row.userId).sort()).toEqual([shop.owner.id, shopAdmin.id].sort())
    expect(sellerSide[0]?.title).toBe('Penjualan dibatalkan: Naskah Podcast')
    expect(sellerSide[0]?.body).toContain('Rp\u00a040.000')
    const buyerSide = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `order_reversed:${order.id}`))
    expect(buyerSide.map((row) => row.userId)).toEqual([buyer.id])
    expect(buyerSide[0]?.body).toContain('dikembalikan ke metode pembayaran Anda')

    await sendPendingEmails({
      mailOutbox: testApp.app.mailOutbox,
      log: testApp.app.log,
      publicUrl: testApp.env.publicUrl,
      secret: testApp.app.payments.secret,
    })
    expect(mailsTo(testApp.dataDir, buyer.email).join('\n')).toContain(
      'Akses ke prompt ini berakhir',
    )
    expect(mailsTo(testApp.dataDir, shop.owner.email)).toHaveLength(1)
  })
})
