import { DAY_MS } from '@pasarprompt/contracts/durations'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { and, eq, gt } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, FACTORY_PASSWORD } from '../src/db/factories/create-user.ts'
import {
  affiliateAccounts,
  affiliateClicks,
  affiliates,
  ledgerEntries,
  members,
  notifications,
  orders,
  shops,
  simulatorTransactions,
  users,
} from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { hashIp } from '../src/modules/affiliates/record-affiliate-click.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { CLICKS_PER_IP_HOUR, CLICKS_PER_VISITOR_HOUR } from '../src/modules/limits/limits.ts'
import { expectAffiliateLedgerConsistent } from './helpers/affiliate-ledger.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { notification, postNotification } from './helpers/payments.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const PRICE = 100_000
/**
 * At the default rates (commission 20 %, affiliate 10 %) a Rp 100.000 sale splits so; the shop
 * has no PPh 22 statement, so Rp 500 (0,5 %) of its share is withheld (decision 0044).
 */
const FEE = 10_000
const SELLER_NET = 69_500

describe('the affiliate programme', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let otherShop: FactoryShop
  let otherPrompt: FactoryPrompt
  let owner: Browser

  /** A verified user who joined `ofShop`'s programme, with their code and a signed-in browser. */
  const affiliate = async (ofShop: FactoryShop = shop, name = 'Ayu Afiliasi') => {
    const user = await createUser(testApp.db, { name })
    const client = await signIn(testApp, user)
    const joined = await client.post('/api/v1/account/affiliates', { shopSlug: ofShop.slug })
    expect(joined.statusCode, joined.body).toBe(200)
    return { user, client, id: joined.json().id as string, code: joined.json().code as string }
  }
  const click = (client: Browser, code: string, page: { shopSlug?: string; promptId?: string }) =>
    client.post('/api/v1/affiliate-clicks', { code, ...page })
  /** Checks out `which` (a guest unless the browser is signed in) and returns the order's row. */
  const checkout = async (
    client: Browser,
    which: FactoryPrompt = prompt,
    email = `tamu-${Math.random().toString(36).slice(2)}@contoh.id`,
  ) => {
    const response = await client.post('/api/v1/orders', {
      productId: which.id,
      name: 'Sari Tamu',
      email,
      phone: '081234567890',
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json() as { order: { id: string }; payment: { token: string } | null }
    return { ...body, row: await orderRow(body.order.id) }
  }
  const pay = async (client: Browser, token: string) => {
    const paid = await client.post(`/api/simulator/midtrans/snap/${token}/pay`, { method: 'qris' })
    expect(paid.json()).toEqual({ status: 'settlement', webhookStatus: 200 })
  }
  const orderRow = async (id: string) => {
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, id))
    if (!row) throw new Error(id)
    return row
  }
  const accountOf = async (userId: string) => {
    const [row] = await testApp.db
      .select({
        available: affiliateAccounts.balance,
        held: affiliateAccounts.heldBalance,
        reserved: affiliateAccounts.reservedBalance,
      })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, userId))
    return row ?? { available: 0, held: 0, reserved: 0 }
  }
  const shopMoney = async (shopId: string) => {
    const [row] = await testApp.db
      .select({ available: shops.balance, held: shops.heldBalance })
      .from(shops)
      .where(eq(shops.id, shopId))
    return row as { available: number; held: number }
  }
  const affiliateEntries = (orderId: string) =>
    testApp.db
      .select({
        kind: ledgerEntries.kind,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .then((rows) => rows.filter((row) => row.account.startsWith('affiliate:')))
  const noticesOf = (userId: string) =>
    testApp.db
      .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  /** The gateway reverses a paid order; the webhook confirms it with the (simulated) status API. */
  const reverseAtGateway = async (orderId: string, status: 'refund' | 'chargeback') => {
    const row = await orderRow(orderId)
    const gatewayOrderId = row.gatewayOrderId as string
    await testApp.db
      .update(simulatorTransactions)
      .set({ status })
      .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))
    const response = await postNotification(
      testApp.app,
      notification({
        gatewayOrderId,
        status,
        grossAmount: row.price,
        serverKey: SIMULATOR_SERVER_KEY,
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Afiliasi', affiliate: { enabled: true } })
    prompt = await createPrompt(testApp.db, shop.id, { price: PRICE, title: 'Prompt Promosi' })
    otherShop = await createShop(testApp.db, { name: 'Toko Lain', affiliate: { enabled: true } })
    otherPrompt = await createPrompt(testApp.db, otherShop.id, { price: PRICE })
    owner = await signIn(testApp, shop.owner)
  })
  afterEach(() => expectAffiliateLedgerConsistent(testApp.db))
  afterAll(() => testApp.close())

  describe('joining and leaving', () => {
    it('[AFFILIATE] joins with a verified email and gets an 8-character code; joining again changes nothing', async () => {
      const { client, code, id } = await affiliate()
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
      const again = await client.post('/api/v1/account/affiliates', { shopSlug: shop.slug })
      expect(again.json()).toMatchObject({ id, code, status: 'active', rateBp: 1000 })
      const list = (await client.get('/api/v1/account/affiliates')).json()
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ shop: { slug: shop.slug }, programmeEnabled: true })
    })

    it('[AFFILIATE] leaving stops the code; joining again brings back the same row and code', async () => {
      const { client, code, id } = await affiliate()
      const left = await client.request('DELETE', `/api/v1/account/affiliates/${id}`)
      expect(left.json()).toMatchObject({ status: 'removed', removedBy: 'self' })
      const visitor = browser(testApp.app)
      expect((await click(visitor, code, { shopSlug: shop.slug })).json()).toEqual({
        recorded: false,
      })
      const back = await client.post('/api/v1/account/affiliates', { shopSlug: shop.slug })
      expect(back.json()).toMatchObject({ id, code, status: 'active', removedBy: null })
    })

    it('[AFFILIATE] joining is refused without a verified email, for the shop’s own members, after a removal by the shop, and while the programme is off', async () => {
      const unverified = await createUser(testApp.db, { emailVerified: false })
      const refused = await (await signIn(testApp, unverified)).post('/api/v1/account/affiliates', {
        shopSlug: shop.slug,
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED')

      const staff = await signInAsShopStaff(testApp, shop.id, 'member')
      const own = await staff.post('/api/v1/account/affiliates', { shopSlug: shop.slug })
      expect(own.statusCode).toBe(403)
      expect(own.json().message).toBe('Anda tidak dapat menjadi afiliasi toko Anda sendiri.')

      const removed = await affiliate()
      const removal = await owner.request('DELETE', `/api/v1/seller/affiliates/${removed.id}`)
      expect(removal.json()).toMatchObject({ status: 'removed', name: 'Ayu Afiliasi' })
      const rejoin = await removed.client.post('/api/v1/account/affiliates', {
        shopSlug: shop.slug,
      })
      expect(rejoin.statusCode).toBe(409)
      expect(rejoin.json().message).toMatch(/mengeluarkan Anda/)
      expect((await noticesOf(removed.user.id)).map((n) => n.kind)).toEqual(['affiliate_removed'])

      const closed = await createShop(testApp.db, { name: 'Toko Tanpa Program' })
      const off = await removed.client.post('/api/v1/account/affiliates', { shopSlug: closed.slug })
      expect(off.statusCode).toBe(409)
    })
  })

  describe("the shop's programme", () => {
    it('[SELLER] an owner switches the programme and sets a rate up to 90 % minus the commission; the public page shows the rate', async () => {
      const own = await createShop(testApp.db, { name: 'Toko Program' })
      const client = await signIn(testApp, own.owner)
      const initial = (await client.get('/api/v1/seller/affiliate-programme')).json()
      expect(initial).toEqual({
        enabled: false,
        rateBp: null,
        platformRateBp: 1000,
        maxRateBp: 7000,
        affiliates: [],
      })
      expect((await browser(testApp.app).get(`/api/v1/shops/${own.slug}`)).json()).toMatchObject({
        affiliateProgramme: null,
      })

      const tooHigh = await client.put('/api/v1/seller/affiliate-programme', {
        enabled: true,
        rateBp: 7500,
      })
      expect(tooHigh.statusCode).toBe(400)
      expect(tooHigh.json().message).toBe('Komisi afiliasi paling tinggi 70% untuk toko ini.')

      const saved = await client.put('/api/v1/seller/affiliate-programme', {
        enabled: true,
        rateBp: 1500,
      })
      expect(saved.json()).toMatchObject({ enabled: true, rateBp: 1500 })
      expect((await browser(testApp.app).get(`/api/v1/shops/${own.slug}`)).json()).toMatchObject({
        affiliateProgramme: { rateBp: 1500, holdDays: testApp.app.env.earningsHoldDays },
      })
    })

    it('[SELLER] a member (role member) can neither read nor change the programme', async () => {
      const staff = await signInAsShopStaff(testApp, shop.id, 'member')
      expect((await staff.get('/api/v1/seller/affiliate-programme')).statusCode).toBe(403)
      const change = await staff.put('/api/v1/seller/affiliate-programme', {
        enabled: false,
        rateBp: null,
      })
      expect(change.statusCode).toBe(403)
      const [row] = await testApp.db
        .select({ enabled: shops.affiliateEnabled })
        .from(shops)
        .where(eq(shops.id, shop.id))
      expect(row?.enabled).toBe(true)
    })

    it('[SELLER] lists its affiliates by name, never by email, with clicks, paid orders and fees', async () => {
      const { user, code } = await affiliate(shop, 'Nama Tampil')
      await click(browser(testApp.app), code, { shopSlug: shop.slug })
      const list = (await owner.get('/api/v1/seller/affiliate-programme')).json()
      const row = list.affiliates.find((entry: { code: string }) => entry.code === code)
      expect(row).toMatchObject({ name: 'Nama Tampil', status: 'active', clicks: 1, orders: 0 })
      expect(JSON.stringify(list)).not.toContain(user.email)
    })
  })

  describe('clicks', () => {
    it('[GUEST] a click sets the pp_visitor cookie (HttpOnly, Lax, 30 days) and a return within 30 minutes is one click', async () => {
      const { code, id } = await affiliate()
      const visitor = browser(testApp.app)
      const first = await click(visitor, code, { shopSlug: shop.slug })
      expect(first.json()).toEqual({ recorded: true })
      const cookie = String(first.headers['set-cookie'])
      expect(cookie).toMatch(
        /^pp_visitor=[0-9a-f]{32}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
      )
      expect((await click(visitor, code, { promptId: prompt.id })).json()).toEqual({
        recorded: true,
      })
      const rows = await testApp.db
        .select()
        .from(affiliateClicks)
        .where(eq(affiliateClicks.affiliateId, id))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.visitorId).toBe(visitor.cookies.get('pp_visitor'))
    })

    it('[GUEST] nothing is recorded for an unknown code, another shop’s page, a programme switched off, the affiliate or a shop member', async () => {
      const { code, client, id } = await affiliate()
      const visitor = browser(testApp.app)
      expect((await click(visitor, 'ZZZZZZZZ', { shopSlug: shop.slug })).json().recorded).toBe(
        false,
      )
      expect((await click(visitor, code, { shopSlug: otherShop.slug })).json().recorded).toBe(false)
      expect((await click(visitor, code, { promptId: otherPrompt.id })).json().recorded).toBe(false)
      expect((await click(client, code, { shopSlug: shop.slug })).json().recorded).toBe(false)
      const staff = await signInAsShopStaff(testApp, shop.id, 'member')
      expect((await click(staff, code, { shopSlug: shop.slug })).json().recorded).toBe(false)
      const paused = await createShop(testApp.db, { affiliate: { enabled: true } })
      const pausedAffiliate = await affiliate(paused)
      await testApp.db.update(shops).set({ affiliateEnabled: false }).where(eq(shops.id, paused.id))
      expect(
        (await click(visitor, pausedAffiliate.code, { shopSlug: paused.slug })).json().recorded,
      ).toBe(false)
      expect(
        await testApp.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateId, id)),
      ).toEqual([])
    })

    it('[GUEST] more than 30 clicks per visitor in an hour get a 429, past 120 per address they are not counted; nothing is stored', async () => {
      const { code, id } = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: shop.slug })
      const visitorId = visitor.cookies.get('pp_visitor') as string
      const ipHash = hashIp(testApp.app.payments.secret, '127.0.0.1')
      const fill = (count: number, overrides: { visitorId: string; ipHash: string }) =>
        testApp.db
          .insert(affiliateClicks)
          .values(
            Array.from({ length: count }, () =>
              stampInsert(systemActor, { affiliateId: id, shopId: shop.id, ...overrides }),
            ),
          )
      // Another address: only the visitor's own count reaches its limit.
      await fill(CLICKS_PER_VISITOR_HOUR - 1, { visitorId, ipHash: 'lain' })
      // A new affiliate for the shop, so the visit is not a repeat of the newest click.
      const second = await affiliate()
      const limited = await click(visitor, second.code, { shopSlug: shop.slug })
      expect(limited.statusCode).toBe(429)
      expect(limited.json().message).toMatch(/Terlalu banyak kunjungan/)

      const stranger = browser(testApp.app)
      await fill(CLICKS_PER_IP_HOUR, { visitorId: 'pengunjung-lain', ipHash })
      const byAddress = await click(stranger, second.code, { shopSlug: shop.slug })
      expect(byAddress.json()).toEqual({ recorded: false })
      expect(
        await testApp.db
          .select()
          .from(affiliateClicks)
          .where(eq(affiliateClicks.affiliateId, second.id)),
      ).toEqual([])
      // Later clicks are for an hour from now: the window moves on.
      await testApp.db
        .update(affiliateClicks)
        .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(affiliateClicks.affiliateId, id))
    })

    it('[SECURITY] clicks sent all at once cannot pass the limits: one visitor’s burst is one click, an address’s burst stops at its limit', async () => {
      const { code, id } = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: shop.slug })
      await testApp.db.delete(affiliateClicks).where(eq(affiliateClicks.affiliateId, id))
      // The same visitor (cookie kept) 20 times in parallel: one click.
      await Promise.all(
        Array.from({ length: 20 }, () => click(visitor, code, { shopSlug: shop.slug })),
      )
      const stored = () =>
        testApp.db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateId, id))
      expect(await stored()).toHaveLength(1)

      // Fresh visitors from one address, all at once, just under its limit: never past it.
      const ipHash = hashIp(testApp.app.payments.secret, '127.0.0.1')
      const counted = async () =>
        (
          await testApp.db
            .select()
            .from(affiliateClicks)
            .where(
              and(
                eq(affiliateClicks.ipHash, ipHash),
                gt(affiliateClicks.createdAt, new Date(Date.now() - 3_600_000)),
              ),
            )
        ).length
      const room = 5
      const already = await counted()
      await testApp.db.insert(affiliateClicks).values(
        Array.from({ length: CLICKS_PER_IP_HOUR - room - already }, () =>
          stampInsert(systemActor, {
            affiliateId: id,
            shopId: shop.id,
            visitorId: 'lama',
            ipHash,
          }),
        ),
      )
      await Promise.all(
        Array.from({ length: 40 }, () =>
          click(browser(testApp.app), code, { shopSlug: shop.slug }),
        ),
      )
      expect(await counted()).toBe(CLICKS_PER_IP_HOUR)
      await testApp.db
        .update(affiliateClicks)
        .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(affiliateClicks.ipHash, ipHash))
    })
  })

  describe('attribution and money', () => {
    it('[GUEST] an affiliate link leads to a paid order: fee held for the affiliate out of the seller’s share, released with it, reversed on refund', async () => {
      const { user, code, client: affiliateClient } = await affiliate(shop, 'Rudi Afiliasi')
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: shop.slug })
      const sellerBefore = await shopMoney(shop.id)
      const { row, payment } = await checkout(visitor)
      expect(row).toMatchObject({ affiliateUserId: user.id, affiliateBp: 1000 })
      expect(row.affiliateClickId).not.toBeNull()
      await pay(visitor, payment?.token as string)

      const paid = await orderRow(row.id)
      expect(paid).toMatchObject({ affiliateFee: FEE, sellerNet: SELLER_NET, platformFee: 20_000 })
      expect(await affiliateEntries(row.id)).toEqual([
        { kind: 'sale', account: `affiliate:${user.id}:held`, amount: FEE },
      ])
      expect(await accountOf(user.id)).toEqual({ available: 0, held: FEE, reserved: 0 })
      expect(await shopMoney(shop.id)).toEqual({
        available: sellerBefore.available,
        held: sellerBefore.held + SELLER_NET,
      })
      const [sale] = await noticesOf(user.id)
      expect(sale?.kind).toBe('affiliate_sale')
      expect(sale?.body).toContain(`komisi ${formatRupiah(FEE)}`)
      expect(sale?.body).toContain('tersedia mulai')
      expect(sale?.body).not.toContain('Sari Tamu')

      const held = (await affiliateClient.get('/api/v1/account/affiliate')).json()
      expect(held).toMatchObject({ available: 0, held: FEE, reserved: 0, minPayout: 50_000 })
      expect(held.orders).toEqual([
        expect.objectContaining({ id: row.id, fee: FEE, price: PRICE, status: 'held' }),
      ])
      expect(held.orders[0].releaseAt).not.toBeNull()
      expect(held.programmes[0]).toMatchObject({
        clicks: 1,
        clicks30d: 1,
        orders: 1,
        earnings: FEE,
      })
      expect(JSON.stringify(held)).not.toContain('Sari Tamu')

      await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 4 * DAY_MS))
      expect(await accountOf(user.id)).toEqual({ available: FEE, held: 0, reserved: 0 })
      expect((await shopMoney(shop.id)).available).toBe(sellerBefore.available + SELLER_NET)
      const available = (await affiliateClient.get('/api/v1/account/affiliate')).json()
      expect(available.orders[0]).toMatchObject({ status: 'available', releaseAt: null })

      await reverseAtGateway(row.id, 'refund')
      expect(await accountOf(user.id)).toEqual({ available: 0, held: 0, reserved: 0 })
      expect((await shopMoney(shop.id)).available).toBe(sellerBefore.available)
      expect((await noticesOf(user.id)).map((n) => n.kind).sort()).toEqual([
        'affiliate_reversed',
        'affiliate_sale',
      ])
      const reversed = (await affiliateClient.get('/api/v1/account/affiliate')).json()
      expect(reversed.orders[0]).toMatchObject({ status: 'reversed' })
      expect(reversed.programmes[0]).toMatchObject({ orders: 0, earnings: 0 })
    })

    it('[GUEST] a chargeback takes the held fee back', async () => {
      const { user, code } = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, code, { promptId: prompt.id })
      const { row, payment } = await checkout(visitor)
      await pay(visitor, payment?.token as string)
      expect(await accountOf(user.id)).toMatchObject({ held: FEE })
      await reverseAtGateway(row.id, 'chargeback')
      expect((await orderRow(row.id)).status).toBe('chargeback')
      expect(await accountOf(user.id)).toEqual({ available: 0, held: 0, reserved: 0 })
    })

    it('[SHOP] the statistics count the range’s clicks and the paid orders with an affiliate, their revenue and fees', async () => {
      const own = await createShop(testApp.db, { affiliate: { enabled: true } })
      const ownPrompt = await createPrompt(testApp.db, own.id, { price: PRICE })
      const { code } = await affiliate(own)
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: own.slug })
      const { payment } = await checkout(visitor, ownPrompt)
      await pay(visitor, payment?.token as string)
      const client = await signIn(testApp, own.owner)
      const stats = (await client.get('/api/v1/seller/statistics?range=7')).json()
      expect(stats.affiliate).toMatchObject({ clicks: 1, orders: 1, revenue: PRICE, fees: FEE })
      expect(stats.affiliate.daily).toHaveLength(7)
      expect(stats.affiliate.daily.map((d: { day: string }) => d.day)).toEqual(
        stats.days.map((d: { day: string }) => d.day),
      )
      expect(stats.affiliate.daily.at(-1)).toMatchObject({ clicks: 1, orders: 1 })
    })

    it('[GUEST] last click wins: A then B pays B; B then A again pays A', async () => {
      const a = await affiliate(shop, 'Afiliasi A')
      const b = await affiliate(shop, 'Afiliasi B')
      const visitor = browser(testApp.app)
      await click(visitor, a.code, { shopSlug: shop.slug })
      await click(visitor, b.code, { shopSlug: shop.slug })
      expect((await checkout(visitor)).row.affiliateUserId).toBe(b.user.id)

      const second = browser(testApp.app)
      await click(second, b.code, { shopSlug: shop.slug })
      await click(second, a.code, { shopSlug: shop.slug })
      await click(second, b.code, { shopSlug: shop.slug })
      // The third click is B again after A: recorded, though B's first click is minutes old.
      await click(second, a.code, { promptId: prompt.id })
      expect((await checkout(second)).row.affiliateUserId).toBe(a.user.id)
    })

    it('[GUEST] no affiliate without a click, with a click older than 30 days, or with a click for another shop', async () => {
      expect((await checkout(browser(testApp.app))).row).toMatchObject({
        affiliateId: null,
        affiliateUserId: null,
        affiliateBp: 0,
      })

      const { code, id } = await affiliate()
      const old = browser(testApp.app)
      await click(old, code, { shopSlug: shop.slug })
      await testApp.db
        .update(affiliateClicks)
        .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
        .where(
          and(
            eq(affiliateClicks.affiliateId, id),
            eq(affiliateClicks.visitorId, old.cookies.get('pp_visitor') as string),
          ),
        )
      expect((await checkout(old)).row.affiliateId).toBeNull()

      const elsewhere = await affiliate(otherShop)
      const visitor = browser(testApp.app)
      await click(visitor, elsewhere.code, { shopSlug: otherShop.slug })
      expect((await checkout(visitor)).row.affiliateId).toBeNull()
      expect((await checkout(visitor, otherPrompt)).row.affiliateId).toBe(elsewhere.id)
    })

    it('[SECURITY] self-referral pays nothing: the affiliate signed in as the buyer, or a guest with the affiliate’s email', async () => {
      const { user, code } = await affiliate()
      // The affiliate follows their own link signed out, then signs in on the same browser.
      const same = browser(testApp.app)
      expect((await click(same, code, { shopSlug: shop.slug })).json().recorded).toBe(true)
      await same.post('/api/auth/sign-in/email', { email: user.email, password: FACTORY_PASSWORD })
      const own = await checkout(same)
      expect(own.row).toMatchObject({ affiliateId: null, buyerUserId: user.id })
      await pay(same, own.payment?.token as string)
      expect(await affiliateEntries(own.row.id)).toEqual([])

      const guest = browser(testApp.app)
      await click(guest, code, { shopSlug: shop.slug })
      const asGuest = await checkout(guest, prompt, user.email.toUpperCase())
      expect(asGuest.row.affiliateId).toBeNull()
      expect(await accountOf(user.id)).toEqual({ available: 0, held: 0, reserved: 0 })
    })

    it('[SECURITY] an affiliate who became a member of the shop is paid nothing for their links', async () => {
      const { user, code } = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: shop.slug })
      await testApp.db.insert(members).values(
        stampInsert(systemActor, {
          id: `m-${user.id}`,
          organizationId: shop.id,
          userId: user.id,
          role: 'admin',
        }),
      )
      expect((await checkout(visitor)).row.affiliateId).toBeNull()
    })

    it('[SELLER] a removed affiliate’s code pays nothing: removed before the order, or between the order and its payment', async () => {
      const before = await affiliate()
      const early = browser(testApp.app)
      await click(early, before.code, { shopSlug: shop.slug })
      await owner.request('DELETE', `/api/v1/seller/affiliates/${before.id}`)
      expect((await checkout(early)).row.affiliateId).toBeNull()

      const between = await affiliate()
      const late = browser(testApp.app)
      await click(late, between.code, { shopSlug: shop.slug })
      const sellerBefore = await shopMoney(shop.id)
      const { row, payment } = await checkout(late)
      expect(row.affiliateId).toBe(between.id)
      await owner.request('DELETE', `/api/v1/seller/affiliates/${between.id}`)
      await pay(late, payment?.token as string)
      expect(await orderRow(row.id)).toMatchObject({ affiliateFee: 0, sellerNet: 79_500 })
      expect(await affiliateEntries(row.id)).toEqual([])
      expect((await shopMoney(shop.id)).held).toBe(sellerBefore.held + 79_500)
      const overview = (await between.client.get('/api/v1/account/affiliate')).json()
      expect(overview.orders).toEqual([expect.objectContaining({ id: row.id, status: 'unpaid' })])
      expect(await noticesOf(between.user.id)).toEqual([
        expect.objectContaining({ kind: 'affiliate_removed' }),
      ])
    })

    it("[GUEST] a free prompt is nobody's referral: no affiliate, no money", async () => {
      const free = await createPrompt(testApp.db, shop.id, { price: 0 })
      const { code } = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, code, { promptId: free.id })
      const { row } = await checkout(visitor, free)
      expect(row).toMatchObject({ status: 'paid', affiliateUserId: null, affiliateBp: 0 })
      expect(await affiliateEntries(row.id)).toEqual([])
    })

    it("[GUEST] a guest who types the affiliate's address under an alias is still the affiliate", async () => {
      const { code, user } = await affiliate()
      const [local, domain] = user.email.split('@')
      const visitor = browser(testApp.app)
      await click(visitor, code, { shopSlug: shop.slug })
      const { row } = await checkout(visitor, prompt, `${local?.toUpperCase()}+promo@${domain}`)
      expect(row.affiliateUserId).toBeNull()
    })
  })

  describe('the overview', () => {
    it('[AFFILIATE] the overview is private, and zero before the first fee', async () => {
      const { client } = await affiliate()
      const response = await client.get('/api/v1/account/affiliate')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.json()).toMatchObject({
        available: 0,
        held: 0,
        reserved: 0,
        orders: [],
        payouts: [],
        bankAccount: { configured: false, bankCode: null },
      })
      expect((await browser(testApp.app).get('/api/v1/account/affiliate')).statusCode).toBe(401)
    })
  })

  describe('account deletion', () => {
    it('[AFFILIATE] deletion is refused while affiliate earnings are held; without orders, the memberships go with the account', async () => {
      const holder = await affiliate()
      const visitor = browser(testApp.app)
      await click(visitor, holder.code, { shopSlug: shop.slug })
      const { payment } = await checkout(visitor)
      await pay(visitor, payment?.token as string)
      const refused = await holder.client.post('/api/auth/delete-user', {
        password: FACTORY_PASSWORD,
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toMatch(/Saldo afiliasi/)

      const idle = await affiliate()
      await click(browser(testApp.app), idle.code, { shopSlug: shop.slug })
      const deleted = await idle.client.post('/api/auth/delete-user', {
        password: FACTORY_PASSWORD,
      })
      expect(deleted.statusCode, deleted.body).toBe(200)
      expect(await testApp.db.select().from(users).where(eq(users.id, idle.user.id))).toEqual([])
      expect(
        await testApp.db.select().from(affiliates).where(eq(affiliates.userId, idle.user.id)),
      ).toEqual([])
    })
  })
})

describe('the visitor cookie over https', () => {
  it('[GUEST] is Secure when the app is served over https', async () => {
    const secureApp = await buildTestApp({ env: { PUBLIC_URL: 'https://pasarprompt.example' } })
    try {
      const shop = await createShop(secureApp.db, { affiliate: { enabled: true } })
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/v1/affiliate-clicks',
        payload: { code: '00000000', shopSlug: shop.slug },
      })
      expect(response.json()).toEqual({ recorded: false })
      expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
    } finally {
      await secureApp.close()
    }
  })
})
