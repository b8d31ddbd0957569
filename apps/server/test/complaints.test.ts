import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import {
  affiliates,
  auditLog,
  complaints,
  ledgerEntries,
  notifications,
  orders,
} from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { orderAccessToken } from '../src/lib/order-access-token.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import {
  GUARANTEE_REFUND_REASON,
  refundUnansweredGuarantees,
} from '../src/workflows/refund-unanswered-guarantees.ts'
import { expectAffiliateLedgerConsistent } from './helpers/affiliate-ledger.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { latestMail, mailsTo } from './helpers/mailbox.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const PROBLEM =
  'Prompt ini tidak menghasilkan format tabel seperti di contoh, sudah saya coba tiga kali.'

describe('complaints during the hold (issue 30)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let buyerUser: FactoryUser
  let buyer: Browser
  let owner: Browser
  let member: Browser
  let admin: Browser
  let adminUser: FactoryUser
  let affiliate: { id: string; userId: string }

  const complaintUrl = (orderId: string) => `/api/v1/orders/${orderId}/complaint`
  const shopComplaintUrl = (orderId: string) => `/api/v1/seller/orders/${orderId}/complaint`
  const orderRow = async (id: string) =>
    (await testApp.db.select().from(orders).where(eq(orders.id, id)))[0]
  /** A request holding only the receipt link's token, as a guest's browser sends it. */
  const asGuest = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        [ORDER_TOKEN_HEADER]: token,
        ...(method === 'POST' ? { origin: TEST_ORIGIN } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    })
  /** The complaint opened `hours` ago: the shop has had its time to answer. */
  const age = (complaintId: string, hours: number) =>
    testApp.db
      .update(complaints)
      .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(complaints.id, complaintId))
  /** The order's release day is over (its hold has run out while the test waited). */
  const pastReleaseDay = (orderId: string) =>
    testApp.db
      .update(orders)
      .set({ releaseAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(orders.id, orderId))
  const movements = async (orderId: string, kind: 'refund' | 'release') =>
    Number(
      (
        await testApp.db
          .select({ n: sql<number>`count(distinct ${ledgerEntries.movementId})` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, kind)))
      )[0]?.n ?? 0,
    )
  const buyerOrder = (overrides: { at?: Date; withAffiliate?: boolean } = {}) =>
    createPaidOrder(testApp.db, prompt, {
      buyer: buyerUser,
      ...(overrides.at ? { at: overrides.at } : {}),
      ...(overrides.withAffiliate ? { affiliate } : {}),
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Komplain', slug: 'toko-komplain' })
    prompt = await createPrompt(testApp.db, shop.id, { price: 100_000 })
    buyerUser = await createUser(testApp.db, { name: 'Sari Pembeli' })
    buyer = await signIn(testApp, buyerUser)
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
    member = await signInAsShopStaff(testApp, shop.id, 'member')
    adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    const affiliateUser = await createUser(testApp.db, { name: 'Andi Afiliasi' })
    const [row] = await testApp.db
      .insert(affiliates)
      .values(
        stampInsert(systemActor, { shopId: shop.id, userId: affiliateUser.id, code: 'KMPLN001' }),
      )
      .returning({ id: affiliates.id })
    affiliate = { id: row?.id ?? '', userId: affiliateUser.id }
  })
  afterEach(async () => {
    await expectAffiliateLedgerConsistent(testApp.db)
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('[BUYER] opens one complaint on a held order; the shop is told and its earnings stay held past the release day', async () => {
    const order = await buyerOrder()
    const listed = (await buyer.get('/api/v1/account/orders')).json().items
    const card = listed.find((item: { id: string }) => item.id === order.id)
    expect(card.complainUntil).toBe(order.releaseAt?.toISOString())
    expect(card.complaint).toBeNull()

    const short = await buyer.post(complaintUrl(order.id), { reason: 'not_working', body: 'rusak' })
    expect(short.statusCode).toBe(400)
    expect(JSON.stringify(short.json().fields)).toMatch(/minimal 20 karakter/)
    const opened = await buyer.post(complaintUrl(order.id), {
      reason: 'not_working',
      body: PROBLEM,
    })
    expect(opened.statusCode, opened.body).toBe(201)
    expect(opened.json()).toMatchObject({
      status: 'open',
      reason: 'not_working',
      messages: [{ kind: 'opened', side: 'buyer', body: PROBLEM }],
    })
    const again = await buyer.post(complaintUrl(order.id), { reason: 'other', body: PROBLEM })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Pesanan ini sudah punya komplain.')

    const told = await testApp.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.kind, 'complaint'))
    expect(told.map((row) => row.title)).toContain(`Komplain baru: ${order.promptTitle}`)
    expect(told.some((row) => row.userId === shop.owner.id)).toBe(true)

    // The release day passes: the job leaves it held.
    await pastReleaseDay(order.id)
    await releaseEarnings(testApp.db, testApp.app.events)
    expect((await orderRow(order.id))?.releasedAt).toBeNull()
    const balance = (await owner.get('/api/v1/seller/balance')).json()
    expect(balance.held).toBeGreaterThanOrEqual(order.sellerNet ?? 0)

    const seen = (await owner.get('/api/v1/seller/orders?complaint=active')).json().items
    expect(seen.map((item: { id: string }) => item.id)).toContain(order.id)
    expect(seen[0].complaint.status).toBe('open')

    // Withdrawn: the earnings are no longer held by it, and the next run releases them.
    const withdrawn = await buyer.post(`${complaintUrl(order.id)}/withdraw`)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().status).toBe('withdrawn')
    await releaseEarnings(testApp.db, testApp.app.events)
    expect((await orderRow(order.id))?.releasedAt).not.toBeNull()
  })

  it('[BUYER] cannot complain after the hold, about a free prompt, or about an order that is not theirs', async () => {
    const released = await buyerOrder({ at: new Date(Date.now() - 5 * DAY_MS) })
    await releaseEarnings(testApp.db, testApp.app.events)
    const late = await buyer.post(complaintUrl(released.id), { reason: 'other', body: PROBLEM })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toMatch(/Masa tahan dana pesanan ini sudah berakhir/)
    // Past its release day but not released yet (the job has not run): the promise was the day.
    const due = await buyerOrder({ at: new Date(Date.now() - 4 * DAY_MS) })
    const listed = (await buyer.get('/api/v1/account/orders?limit=50')).json().items
    expect(listed.find((item: { id: string }) => item.id === due.id).complainUntil).toBeNull()
    expect(
      (await buyer.post(complaintUrl(due.id), { reason: 'other', body: PROBLEM })).statusCode,
    ).toBe(409)

    const freePrompt = await createPrompt(testApp.db, shop.id, { price: 0 })
    const free = await createPaidOrder(testApp.db, freePrompt, { buyer: buyerUser })
    const refused = await buyer.post(complaintUrl(free.id), { reason: 'other', body: PROBLEM })
    expect(refused.statusCode).toBe(409)

    const someoneElses = await createPaidOrder(testApp.db, prompt)
    const stranger = await buyer.post(complaintUrl(someoneElses.id), {
      reason: 'other',
      body: PROBLEM,
    })
    expect(stranger.statusCode).toBe(404)
    const anonymous = browser(testApp.app)
    expect(
      (await anonymous.post(complaintUrl(someoneElses.id), { reason: 'other', body: PROBLEM }))
        .statusCode,
    ).toBe(404)
    const wrongToken = await asGuest('POST', complaintUrl(someoneElses.id), 'x'.repeat(43), {
      reason: 'other',
      body: PROBLEM,
    })
    expect(wrongToken.statusCode).toBe(404)
  })

  it('[GUEST] complains through the receipt link, reads the shop’s answer there and by email; nobody else reads it', async () => {
    const order = await createPaidOrder(testApp.db, prompt)
    const token = orderAccessToken(testApp.app.payments.secret, order.id)
    const opened = await asGuest('POST', complaintUrl(order.id), token, {
      reason: 'not_as_described',
      body: PROBLEM,
    })
    expect(opened.statusCode, opened.body).toBe(201)

    const answered = await member.post(`${shopComplaintUrl(order.id)}/messages`, {
      body: 'Mohon maaf, coba pakai model GPT-4o dan isi variabel [FORMAT] dengan "tabel".',
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const read = (await asGuest('GET', complaintUrl(order.id), token)).json()
    expect(read.messages.map((m: { side: string }) => m.side)).toEqual(['buyer', 'shop'])

    // The guest has no bell: the answer reaches their inbox, with the receipt link.
    let mail: string | undefined
    for (let waited = 0; waited < 10_000 && !mail?.includes('Pesan baru'); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      mail = latestMail(testApp.dataDir, order.buyerEmail)
    }
    expect(mail, `mails of ${order.buyerEmail}: ${mail ?? 'none'}`).toMatch(
      new RegExp(`Pesan baru di komplain ${order.number}`),
    )
    expect(mail).toContain(`/payment/${order.id}?token=${token}`)
    // A second answer soon after is in the conversation, not in another mail (once a window).
    const again = await member.post(`${shopComplaintUrl(order.id)}/messages`, {
      body: 'Sudah dicoba? Kabari kami ya.',
    })
    expect(again.statusCode, again.body).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const notices = mailsTo(testApp.dataDir, order.buyerEmail).filter((text) =>
      text.includes('Pesan baru di komplain'),
    )
    expect(notices).toHaveLength(1)

    expect((await buyer.get(complaintUrl(order.id))).statusCode).toBe(404)
    const otherShop = await createShop(testApp.db, { name: 'Toko Lain Sekali' })
    const otherOwner = await signIn(testApp, otherShop.owner)
    await otherOwner.post('/api/auth/organization/set-active', { organizationId: otherShop.id })
    expect((await otherOwner.get(shopComplaintUrl(order.id))).statusCode).toBe(404)
    expect(
      (
        await otherOwner.post(`${shopComplaintUrl(order.id)}/refund`, {
          reason: 'Coba refund orang.',
        })
      ).statusCode,
    ).toBe(404)
    expect((await buyer.get('/api/v1/admin/complaints')).statusCode).toBe(403)
  })

  it('[SELLER] a member answers but cannot refund; the owner refunds: sale, platform and affiliate fee reversed once, access ends', async () => {
    // A prompt the buyer has no other order of, so its access ends with this one.
    const only = await createPrompt(testApp.db, shop.id, { price: 150_000 })
    const order = await createPaidOrder(testApp.db, only, { buyer: buyerUser, affiliate })
    expect(order.affiliateFee).toBeGreaterThan(0)
    await buyer.post(complaintUrl(order.id), { reason: 'not_working', body: PROBLEM })
    const purchase = `/api/v1/account/purchases/${order.promptId}`
    expect((await buyer.get(purchase)).statusCode).toBe(200)

    const refusedMember = await member.post(`${shopComplaintUrl(order.id)}/refund`, {
      reason: 'Kami kembalikan dananya.',
    })
    expect(refusedMember.statusCode).toBe(403)
    const refunded = await owner.post(`${shopComplaintUrl(order.id)}/refund`, {
      reason: 'Kami kembalikan dananya, mohon maaf atas kendalanya.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      resolvedBy: 'shop',
      resolution: 'Kami kembalikan dananya, mohon maaf atas kendalanya.',
    })
    expect((await orderRow(order.id))?.status).toBe('refunded')
    expect(await movements(order.id, 'refund')).toBe(1)
    // Every account the sale touched is back to zero: shop, platform, affiliate.
    const left = await testApp.db
      .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id))
      .groupBy(ledgerEntries.account)
    for (const row of left) {
      if (!row.account.startsWith('gateway'))
        expect([row.account, Number(row.sum)]).toEqual([row.account, 0])
    }
    expect((await buyer.get(purchase)).statusCode).toBeGreaterThanOrEqual(400)
    // Staff are told: the money itself goes back through the gateway's dashboard.
    const staffTold = await testApp.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, adminUser.id),
          eq(notifications.dedupeKey, `complaint:${refunded.json().id}:refunded`),
        ),
      )
    expect(staffTold[0]?.body).toMatch(/lewat dasbor gateway pembayaran/)
    const twice = await owner.post(`${shopComplaintUrl(order.id)}/refund`, {
      reason: 'Kami kembalikan dananya lagi.',
    })
    expect(twice.statusCode).toBe(409)
    const afterwards = await buyer.post(`${complaintUrl(order.id)}/messages`, {
      body: 'Terima kasih!',
    })
    expect(afterwards.statusCode).toBe(409)
  })

  it('[SELLER] [ADMIN] the shop’s refund and an admin’s decision racing each other refund once', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await buyerOrder({ withAffiliate: true })
      const opened = await buyer.post(complaintUrl(order.id), {
        reason: 'duplicate',
        body: PROBLEM,
      })
      const complaintId = opened.json().id
      await age(complaintId, 49)
      const escalated = await owner.post(`${shopComplaintUrl(order.id)}/escalate`)
      expect(escalated.statusCode, escalated.body).toBe(200)
      const answers = await Promise.all([
        owner.post(`${shopComplaintUrl(order.id)}/refund`, {
          reason: 'Pembelian ganda, kami refund.',
        }),
        admin.post(`/api/v1/admin/complaints/${complaintId}/decision`, {
          decision: 'refund',
          reason: 'Pembeli membayar dua kali untuk prompt yang sama.',
        }),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
      expect(await movements(order.id, 'refund')).toBe(1)
      expect((await orderRow(order.id))?.status).toBe('refunded')
    }
  })

  it('[BUYER] [ADMIN] escalation waits 48 hours; the admin’s queue counts it; releasing it lets the earnings go, audited', async () => {
    const order = await buyerOrder()
    const opened = (
      await buyer.post(complaintUrl(order.id), { reason: 'other', body: PROBLEM })
    ).json()
    const early = await buyer.post(`${complaintUrl(order.id)}/escalate`)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toMatch(/dapat diteruskan ke admin mulai .* WIB/)

    await age(opened.id, 48.5)
    const escalated = await buyer.post(`${complaintUrl(order.id)}/escalate`)
    expect(escalated.json()).toMatchObject({ status: 'escalated', escalatedBy: 'buyer' })
    const access = (await admin.get('/api/v1/admin/access')).json()
    expect(access.waiting.complaints).toBeGreaterThanOrEqual(1)
    const queue = (await admin.get('/api/v1/admin/complaints')).json().items
    expect(queue.map((row: { id: string }) => row.id)).toContain(opened.id)

    const shortReason = await admin.post(`/api/v1/admin/complaints/${opened.id}/decision`, {
      decision: 'release',
      reason: 'tidak',
    })
    expect(shortReason.statusCode).toBe(400)
    const released = await admin.post(`/api/v1/admin/complaints/${opened.id}/decision`, {
      decision: 'release',
      reason: 'Prompt bekerja sesuai deskripsi saat kami uji dengan model yang disebut.',
    })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().complaint).toMatchObject({ status: 'released', resolvedBy: 'admin' })
    expect(released.json().complaint.messages.at(-1)).toMatchObject({
      kind: 'released',
      side: 'admin',
    })
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, opened.id), eq(auditLog.action, 'complaint.release')))
    expect(audit?.reason).toMatch(/sesuai deskripsi/)
    await pastReleaseDay(order.id)
    await releaseEarnings(testApp.db, testApp.app.events)
    expect((await orderRow(order.id))?.releasedAt).not.toBeNull()
    expect(await movements(order.id, 'refund')).toBe(0)
  })

  it('[ADMIN] a refund from the order page ends an open complaint too', async () => {
    const order = await buyerOrder()
    await buyer.post(complaintUrl(order.id), { reason: 'not_working', body: PROBLEM })
    const refunded = await admin.post(`/api/v1/admin/orders/${order.id}/refund`, {
      reason: 'Pembeli menghubungi dukungan PasarPrompt langsung.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const complaint = (await buyer.get(complaintUrl(order.id))).json()
    expect(complaint.status).toBe('refunded')
    expect(complaint.messages.at(-1).kind).toBe('refunded')
  })

  it('[BUYER] [ADMIN] a buyer has at most three active complaints, and one whose complaints keep ending refunded is flagged', async () => {
    const serial = await createUser(testApp.db, { name: 'Rudi Sering' })
    const client = await signIn(testApp, serial)
    const own = await Promise.all(
      [0, 1, 2, 3].map(() => createPaidOrder(testApp.db, prompt, { buyer: serial })),
    )
    const answers = await Promise.all(
      own.map((order) => client.post(complaintUrl(order.id), { reason: 'other', body: PROBLEM })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409])
    const rejected = answers.find((answer) => answer.statusCode === 409)
    expect(rejected?.json().message).toMatch(/3 komplain yang belum selesai/)

    const active = await testApp.db
      .select({ id: complaints.id, orderId: complaints.orderId })
      .from(complaints)
      .where(eq(complaints.buyerEmail, serial.email))
    for (const complaint of active) {
      const decided = await admin.post(`/api/v1/admin/complaints/${complaint.id}/decision`, {
        decision: 'refund',
        reason: 'Prompt tidak bekerja dengan model yang disebut.',
      })
      expect(decided.statusCode, decided.body).toBe(200)
    }
    const fourth = own.find((order) => !active.some((row) => row.orderId === order.id))
    const opened = await client.post(complaintUrl(fourth?.id ?? ''), {
      reason: 'other',
      body: PROBLEM,
    })
    expect(opened.statusCode, opened.body).toBe(201)
    const detail = (await admin.get(`/api/v1/admin/complaints/${opened.json().id}`)).json()
    expect(detail.buyer).toMatchObject({ complaints: 4, refundedComplaints: 3, flagged: true })
    const row = (await admin.get('/api/v1/admin/complaints'))
      .json()
      .items.find((item: { id: string }) => item.id === opened.json().id)
    expect(row).toMatchObject({ buyerFlagged: true, buyerRefundedComplaints: 3 })
    const [{ n } = { n: 0 }] = await testApp.db
      .select({ n: count() })
      .from(complaints)
      .where(eq(complaints.buyerEmail, serial.email))
    expect(n).toBe(4)
  })
})

describe('Garansi: a guaranteed prompt’s unanswered complaint is refunded on its own (issue 30)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let guaranteed: FactoryPrompt
  let buyerUser: FactoryUser
  let buyer: Browser
  let owner: Browser

  const complaintUrl = (orderId: string) => `/api/v1/orders/${orderId}/complaint`
  const age = (complaintId: string, hours: number) =>
    testApp.db
      .update(complaints)
      .set({ createdAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(complaints.id, complaintId))
  const orderRow = async (id: string) =>
    (await testApp.db.select().from(orders).where(eq(orders.id, id)))[0]
  const refunds = async (orderId: string) =>
    Number(
      (
        await testApp.db
          .select({ n: sql<number>`count(distinct ${ledgerEntries.movementId})` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'refund')))
      )[0]?.n ?? 0,
    )
  /** A paid order of the guaranteed prompt, its complaint opened `hours` ago. */
  async function complained(reason: string, hours: number) {
    const order = await createPaidOrder(testApp.db, guaranteed, { buyer: buyerUser })
    const opened = await buyer.post(complaintUrl(order.id), { reason, body: PROBLEM })
    expect(opened.statusCode, opened.body).toBe(201)
    await age(opened.json().id, hours)
    return { order, complaintId: opened.json().id as string }
  }
  const runJob = () => refundUnansweredGuarantees(testApp.app.payments)

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Bergaransi', slug: 'toko-bergaransi' })
    guaranteed = await createPrompt(testApp.db, shop.id, { price: 80_000, guaranteeDays: 7 })
    buyerUser = await createUser(testApp.db, { name: 'Dewi Pembeli' })
    buyer = await signIn(testApp, buyerUser)
    owner = await signIn(testApp, shop.owner)
    await owner.post('/api/auth/organization/set-active', { organizationId: shop.id })
  })
  afterEach(async () => {
    await expectAffiliateLedgerConsistent(testApp.db)
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('[SELLER] declares a Garansi on a paid prompt, never on a free one; buyers read it on the page', async () => {
    const base = {
      title: 'Caption Bergaransi untuk UMKM',
      descriptionHtml: '<p>Caption yang pasti jalan.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'bisnis',
      promptText: 'Tulis caption untuk [PRODUK].',
    }
    const free = await owner.post('/api/v1/seller/products', {
      ...base,
      price: 0,
      guaranteeDays: 7,
    })
    expect(free.statusCode).toBe(400)
    expect(free.json().fields).toContainEqual(
      expect.objectContaining({ message: 'Garansi hanya untuk prompt berbayar.' }),
    )
    const tooLong = await owner.post('/api/v1/seller/products', {
      ...base,
      price: 30_000,
      guaranteeDays: 31,
    })
    expect(tooLong.statusCode).toBe(400)
    const created = await owner.post('/api/v1/seller/products', {
      ...base,
      price: 30_000,
      guaranteeDays: 7,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().guaranteeDays).toBe(7)

    const page = (await browser(testApp.app).get(`/api/v1/products/${guaranteed.slug}`)).json()
    expect(page.guaranteeDays).toBe(7)
  })

  it('[BUYER] a checkout of a guaranteed prompt keeps the money held for the whole Garansi', async () => {
    const checkout = await buyer.post('/api/v1/orders', {
      productId: guaranteed.id,
      name: 'Dewi Pembeli',
      email: buyerUser.email,
      phone: '081234567890',
    })
    expect(checkout.statusCode, checkout.body).toBe(201)
    const row = await orderRow(checkout.json().order.id)
    expect(row).toMatchObject({ guaranteeDays: 7, holdDays: 7 })
  })

  it('[GUARANTEE] an unanswered ‘tidak berfungsi’ complaint is refunded after 48 hours, once; both sides read why', async () => {
    const { order, complaintId } = await complained('not_working', 47)
    const early = (await buyer.get(complaintUrl(order.id))).json()
    expect(early).toMatchObject({ guaranteed: true, autoRefundAt: expect.any(String) })
    expect(await runJob()).toBe(0)

    await age(complaintId, 49)
    expect(await runJob()).toBe(1)
    expect(await runJob()).toBe(0)
    expect((await orderRow(order.id))?.status).toBe('refunded')
    expect(await refunds(order.id)).toBe(1)
    const after = (await buyer.get(complaintUrl(order.id))).json()
    expect(after).toMatchObject({
      status: 'refunded',
      resolvedBy: 'system',
      resolution: GUARANTEE_REFUND_REASON,
      autoRefundAt: null,
    })
    const told = await testApp.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `complaint:${complaintId}:refunded`))
    expect(told.map((row) => row.userId).sort()).toEqual([buyerUser.id, shop.owner.id].sort())
  })

  it('[GUARANTEE] a shop that only passes it to an admin has not answered: the Garansi still refunds', async () => {
    const { order } = await complained('not_working', 49)
    const escalated = await owner.post(`/api/v1/seller/orders/${order.id}/complaint/escalate`)
    expect(escalated.statusCode, escalated.body).toBe(200)
    expect(escalated.json().autoRefundAt).toEqual(expect.any(String))
    expect(await runJob()).toBe(1)
    expect((await orderRow(order.id))?.status).toBe('refunded')
  })

  it('[GUARANTEE] a complaint the shop answered, or about something else, waits for people', async () => {
    const answered = await complained('not_working', 49)
    const reply = await owner.post(
      `/api/v1/seller/orders/${answered.order.id}/complaint/messages`,
      {
        body: 'Kami cek dulu, mohon kirim contoh hasilnya.',
      },
    )
    expect(reply.statusCode, reply.body).toBe(200)
    expect(reply.json().autoRefundAt).toBeNull()
    const otherReason = await complained('not_as_described', 49)
    expect(await runJob()).toBe(0)
    expect((await orderRow(answered.order.id))?.status).toBe('paid')
    expect((await orderRow(otherReason.order.id))?.status).toBe('paid')
    const view = (await buyer.get(complaintUrl(otherReason.order.id))).json()
    expect(view).toMatchObject({ guaranteed: false, autoRefundAt: null })
  })
})
