import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import {
  accountSightings,
  affiliateAccounts,
  affiliateClicks,
  auditLog,
  ledgerEntries,
  notifications,
  orders,
} from '../src/db/schema.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { deleteOldSightings } from '../src/modules/sightings/delete-old-sightings.ts'
import { sendPendingEmails } from '../src/workflows/send-pending-emails.ts'
import { expectAffiliateLedgerConsistent } from './helpers/affiliate-ledger.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { mailsTo } from './helpers/mailbox.ts'
import { signIn } from './helpers/sign-in.ts'

const PRICE = 100_000
/** At the default rates (commission 20 %, affiliate 10 %) a Rp 100.000 sale splits so. */
const FEE = 10_000
// The shop has no PPh 22 statement: Rp 500 (0,5 %) of its share is withheld (decision 0044).
const SELLER_NET = 69_500
const PPH22 = 500
/** Midtrans' sandbox card, and another one. */
const CARD = '4811 1111 1111 1114'
const OTHER_CARD = '5211 1111 1111 1117'

/** Public addresses (documentation ranges), one per place a person connects from. */
let nextAddress = 10
const newAddress = () => `203.0.113.${nextAddress++}`

describe('an affiliate buying through their own link (issue 26, hole 1)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let otherPrompt: FactoryPrompt
  let adminUser: FactoryUser
  let admin: Browser

  /** A verified user at `ip` who joined the shop's programme: their code and signed-in browser. */
  const affiliate = async (ip = newAddress()) => {
    const user = await createUser(testApp.db, { name: 'Ayu Afiliasi' })
    const client = await signIn(testApp, user, { ip })
    const joined = await client.post('/api/v1/account/affiliates', { shopSlug: shop.slug })
    expect(joined.statusCode, joined.body).toBe(200)
    return { user, client, ip, code: joined.json().code as string }
  }
  const click = async (client: Browser, code: string) =>
    (await client.post('/api/v1/affiliate-clicks', { code, shopSlug: shop.slug })).json() as {
      recorded: boolean
    }
  /** A checkout under a fresh email (a guest unless the browser is signed in). */
  const checkout = async (client: Browser, which: FactoryPrompt = prompt) => {
    const response = await client.post('/api/v1/orders', {
      productId: which.id,
      name: 'Budi Lain',
      email: `lain-${Math.random().toString(36).slice(2)}@contoh.id`,
      phone: '081234567890',
    })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json() as { order: { id: string }; payment: { token: string } }
    return { orderId: body.order.id, token: body.payment.token }
  }
  const pay = async (client: Browser, token: string, payment: object = { method: 'qris' }) => {
    const paid = await client.post(`/api/simulator/midtrans/snap/${token}/pay`, payment)
    expect(paid.json(), paid.body).toEqual({ status: 'settlement', webhookStatus: 200 })
  }
  const orderRow = async (id: string) => {
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, id))
    if (!row) throw new Error(`no order ${id}`)
    return row
  }
  const byCard = (cardNumber: string) => ({ method: 'credit_card', cardNumber })
  const clicksOf = (code: string) =>
    testApp.db
      .select({ id: affiliateClicks.id })
      .from(affiliateClicks)
      .where(sql`${affiliateClicks.affiliateId} = (select id from affiliates where code = ${code})`)
  /** Moves every sighting of `userId` back in time, as if they had last been seen `days` ago. */
  const lastSeen = (userId: string, days: number) =>
    testApp.db
      .update(accountSightings)
      .set({ lastSeenAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(accountSightings.userId, userId))
  /** The flags staff see, by status. */
  const flags = async (status: 'open' | 'handled' = 'open') => {
    const response = await admin.get(`/api/v1/admin/affiliate-flags?status=${status}&limit=100`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as {
      openCount: number
      items: {
        id: string
        reason: string
        detail: string
        occurrences: number
        affiliate: { userId: string; code: string }
        order: { id: string; number: string } | null
        handledBy: string | null
      }[]
    }
  }
  const flagsOf = async (userId: string, status: 'open' | 'handled' = 'open') =>
    (await flags(status)).items.filter((flag) => flag.affiliate.userId === userId)
  const earnings = async (userId: string) => {
    const [row] = await testApp.db
      .select({ available: affiliateAccounts.balance, held: affiliateAccounts.heldBalance })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, userId))
    return row ?? { available: 0, held: 0 }
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Toko Rujukan', affiliate: { enabled: true } })
    prompt = await createPrompt(testApp.db, shop.id, { price: PRICE, title: 'Prompt Rujukan' })
    const elsewhere = await createShop(testApp.db, { name: 'Toko Lain' })
    otherPrompt = await createPrompt(testApp.db, elsewhere.id, { price: PRICE })
    adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    admin = await signIn(testApp, adminUser)
  })
  afterEach(() => expectAffiliateLedgerConsistent(testApp.db))
  afterAll(() => testApp.close())

  it('[SECURITY] signed out, with the visitor cookie of their own refused click, the affiliate records no click and earns nothing under another email', async () => {
    const { user, client, code } = await affiliate()
    // Signed in, their own click is refused — and leaves the browser its visitor cookie.
    expect(await click(client, code)).toEqual({ recorded: false })
    expect(client.cookies.get('pp_visitor')).toMatch(/^[0-9a-f]{32}$/)
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200)

    expect(await click(client, code)).toEqual({ recorded: false })
    const { orderId, token } = await checkout(client)
    expect((await orderRow(orderId)).affiliateId).toBeNull()
    await pay(client, token)
    await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 4 * DAY_MS))
    expect(await earnings(user.id)).toEqual({ available: 0, held: 0 })
    expect((await orderRow(orderId)).affiliateFee).toBe(0)
  })

  it('[SECURITY] from a second browser at the address they use the app from, the affiliate records no click and earns nothing', async () => {
    const { user, ip, code } = await affiliate()
    const second = browser(testApp.app, { ip })
    expect(await click(second, code)).toEqual({ recorded: false })
    const { orderId, token } = await checkout(second)
    expect((await orderRow(orderId)).affiliateId).toBeNull()
    await pay(second, token)
    expect(await earnings(user.id)).toEqual({ available: 0, held: 0 })
  })

  it('[GUEST] an honest visitor in another browser at another address still earns the affiliate their fee', async () => {
    const { user, code } = await affiliate()
    const visitor = browser(testApp.app, { ip: newAddress() })
    expect(await click(visitor, code)).toEqual({ recorded: true })
    const { orderId, token } = await checkout(visitor)
    expect((await orderRow(orderId)).affiliateUserId).toBe(user.id)
    await pay(visitor, token)
    expect((await orderRow(orderId)).affiliateFee).toBe(FEE)
    expect(await earnings(user.id)).toEqual({ available: 0, held: FEE })
  })

  it('[SECURITY] a browser once used signed in stays the affiliate’s after signing out, without any click before', async () => {
    // 127.0.0.1, like every browser in development: only the browser can give them away.
    const { user, client, code } = await affiliate('127.0.0.1')
    expect((await client.get('/api/v1/session')).statusCode).toBe(200)
    expect(client.cookies.get('pp_visitor')).toMatch(/^[0-9a-f]{32}$/)
    await client.post('/api/auth/sign-out')
    expect(await click(client, code)).toEqual({ recorded: false })
    expect(await clicksOf(code)).toEqual([])
    // Another browser at that same (private) address is somebody else.
    expect(await click(browser(testApp.app), code)).toEqual({ recorded: true })
    const [flag] = await flagsOf(user.id)
    expect(flag).toMatchObject({ reason: 'self_referral_click', occurrences: 1 })
    expect(flag?.detail).toContain('peramban')
  })

  it('[SECURITY] a browser a shop member used signed in records no click for the shop’s affiliates', async () => {
    const { code } = await affiliate()
    const owner = await signIn(testApp, shop.owner, { ip: newAddress() })
    await owner.get('/api/v1/session')
    await owner.post('/api/auth/sign-out')
    expect(await click(owner, code)).toEqual({ recorded: false })
  })

  it('[SECURITY] a referred order paid with the affiliate’s own card is credited without the fee: the seller keeps it, and it never becomes available', async () => {
    const { user, client, code } = await affiliate()
    // Their own purchase, signed in, by card: the card is now known as theirs.
    const own = await checkout(client, otherPrompt)
    await pay(client, own.token, byCard(CARD))

    // From a phone on mobile data: a browser and a network never seen with them.
    const phone = browser(testApp.app, { ip: newAddress() })
    expect(await click(phone, code)).toEqual({ recorded: true })
    const referred = await checkout(phone)
    expect((await orderRow(referred.orderId)).affiliateUserId).toBe(user.id)
    await pay(phone, referred.token, byCard(CARD.replaceAll(' ', '')))
    const paid = await orderRow(referred.orderId)
    expect(paid).toMatchObject({
      status: 'paid',
      affiliateFee: 0,
      sellerNet: SELLER_NET + FEE,
      platformFee: PRICE - SELLER_NET - FEE - PPH22,
      pph22Withheld: PPH22,
    })
    const entries = await testApp.db
      .select({ account: ledgerEntries.account })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, referred.orderId))
    expect(entries.filter((entry) => entry.account.startsWith('affiliate:'))).toEqual([])
    await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 4 * DAY_MS))
    expect(await earnings(user.id)).toEqual({ available: 0, held: 0 })
    const [flag] = await flagsOf(user.id)
    expect(flag).toMatchObject({
      reason: 'self_referral_payment',
      order: { id: referred.orderId, number: paid.number },
    })

    // Someone else's card through the same link pays the affiliate as usual.
    const stranger = browser(testApp.app, { ip: newAddress() })
    await click(stranger, code)
    const honest = await checkout(stranger)
    await pay(stranger, honest.token, byCard(OTHER_CARD))
    expect((await orderRow(honest.orderId)).affiliateFee).toBe(FEE)
  })

  it('[SECURITY] the affiliate’s second account, once signed in on their browser, buys from elsewhere without the affiliate', async () => {
    const { user, client, code } = await affiliate()
    await client.get('/api/v1/session')
    await client.post('/api/auth/sign-out')
    const second = await createUser(testApp.db, { name: 'Akun Kedua' })
    await client.post('/api/auth/sign-in/email', { email: second.email, password: second.password })
    await client.get('/api/v1/session')

    const elsewhere = await signIn(testApp, second, { ip: newAddress() })
    expect(await click(elsewhere, code)).toEqual({ recorded: true })
    const { orderId } = await checkout(elsewhere)
    expect(await orderRow(orderId)).toMatchObject({ affiliateId: null, buyerUserId: second.id })
    const [flag] = await flagsOf(user.id)
    expect(flag).toMatchObject({ reason: 'self_referral_order', order: { id: orderId } })
  })

  it('[GUEST] an IPv4 address counts for a day after the affiliate was there (carrier NAT), an IPv6 /64 for 30 days, a private address never', async () => {
    const v4 = await affiliate()
    await lastSeen(v4.user.id, 2)
    expect(await click(browser(testApp.app, { ip: v4.ip }), v4.code)).toEqual({ recorded: true })

    const v6 = await affiliate('2001:db8:aa:1::5')
    await lastSeen(v6.user.id, 10)
    expect(await click(browser(testApp.app, { ip: '2001:db8:aa:1::99' }), v6.code)).toEqual({
      recorded: false,
    })
    expect(await click(browser(testApp.app, { ip: '2001:db8:aa:2::1' }), v6.code)).toEqual({
      recorded: true,
    })
    await lastSeen(v6.user.id, 31)
    expect(await click(browser(testApp.app, { ip: '2001:db8:aa:1::98' }), v6.code)).toEqual({
      recorded: true,
    })

    const local = await affiliate('10.1.2.3')
    expect(await click(browser(testApp.app, { ip: '10.1.2.3' }), local.code)).toEqual({
      recorded: true,
    })
  })

  it('[ADMIN] staff are told of flags — a repeat counts in the open flag — see several paid referrals from one network and a refund, and mark them handled', async () => {
    const { user, ip, code } = await affiliate()
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await click(browser(testApp.app, { ip }), code)).toEqual({ recorded: false })
    }
    const [repeated] = await flagsOf(user.id)
    expect(repeated).toMatchObject({ reason: 'self_referral_click', occurrences: 2 })
    const told = await testApp.db
      .select({ title: notifications.title, emailStatus: notifications.emailStatus })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, adminUser.id),
          eq(notifications.dedupeKey, `affiliate_flag:${repeated?.id}`),
        ),
      )
    expect(told).toEqual([
      { title: 'Afiliasi mengeklik tautannya sendiri', emailStatus: 'pending' },
    ])
    await sendPendingEmails({
      mailOutbox: testApp.app.mailOutbox,
      log: testApp.app.log,
      publicUrl: testApp.env.publicUrl,
      secret: testApp.app.payments.secret,
    })
    expect(
      mailsTo(testApp.dataDir, adminUser.email).filter(
        (mail) => mail.includes('Afiliasi mengeklik tautannya sendiri') && mail.includes(code),
      ),
    ).toHaveLength(1)

    // Three paid referrals from one (unknown) network, each from its own browser.
    const office = newAddress()
    const referred: string[] = []
    for (let n = 0; n < 3; n++) {
      const visitor = browser(testApp.app, { ip: office })
      expect(await click(visitor, code)).toEqual({ recorded: true })
      const { orderId, token } = await checkout(visitor)
      await pay(visitor, token)
      referred.push(orderId)
    }
    expect((await orderRow(referred[2] as string)).affiliateFee).toBe(FEE)
    const shared = (await flagsOf(user.id)).find((flag) => flag.reason === 'shared_network')
    expect(shared?.detail).toContain('3 pesanan lunas')

    const refunded = await admin.post(`/api/v1/admin/orders/${referred[0]}/refund`, {
      reason: 'Pembeli meminta pengembalian.',
    })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const refund = (await flagsOf(user.id)).find((flag) => flag.reason === 'refund')
    expect(refund?.order?.id).toBe(referred[0])

    const access = (await admin.get('/api/v1/admin/access')).json()
    expect(access.waiting.affiliateFlags).toBe((await flags()).openCount)
    const handled = await admin.post(`/api/v1/admin/affiliate-flags/${refund?.id}/handle`)
    expect(handled.statusCode, handled.body).toBe(200)
    expect(handled.json()).toMatchObject({ id: refund?.id, handledBy: adminUser.name })
    expect((await flagsOf(user.id)).map((flag) => flag.reason).sort()).toEqual([
      'self_referral_click',
      'shared_network',
    ])
    expect((await flagsOf(user.id, 'handled')).map((flag) => flag.id)).toEqual([refund?.id])
    const again = await admin.post(`/api/v1/admin/affiliate-flags/${refund?.id}/handle`)
    expect(again.json().handledAt).toBe(handled.json().handledAt)
    const audited = await testApp.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, refund?.id as string))
    expect(audited).toEqual([{ action: 'affiliate_flag.handle' }])

    const outsider = await signIn(testApp, await createUser(testApp.db))
    expect((await outsider.get('/api/v1/admin/affiliate-flags')).statusCode).toBe(403)
    expect(
      (await outsider.post(`/api/v1/admin/affiliate-flags/${refund?.id}/handle`)).statusCode,
    ).toBe(403)
  })

  it('[GUEST] the simulator pays by card only with a card number, and says so in Indonesian', async () => {
    const { token } = await checkout(browser(testApp.app))
    const refused = await browser(testApp.app).post(`/api/simulator/midtrans/snap/${token}/pay`, {
      method: 'credit_card',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields).toEqual([
      { path: 'body.cardNumber', message: 'Masukkan nomor kartu untuk membayar dengan kartu.' },
    ])
  })

  it('[SECURITY] sightings are kept only as long as a check looks at them, each kind its own time', async () => {
    const { user } = await affiliate()
    const kindsLeft = async () =>
      (
        await testApp.db
          .select({ kind: accountSightings.kind })
          .from(accountSightings)
          .where(eq(accountSightings.userId, user.id))
      )
        .map((row) => row.kind)
        .sort()
    await testApp.db
      .insert(accountSightings)
      .values({ userId: user.id, kind: 'visitor', valueHash: 'a-browser-of-theirs' })
    expect(await kindsLeft()).toEqual(['ipv4', 'visitor'])
    // Two days on, the address no longer refuses anything and goes; the browser stays.
    await lastSeen(user.id, 2)
    expect(await deleteOldSightings(testApp.db)).toBeGreaterThan(0)
    expect(await kindsLeft()).toEqual(['visitor'])
    await lastSeen(user.id, 181)
    expect(await deleteOldSightings(testApp.db)).toBeGreaterThan(0)
    expect(await kindsLeft()).toEqual([])
  })
})
