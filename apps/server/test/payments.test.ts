import { DAY_MS, HOUR_MS } from '@pasarprompt/contracts/durations'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { queryRows } from '../src/db/client.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import {
  ledgerEntries,
  members,
  orders,
  paymentLogs,
  promptSecrets,
  prompts,
  shops,
  simulatorTransactions,
  users,
} from '../src/db/schema.ts'
import type { LiveEvent } from '../src/infra/events/event-bus.ts'
import { findLeakMarks, stripLeakMarks } from '../src/modules/leaks/leak-mark.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { expireOrders } from '../src/modules/orders/expire-orders.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser, signUp } from './helpers/http-client.ts'
import { latestMail, linkFromMail } from './helpers/mailbox.ts'
import { expectLedgerConsistent, notification, postNotification } from './helpers/payments.ts'
import { signIn } from './helpers/sign-in.ts'

const guest = (email: string) => ({ name: 'Sari Tamu', email, phone: '081234567890' })
/** The prompts these journeys buy: [slug, title, price, status], of two shops. */
const catalogue = {
  nusantara: [
    ['caption-instagram-umkm-kuliner', 'Caption Instagram UMKM Kuliner', 25_000, 'published'],
    ['deskripsi-produk-marketplace', 'Deskripsi Produk Marketplace', 35_000, 'published'],
    ['balasan-ulasan-pelanggan', 'Balasan Ulasan Pelanggan', 0, 'published'],
    ['rencana-konten-tiktok-30-hari', 'Rencana Konten TikTok 30 Hari', 49_000, 'published'],
    ['artikel-blog-seo-bahasa-indonesia', 'Artikel Blog SEO', 75_000, 'published'],
    ['email-penawaran-b2b', 'Email Penawaran B2B', 30_000, 'draft'],
  ],
  studio: [
    ['ilustrasi-batik-modern', 'Ilustrasi Batik Modern', 45_000, 'published'],
    ['foto-produk-kopi-flatlay', 'Foto Produk Kopi Flatlay', 20_000, 'published'],
    ['karakter-maskot-umkm', 'Karakter Maskot UMKM', 60_000, 'published'],
  ],
} as const

describe('checkout, payments and the ledger', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const promptBySlug = async (slug: string) => {
    const [row] = await testApp.db
      .select({
        id: prompts.id,
        price: prompts.price,
        shopId: prompts.shopId,
        sales: prompts.sales,
      })
      .from(prompts)
      .where(eq(prompts.slug, slug))
    if (!row) throw new Error(slug)
    return row
  }
  const secretOf = async (promptId: string) => {
    const [row] = await testApp.db
      .select({ text: promptSecrets.promptText })
      .from(promptSecrets)
      .where(eq(promptSecrets.promptId, promptId))
    return row?.text as string
  }
  const shopBalance = async (shopId: string) => {
    const [row] = await testApp.db
      .select({ available: shops.balance, held: shops.heldBalance })
      .from(shops)
      .where(eq(shops.id, shopId))
    return row
  }
  const orderRow = async (id: string) => {
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, id))
    if (!row) throw new Error(id)
    return row
  }
  let seller: FactoryUser
  let secondSeller: FactoryUser
  let buyerUser: FactoryUser
  const signedIn = (user: FactoryUser) => signIn(testApp, user)
  /** A guest checkout that the simulator has created a transaction for. */
  const checkout = async (
    slug: string,
    email = `tamu-${Math.random().toString(36).slice(2)}@contoh.id`,
    client: Browser = browser(testApp.app),
  ) => {
    const prompt = await promptBySlug(slug)
    const response = await client.post('/api/v1/orders', { productId: prompt.id, ...guest(email) })
    expect(response.statusCode, response.body).toBe(201)
    return {
      prompt,
      email,
      client,
      ...(response.json() as {
        order: { id: string; number: string; status: string; expiresAt: string; payBefore: string }
        payment: { gatewayOrderId: string; token: string; redirectUrl: string }
        accessToken: string
      }),
    }
  }
  /**
   * The gateway settles (in the simulator's book, as a payment made on Midtrans' page would),
   * then its notification arrives. The webhook confirms it with the gateway's status API.
   */
  const settle = async (
    gatewayOrderId: string,
    price: number,
    extra: Partial<Parameters<typeof notification>[0]> = {},
  ) => {
    await testApp.db
      .update(simulatorTransactions)
      .set({ status: 'settlement', paymentType: extra.paymentType ?? 'qris' })
      .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))
    return postNotification(
      testApp.app,
      notification({
        gatewayOrderId,
        status: 'settlement',
        grossAmount: price,
        serverKey: SIMULATOR_SERVER_KEY,
        ...extra,
      }),
    )
  }
  /** Midtrans' refund API on the simulator, which then notifies the webhook. */
  const refundAtGateway = (gatewayOrderId: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/simulator/midtrans/v2/${gatewayOrderId}/refund`,
      headers: {
        authorization: `Basic ${Buffer.from(`${SIMULATOR_SERVER_KEY}:`).toString('base64')}`,
      },
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
    const nusantara = await createShop(testApp.db, { slug: 'prompt-nusantara' })
    const studio = await createShop(testApp.db, { slug: 'studio-visual-ai' })
    for (const [shop, prompts] of [
      [nusantara, catalogue.nusantara],
      [studio, catalogue.studio],
    ] as const) {
      for (const [slug, title, price, status] of prompts) {
        await createPrompt(testApp.db, shop.id, { slug, title, price, status })
      }
    }
    seller = nusantara.owner
    secondSeller = studio.owner
    buyerUser = await createUser(testApp.db, { name: 'Budi Pembeli' })
  })
  afterEach(async () => {
    await expectLedgerConsistent(testApp.db)
  })
  afterAll(() => testApp.close())

  it('[GUEST] checks out: a pending order with a numbered gateway transaction, snapshotted rates and a 24 h expiry', async () => {
    const { order, payment, accessToken, prompt } = await checkout('ilustrasi-batik-modern')
    expect(order.status).toBe('pending')
    expect(order.number).toMatch(/^PP-\d{8}-[0-9A-Z]{6}$/)
    expect(payment.gatewayOrderId).toBe(`${order.number}-1`)
    expect(payment.redirectUrl).toBe(
      `${testApp.env.publicUrl}/payment/${order.id}?token=${accessToken}`,
    )
    const row = await orderRow(order.id)
    expect(row).toMatchObject({
      price: prompt.price,
      commissionBp: 2000,
      affiliateBp: 0,
      holdDays: 3,
      buyerUserId: null,
    })
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - DAY_MS)).toBeLessThan(1_000)
  })

  it('[GUEST] is given one deadline: the gateway stops taking payment 23 h after the order, an hour before the order expires', async () => {
    const { order, payment, client } = await checkout('ilustrasi-batik-modern')
    const row = await orderRow(order.id)
    const deadline = new Date(order.payBefore).getTime()
    expect(Math.abs(deadline - row.createdAt.getTime() - 23 * HOUR_MS)).toBeLessThan(1_000)
    expect(Math.abs(new Date(order.expiresAt).getTime() - deadline - HOUR_MS)).toBeLessThan(1_000)
    const gateway = await client.get(`/api/simulator/midtrans/snap/${payment.token}`)
    expect(gateway.json().expiresAt).toBe(order.payBefore)
  })

  it('[GUEST] pays on the simulator: paid once, seller share held, platform fee, gateway fee, counters, receipt email', async () => {
    const { order, payment, accessToken, prompt, email, client } =
      await checkout('ilustrasi-batik-modern')
    const before = await shopBalance(prompt.shopId)

    const page = await client.get(`/api/simulator/midtrans/snap/${payment.token}`)
    expect(page.json()).toMatchObject({ grossAmount: 45_000, status: 'pending' })
    expect(page.json().methods.map((m: { label: string }) => m.label)).toContain('QRIS')
    const paid = await client.post(`/api/simulator/midtrans/snap/${payment.token}/pay`, {
      method: 'qris',
    })
    expect(paid.json()).toEqual({ status: 'settlement', webhookStatus: 200 })

    const row = await orderRow(order.id)
    expect(row).toMatchObject({
      status: 'paid',
      paymentMethod: 'qris',
      // 80 % of Rp 45.000 less PPh 22 of 0,5 % (the shop has no statement, decision 0044).
      sellerNet: 35_775,
      platformFee: 9_000,
      affiliateFee: 0,
      pph22Withheld: 225,
      gatewayFee: 315,
    })
    expect(row.releaseAt?.getTime()).toBe((row.paidAt as Date).getTime() + 3 * DAY_MS)
    expect(await shopBalance(prompt.shopId)).toEqual({
      available: before?.available,
      held: (before?.held ?? 0) + 35_775,
    })
    expect((await promptBySlug('ilustrasi-batik-modern')).sales).toBe(prompt.sales + 1)

    const entries = await testApp.db
      .select({
        kind: ledgerEntries.kind,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id))
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'sale', account: 'gateway', amount: -45_000 },
        { kind: 'sale', account: `shop:${prompt.shopId}:held`, amount: 35_775 },
        { kind: 'sale', account: 'platform', amount: 9_000 },
        { kind: 'sale', account: 'tax_pph22', amount: 225 },
        { kind: 'gateway_fee', account: 'gateway', amount: 315 },
        { kind: 'gateway_fee', account: 'gateway_fees', amount: -315 },
      ]),
    )
    expect(entries).toHaveLength(6)

    // The receipt, written after the commit.
    await expect.poll(() => latestMail(testApp.dataDir, email)).toContain('Bukti pembayaran')
    const link = linkFromMail(testApp.dataDir, email, `/payment/${order.id}`)
    expect(link).toBe(`${testApp.env.publicUrl}/payment/${order.id}?token=${accessToken}`)
    expect(latestMail(testApp.dataDir, email)).toContain(
      `/sign-up?email=${encodeURIComponent(email)}`,
    )

    // The link reads that one order, and its prompt.
    const anonymous = browser(testApp.app)
    const view = await anonymous.request('GET', `/api/v1/orders/${order.id}`)
    expect(view.statusCode).toBe(404)
    const withToken = await testApp.app.inject({
      url: `/api/v1/orders/${order.id}`,
      headers: { 'x-order-token': accessToken },
    })
    expect(withToken.json()).toMatchObject({ status: 'paid', guest: true, payment: null })
    const bought = await testApp.app.inject({
      url: `/api/v1/account/purchases/${prompt.id}?orderId=${order.id}`,
      headers: { 'x-order-token': accessToken },
    })
    expect(bought.statusCode).toBe(200)
    expect(bought.headers['cache-control']).toBe('private, no-store')
    // The guest's receipt link serves the text with its order's invisible mark (issue 32).
    expect(stripLeakMarks(bought.json().promptText)).toBe(await secretOf(prompt.id))
    expect(findLeakMarks(bought.json().promptText).map(({ mark }) => mark)).toEqual([
      (await orderRow(order.id)).leakMark,
    ])
  })

  it('[GATEWAY] the same settlement 50 times at once, and a second settlement of another transaction, credit once', async () => {
    const { order, payment, prompt } = await checkout('karakter-maskot-umkm')
    // Paid on the gateway's page; its notification then arrives 50 times at once.
    await testApp.db
      .update(simulatorTransactions)
      .set({ status: 'settlement' })
      .where(eq(simulatorTransactions.gatewayOrderId, payment.gatewayOrderId))
    const body = notification({
      gatewayOrderId: payment.gatewayOrderId,
      status: 'settlement',
      grossAmount: prompt.price,
      serverKey: SIMULATOR_SERVER_KEY,
      transactionId: 'trx-a',
    })
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postNotification(testApp.app, body)),
    )
    expect(responses.every((r) => r.statusCode === 200)).toBe(true)
    const results = responses.map((r) => r.json().result)
    expect(results.filter((r) => r === 'paid')).toHaveLength(1)
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(49)

    const again = await settle(payment.gatewayOrderId, prompt.price, { transactionId: 'trx-b' })
    // The gateway's status names the first transaction: nothing more is credited.
    expect(again.json()).toEqual({ result: 'duplicate' })

    const sales = await testApp.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'sale')))
    // The gateway, the shop's held share, the platform's fee and the PPh 22 withheld.
    expect(sales).toHaveLength(4)
    const logs = await testApp.db
      .select({ result: paymentLogs.result })
      .from(paymentLogs)
      .where(eq(paymentLogs.orderId, order.id))
    expect(logs).toHaveLength(51)
    expect((await promptBySlug('karakter-maskot-umkm')).sales).toBe(prompt.sales + 1)
  })

  it('[GATEWAY] a forged signature, a wrong amount and an unknown order are refused, logged, and credit nothing', async () => {
    const { order, payment, prompt } = await checkout('foto-produk-kopi-flatlay')
    const forged = notification({
      gatewayOrderId: payment.gatewayOrderId,
      status: 'settlement',
      grossAmount: prompt.price,
      serverKey: 'bukan-kunci-server',
    })
    const forgedResponse = await postNotification(testApp.app, forged)
    expect(forgedResponse.statusCode).toBe(401)
    expect(forgedResponse.json().message).toBe('Tanda tangan notifikasi tidak valid.')

    const cheap = await settle(payment.gatewayOrderId, 1_000)
    expect(cheap.statusCode).toBe(400)
    expect(cheap.json().message).toBe('Jumlah pembayaran tidak sesuai dengan pesanan.')

    const unknown = await settle('PP-20261122-ZZZZZZ-1', prompt.price)
    expect(unknown.statusCode).toBe(404)

    const garbage = await postNotification(testApp.app, '{"order_id":')
    expect(garbage.statusCode).toBe(400)

    expect((await orderRow(order.id)).status).toBe('pending')
    const logs = await queryRows<{ result: string; signature_valid: boolean }>(
      testApp.db,
      sql`select result, signature_valid from payment_logs where gateway_order_id in (${payment.gatewayOrderId}, 'PP-20261122-ZZZZZZ-1') or result = 'malformed' order by created_at`,
    )
    expect(logs).toEqual([
      { result: 'invalid_signature', signature_valid: false },
      { result: 'amount_mismatch', signature_valid: true },
      { result: 'unknown_order', signature_valid: true },
      { result: 'malformed', signature_valid: false },
    ])
    const credited = await testApp.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id))
    expect(credited).toEqual([])
  })

  it('[GATEWAY] a settlement after our own expiry still pays the order', async () => {
    const { order, payment, prompt } = await checkout('caption-instagram-umkm-kuliner')
    expect(
      await expireOrders(testApp.db, testApp.app.events, new Date(Date.now() + DAY_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.id)).status).toBe('expired')
    expect((await settle(payment.gatewayOrderId, prompt.price)).json()).toEqual({ result: 'paid' })
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  it('[GATEWAY] an expire after the settlement leaves the order paid (the status is re-checked with the gateway)', async () => {
    const { order, payment, prompt, client } = await checkout('rencana-konten-tiktok-30-hari')
    await client.post(`/api/simulator/midtrans/snap/${payment.token}/pay`, { method: 'bca_va' })
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'bca_va',
      gatewayFee: 4_000,
    })
    const late = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId: payment.gatewayOrderId,
        status: 'expire',
        statusCode: '407',
        grossAmount: prompt.price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(late.json()).toEqual({ result: 'duplicate' })
    expect((await orderRow(order.id)).status).toBe('paid')
    const [log] = await testApp.db
      .select({ detail: paymentLogs.detail })
      .from(paymentLogs)
      .where(and(eq(paymentLogs.orderId, order.id), eq(paymentLogs.transactionStatus, 'expire')))
    expect(log?.detail).toBe('Status dicek ulang ke gateway: settlement.')
  })

  it('[GATEWAY] a denied payment fails the order; "Biarkan kedaluwarsa" expires it', async () => {
    const failed = await checkout('deskripsi-produk-marketplace')
    await failed.client.post(`/api/simulator/midtrans/snap/${failed.payment.token}/fail`, {})
    expect((await orderRow(failed.order.id)).status).toBe('failed')
    const expired = await checkout('deskripsi-produk-marketplace')
    await expired.client.post(`/api/simulator/midtrans/snap/${expired.payment.token}/expire`, {})
    expect((await orderRow(expired.order.id)).status).toBe('expired')
    // Finished transactions take no more choices.
    const twice = await expired.client.post(
      `/api/simulator/midtrans/snap/${expired.payment.token}/pay`,
      { method: 'qris' },
    )
    expect(twice.statusCode).toBe(409)
  })

  it("[GATEWAY] a refund reverses the sale wherever its money is now and ends the buyer's access", async () => {
    const { order, payment, prompt, accessToken } = await checkout(
      'artikel-blog-seo-bahasa-indonesia',
    )
    await settle(payment.gatewayOrderId, prompt.price, { paymentType: 'gopay' })
    // The hold period passes: the seller's share (80 % of Rp 75.000) becomes available.
    expect(
      await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 4 * DAY_MS)),
    ).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.id)).releasedAt).not.toBeNull()
    const released = await shopBalance(prompt.shopId)

    // A signed refund body before the gateway refunded is not believed (the status API says
    // settlement): Midtrans' signature does not cover the status.
    const forged = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId: payment.gatewayOrderId,
        status: 'refund',
        grossAmount: prompt.price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(forged.json()).toEqual({ result: 'duplicate' })
    expect((await orderRow(order.id)).status).toBe('paid')

    const refund = await refundAtGateway(payment.gatewayOrderId)
    expect(refund.json()).toMatchObject({ transaction_status: 'refund' })
    expect(await shopBalance(prompt.shopId)).toEqual({
      // 80 % of Rp 75.000 less PPh 22 of Rp 375: the PPh 22 goes back to the buyer too.
      available: (released?.available ?? 0) - 59_625,
      held: released?.held,
    })
    expect((await orderRow(order.id)).status).toBe('refunded')
    expect((await promptBySlug('artikel-blog-seo-bahasa-indonesia')).sales).toBe(prompt.sales)
    const bought = await testApp.app.inject({
      url: `/api/v1/account/purchases/${prompt.id}?orderId=${order.id}`,
      headers: { 'x-order-token': accessToken },
    })
    expect(bought.statusCode).toBe(403)
    // The platform keeps the gateway's fee as its expense; the gateway owes it back.
    const [gateway] = await queryRows<{ total: string }>(
      testApp.db,
      sql`select sum(amount)::text as total from ledger_entries where order_id = ${order.id} and account = 'gateway'`,
    )
    expect(Number(gateway?.total)).toBe(1_500)

    // A second refund notification changes nothing; a late settlement does not re-credit.
    expect(
      (
        await postNotification(
          testApp.app,
          notification({
            gatewayOrderId: payment.gatewayOrderId,
            status: 'refund',
            grossAmount: prompt.price,
            serverKey: SIMULATOR_SERVER_KEY,
          }),
        )
      ).json(),
    ).toEqual({ result: 'duplicate' })
    expect((await settle(payment.gatewayOrderId, prompt.price)).json().result).not.toBe('paid')
  })

  it('[GATEWAY] partial refunds and unknown statuses are logged for an admin and change nothing', async () => {
    const { order, payment, prompt } = await checkout('foto-produk-kopi-flatlay')
    await settle(payment.gatewayOrderId, prompt.price)
    const partial = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId: payment.gatewayOrderId,
        status: 'partial_refund',
        grossAmount: prompt.price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(partial.json()).toEqual({ result: 'needs_review' })
    expect((await orderRow(order.id)).status).toBe('paid')
  })

  it('[JOB] releases held earnings once, after the hold period, even when run twice at once', async () => {
    const { payment, prompt } = await checkout('karakter-maskot-umkm', undefined)
    await settle(payment.gatewayOrderId, prompt.price)
    const before = await shopBalance(prompt.shopId)
    expect(
      await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + DAY_MS)),
    ).toBe(0)
    const later = new Date(Date.now() + 3 * DAY_MS + 60_000)
    const [a, b] = await Promise.all([
      releaseEarnings(testApp.db, testApp.app.events, later),
      releaseEarnings(testApp.db, testApp.app.events, later),
    ])
    expect(a + b).toBeGreaterThanOrEqual(1)
    const after = await shopBalance(prompt.shopId)
    expect((after?.available ?? 0) + (after?.held ?? 0)).toBe(
      (before?.available ?? 0) + (before?.held ?? 0),
    )
    expect(after?.held).toBe(0)
  })

  it('[BUYER] refusals: own shop, unpublished prompt, suspended shop, bad input; a bought prompt sends the buyer to it', async () => {
    const owner = await signedIn(seller)
    const own = await promptBySlug('caption-instagram-umkm-kuliner')
    const mine = await owner.post('/api/v1/orders', { productId: own.id, ...guest('x@contoh.id') })
    expect(mine.statusCode).toBe(403)
    expect(mine.json().message).toBe('Anda tidak dapat membeli prompt dari toko Anda sendiri.')

    const draft = await promptBySlug('email-penawaran-b2b')
    const unpublished = await browser(testApp.app).post('/api/v1/orders', {
      productId: draft.id,
      ...guest('x@contoh.id'),
    })
    expect(unpublished.statusCode).toBe(409)
    expect(unpublished.json().message).toBe('Prompt ini sedang tidak dijual.')

    const batik = await promptBySlug('ilustrasi-batik-modern')
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, batik.shopId))
    const suspended = await browser(testApp.app).post('/api/v1/orders', {
      productId: batik.id,
      ...guest('x@contoh.id'),
    })
    await testApp.db.update(shops).set({ status: 'active' }).where(eq(shops.id, batik.shopId))
    expect(suspended.statusCode).toBe(409)
    expect(suspended.json().message).toContain('dinonaktifkan')

    const invalid = await browser(testApp.app).post('/api/v1/orders', {
      productId: batik.id,
      name: 'A',
      email: 'bukan-email',
      phone: '123',
    })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining([
        'Nama minimal 2 karakter.',
        'Alamat email tidak valid.',
        'Nomor HP tidak valid (contoh: 081234567890).',
      ]),
    )

    const buyer = await signedIn(buyerUser)
    const first = await buyer.post('/api/v1/orders', {
      productId: batik.id,
      ...guest('diabaikan@contoh.id'),
    })
    expect(first.statusCode).toBe(201)
    const started = first.json()
    // The account's address, whatever the form said.
    expect(started.order.buyerEmail).toBe(buyerUser.email)
    // A second click returns to the payment already started.
    const second = await buyer.post('/api/v1/orders', {
      productId: batik.id,
      ...guest('diabaikan@contoh.id'),
    })
    expect(second.json().order.id).toBe(started.order.id)
    await settle(started.payment.gatewayOrderId, batik.price)
    const third = await buyer.post('/api/v1/orders', {
      productId: batik.id,
      ...guest('diabaikan@contoh.id'),
    })
    expect(third.statusCode).toBe(409)
    expect(third.json()).toMatchObject({
      code: 'ALREADY_PURCHASED',
      message: 'Anda sudah memiliki prompt ini.',
    })
  })

  it('[BUYER] a free prompt is granted at once, without the gateway and without money moving', async () => {
    const buyer = await signedIn(buyerUser)
    const free = await promptBySlug('balasan-ulasan-pelanggan')
    const response = await buyer.post('/api/v1/orders', {
      productId: free.id,
      ...guest('x@contoh.id'),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      payment: null,
      order: { status: 'paid', price: 0, paymentMethod: 'free' },
    })
    const purchase = await buyer.get(`/api/v1/account/purchases/${free.id}`)
    expect(stripLeakMarks(purchase.json().promptText)).toBe(await secretOf(free.id))
    const moved = await testApp.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, response.json().order.id))
    expect(moved).toEqual([])
  })

  it('[SECURITY] the prompt text goes only to its buyer, and no public endpoint carries it after a purchase', async () => {
    const maskot = await promptBySlug('karakter-maskot-umkm')
    const kopi = await promptBySlug('foto-produk-kopi-flatlay')
    const buyer = await signedIn(buyerUser)
    const started = (
      await buyer.post('/api/v1/orders', { productId: kopi.id, ...guest('x@contoh.id') })
    ).json()
    await settle(started.payment.gatewayOrderId, kopi.price)
    const secret = await secretOf(kopi.id)

    expect(
      stripLeakMarks((await buyer.get(`/api/v1/account/purchases/${kopi.id}`)).json().promptText),
    ).toBe(secret)
    // Anonymous, another buyer, the buyer of another prompt.
    expect(
      (await browser(testApp.app).get(`/api/v1/account/purchases/${kopi.id}`)).statusCode,
    ).toBe(401)
    const other = browser(testApp.app)
    await signUp(other, { name: 'Pembeli Lain', email: 'lain@contoh.id' })
    expect((await other.get(`/api/v1/account/purchases/${kopi.id}`)).statusCode).toBe(403)
    expect((await buyer.get(`/api/v1/account/purchases/${maskot.id}`)).statusCode).toBe(403)
    // Another order's token does not open this prompt.
    const elsewhere = await checkout('karakter-maskot-umkm')
    const crossed = await testApp.app.inject({
      url: `/api/v1/account/purchases/${kopi.id}?orderId=${elsewhere.order.id}`,
      headers: { 'x-order-token': elsewhere.accessToken },
    })
    expect(crossed.statusCode).toBe(403)
    const forgedToken = await testApp.app.inject({
      url: `/api/v1/account/purchases/${kopi.id}?orderId=${started.order.id}`,
      headers: { 'x-order-token': `${elsewhere.accessToken.slice(0, -2)}xx` },
    })
    expect(forgedToken.statusCode).toBe(401)

    // Every public read, signed out and as the buyer.
    const publicPaths = [
      '/api/v1/products',
      '/api/v1/products?q=kopi',
      '/api/v1/products/foto-produk-kopi-flatlay',
      '/api/v1/shops',
      '/api/v1/shops/studio-visual-ai',
      '/api/v1/categories',
      '/api/v1/wishlist',
      '/api/v1/account/orders',
      `/api/v1/orders/${started.order.id}`,
      '/foto-produk-kopi-flatlay',
      '/marketplace/prompt/foto-produk-kopi-flatlay',
      '/sitemap.xml',
    ]
    for (const client of [browser(testApp.app), buyer]) {
      for (const path of publicPaths) {
        expect((await client.get(path)).body, path).not.toContain(secret)
      }
      const got = await client.post('/api/v1/product/get', { ids: [kopi.id] })
      expect(got.body).not.toContain(secret)
    }
  })

  it('[BUYER] a guest order joins the account only once its email is verified, then shows in Pesanan', async () => {
    const email = 'tamu-baru@contoh.id'
    const { payment, prompt, order } = await checkout('deskripsi-produk-marketplace', email)
    await settle(payment.gatewayOrderId, prompt.price)

    const account = browser(testApp.app)
    await signUp(account, { name: 'Tamu Baru', email })
    expect((await account.get('/api/v1/account/orders')).json().items).toEqual([])
    expect((await orderRow(order.id)).buyerUserId).toBeNull()

    const verify = linkFromMail(testApp.dataDir, email, '/api/auth/verify-email')
    expect(verify).toBeDefined()
    await account.visit(verify as string)
    const list = (await account.get('/api/v1/account/orders')).json()
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      id: order.id,
      status: 'paid',
      guest: false,
      productSlug: 'deskripsi-produk-marketplace',
    })
    expect((await account.get(`/api/v1/account/purchases/${prompt.id}`)).statusCode).toBe(200)
    expect((await account.get('/api/v1/account/purchases')).json().items).toEqual([
      { productId: prompt.id, orderId: order.id },
    ])
  })

  it('[SELLER] owners and admins see the balance and when held money becomes available, live; members see no money', async () => {
    const owner = await signedIn(secondSeller)
    const balance = await owner.get('/api/v1/seller/balance')
    expect(balance.statusCode).toBe(200)
    const shopId = balance.json().organizationId
    const [ownerUser] = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, secondSeller.email))
    const heard: LiveEvent[] = []
    const stop = testApp.app.events.subscribe(`user:${ownerUser?.id}`, (event) => heard.push(event))
    const { payment, prompt } = await checkout('ilustrasi-batik-modern')
    await settle(payment.gatewayOrderId, prompt.price)
    await expect.poll(() => heard.find((e) => e.type === 'balance.updated')).toBeDefined()
    stop()
    const live = heard.find((e) => e.type === 'balance.updated')
    expect(live?.data).toEqual((await owner.get('/api/v1/seller/balance')).json())
    // The sale just made is held: the balance says when it becomes available (3 days' hold).
    const nextReleaseAt = (live?.data as { nextReleaseAt?: string | null } | undefined)
      ?.nextReleaseAt
    const inDays = (new Date(String(nextReleaseAt)).getTime() - Date.now()) / DAY_MS
    expect(inDays).toBeGreaterThan(2.9)
    expect(inDays).toBeLessThanOrEqual(3)

    // A member of the same shop: 403.
    const member = browser(testApp.app)
    await signUp(member, { name: 'Staf Toko', email: 'staf@contoh.id' })
    const [memberUser] = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'staf@contoh.id'))
    await testApp.db.insert(members).values({
      id: 'member-staf',
      organizationId: shopId,
      userId: memberUser?.id as string,
      role: 'member',
      createdAt: new Date(),
      companyId: 'marketplace',
    })
    await testApp.db.execute(
      sql`update sessions set active_organization_id = ${shopId} where user_id = ${memberUser?.id}`,
    )
    const refused = await member.get('/api/v1/seller/balance')
    expect(refused.statusCode).toBe(403)
    expect((await browser(testApp.app).get('/api/v1/seller/balance')).statusCode).toBe(401)
  })

  it('[GUEST] an email of an existing account joins that account at its next sign-in, not at checkout', async () => {
    const { order } = await checkout('foto-produk-kopi-flatlay', buyerUser.email)
    // Nothing tells a guest whether the address has an account.
    expect(order).toMatchObject({ guest: true })
    expect((await orderRow(order.id)).buyerUserId).toBeNull()
    const buyer = await signedIn(buyerUser)
    expect((await orderRow(order.id)).buyerUserId).not.toBeNull()
    const ids = (await buyer.get('/api/v1/account/orders'))
      .json()
      .items.map((o: { id: string }) => o.id)
    expect(ids).toContain(order.id)
  })

  it('[GUEST] gets a free prompt with its link; asking again is refused without the order, counted once', async () => {
    const free = await promptBySlug('balasan-ulasan-pelanggan')
    const email = 'gratis@contoh.id'
    const first = await browser(testApp.app).post('/api/v1/orders', {
      productId: free.id,
      ...guest(email),
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ payment: null, order: { status: 'paid', guest: true } })
    const again = await browser(testApp.app).post('/api/v1/orders', {
      productId: free.id,
      ...guest(email),
    })
    // Whoever asks again may not be whoever claimed it: the link went to that address only.
    expect(again.statusCode).toBe(409)
    expect(again.body).not.toContain(first.json().order.id)
    expect((await promptBySlug('balasan-ulasan-pelanggan')).sales).toBe(free.sales + 1)
  })

  it('[SECURITY] hostile input: forged cursors and NUL bytes get a 4xx, and the notification is still logged', async () => {
    const buyer = await signedIn(buyerUser)
    const forged = Buffer.from(
      JSON.stringify(['2026-11-22T00:00:00.000Z', '-'.repeat(36)]),
    ).toString('base64url')
    expect((await buyer.get(`/api/v1/account/orders?cursor=${forged}`)).statusCode).toBe(400)
    const farFuture = Buffer.from(
      JSON.stringify(['+275760-09-13T00:00:00.000Z', '00000000-0000-0000-0000-000000000000']),
    ).toString('base64url')
    expect((await buyer.get(`/api/v1/account/orders?cursor=${farFuture}`)).statusCode).toBe(400)

    const before = await testApp.db.select({ id: paymentLogs.id }).from(paymentLogs)
    const nul = await postNotification(
      testApp.app,
      '{"order_id":"PP-\\u0000","status_code":"200","gross_amount":"1.00","signature_key":"x","transaction_status":"settlement"}',
    )
    expect(nul.statusCode).toBe(401)
    expect((await testApp.db.select({ id: paymentLogs.id }).from(paymentLogs)).length).toBe(
      before.length + 1,
    )
  })
})
