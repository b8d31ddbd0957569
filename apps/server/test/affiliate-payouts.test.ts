import { DAY_MS } from '@pasarprompt/contracts/durations'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import {
  affiliateAccounts,
  affiliates,
  auditLog,
  ledgerEntries,
  notifications,
  orders,
  payouts,
} from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { affiliateAccount, PAYOUTS_SENT_ACCOUNT } from '../src/modules/ledger/accounts.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { markOrderPaid } from '../src/modules/orders/mark-order-paid.ts'
import { sendPendingEmails } from '../src/workflows/send-pending-emails.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { latestMail, mailsTo } from './helpers/mailbox.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

const bank = { bankCode: 'bni', accountNumber: '9876543210', accountHolder: 'Sari Afiliasi' }

describe('affiliate payouts: bank account, requests and the admin queue', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let affiliateUser: FactoryUser
  let affiliate: Browser
  let admin: Browser
  let affiliateId: string

  /**
   * Guests buy the Rp 250.000 prompt through the affiliate's link `times` times (20%: Rp 50.000
   * each), paid through the real crediting path; the hold then ends.
   */
  const earn = async (times: number) => {
    for (let i = 0; i < times; i++) {
      await testApp.db.transaction(async (tx) => {
        const order = await createOrder(tx, prompt, { affiliateBp: 2000 })
        await tx
          .update(orders)
          .set({ affiliateId, affiliateUserId: affiliateUser.id })
          .where(eq(orders.id, order.id))
        const paid = await markOrderPaid(tx, testApp.app.events, {
          orderId: order.id,
          method: 'qris',
          transactionId: `uji-${order.id}`,
          gatewayFee: 0,
          at: new Date(),
        })
        expect(paid?.affiliateFee).toBe(50_000)
      })
    }
    await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 8 * DAY_MS))
  }
  const balances = async () => {
    const [row] = await testApp.db
      .select({
        available: affiliateAccounts.balance,
        held: affiliateAccounts.heldBalance,
        reserved: affiliateAccounts.reservedBalance,
      })
      .from(affiliateAccounts)
      .where(eq(affiliateAccounts.userId, affiliateUser.id))
    return row ?? { available: 0, held: 0, reserved: 0 }
  }
  /** Opens one request of `amount` and answers its id. */
  const request = async (amount: number) => {
    const response = await affiliate.post('/api/v1/account/affiliate/payouts', { amount })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().id as string
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Studio Visual AI' })
    prompt = await createPrompt(testApp.db, shop.id, { price: 250_000 })
    affiliateUser = await createUser(testApp.db, { name: 'Sari Afiliasi' })
    affiliate = await signIn(testApp, affiliateUser)
    const [row] = await testApp.db
      .insert(affiliates)
      .values(
        stampInsert(systemActor, { shopId: shop.id, userId: affiliateUser.id, code: 'SAR1AF1L' }),
      )
      .returning({ id: affiliates.id })
    affiliateId = row?.id ?? ''
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
  })
  afterEach(async () => {
    await expectLedgerConsistent(testApp.db)
    // Every affiliate's balance row equals the sums of their ledger accounts.
    const mismatched = await queryRows<{ user_id: string }>(
      testApp.db,
      sql`select a.user_id from affiliate_accounts a
          where a.balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':available'), 0)
             or a.held_balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':held'), 0)
             or a.reserved_balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':reserved'), 0)`,
    )
    expect(mismatched).toEqual([])
  })
  afterAll(() => testApp.close())

  it('[ACCOUNT] an unverified user can neither set a bank account nor request a payout', async () => {
    const { client } = await signedInUser(testApp, { emailVerified: false })
    const saved = await client.put('/api/v1/account/affiliate/bank-account', bank)
    expect(saved.statusCode).toBe(403)
    expect(saved.json().code).toBe('EMAIL_NOT_VERIFIED')
    const requested = await client.post('/api/v1/account/affiliate/payouts', { amount: 50_000 })
    expect(requested.statusCode).toBe(403)
    expect(requested.json().code).toBe('EMAIL_NOT_VERIFIED')
  })

  it('[ACCOUNT] without a bank account a payout is refused, asking for "Rekening pencairan"', async () => {
    const before = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 50_000 })
    expect(before.statusCode).toBe(409)
    expect(before.json().code).toBe('PAYMENT_CONFIG_MISSING')
    expect(before.json().message).toContain('Rekening pencairan')

    await earn(3)
    expect(await balances()).toEqual({ available: 150_000, held: 0, reserved: 0 })
    const refused = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 50_000 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('Rekening pencairan')
    expect(await testApp.db.select().from(payouts)).toEqual([])
  })

  it('[ACCOUNT] saves the bank account and emails the affiliate, the number masked', async () => {
    const bad = await affiliate.put('/api/v1/account/affiliate/bank-account', {
      ...bank,
      accountNumber: '12-34',
    })
    expect(bad.statusCode).toBe(400)
    const saved = await affiliate.put('/api/v1/account/affiliate/bank-account', bank)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ configured: true, ...bank })
    expect(saved.json().changedAt).not.toBeNull()
    const mail = latestMail(testApp.dataDir, affiliateUser.email)
    expect(mail).toContain('Rekening pencairan afiliasi Anda diubah')
    expect(mail).toContain('3210')
    expect(mail).not.toContain('9876543210')
    expect(mail).toContain('/account/affiliate')
    // The balance earned before is untouched by the upsert.
    expect(await balances()).toEqual({ available: 150_000, held: 0, reserved: 0 })
  })

  it('[ACCOUNT] payout rules: the minimum, the available balance, one open request', async () => {
    const small = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 49_999 })
    expect(small.statusCode).toBe(400)
    expect(small.json().code).toBe('PAYOUT_BELOW_MINIMUM')
    expect(small.json().message).toBe(`Jumlah pencairan paling sedikit ${formatRupiah(50_000)}.`)
    const tooMuch = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 150_001 })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE')

    const published = vi.spyOn(testApp.app.events, 'publish')
    const response = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 60_000 })
    expect(response.statusCode, response.body).toBe(201)
    // The affiliate's open pages refetch their balance.
    expect(published).toHaveBeenCalledWith(expect.anything(), {
      target: `user:${affiliateUser.id}`,
      type: 'affiliate.updated',
      data: { userId: affiliateUser.id },
    })
    published.mockRestore()
    expect(response.json()).toMatchObject({
      amount: 60_000,
      status: 'requested',
      bankCode: 'bni',
      accountNumber: '••••3210',
      accountHolder: 'Sari Afiliasi',
    })
    expect(await balances()).toEqual({ available: 90_000, held: 0, reserved: 60_000 })
    const [row] = await testApp.db.select().from(payouts).where(eq(payouts.id, response.json().id))
    expect(row).toMatchObject({
      shopId: null,
      affiliateUserId: affiliateUser.id,
      requestedBy: affiliateUser.id,
      bankAccountNumber: '9876543210',
    })
    expect(row?.bankChangedAt).not.toBeNull()
    const entries = await testApp.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, response.json().id))
    expect(entries).toEqual(
      expect.arrayContaining([
        { account: affiliateAccount(affiliateUser.id, 'available'), amount: -60_000 },
        { account: affiliateAccount(affiliateUser.id, 'reserved'), amount: 60_000 },
      ]),
    )

    const second = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 50_000 })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('PAYOUT_ALREADY_OPEN')
  })

  it('[ADMIN] the queue shows the affiliate’s request by name, and the counts include it', async () => {
    const queue = (await admin.get('/api/v1/admin/payouts')).json()
    const listed = queue.items.find(
      (item: { affiliate: { userId: string } | null }) =>
        item.affiliate?.userId === affiliateUser.id,
    )
    expect(listed).toMatchObject({
      shop: null,
      affiliate: { userId: affiliateUser.id, name: 'Sari Afiliasi', email: affiliateUser.email },
      amount: 60_000,
      accountNumber: '9876543210',
      recentBankChange: true,
      requestedBy: affiliateUser.email,
    })
    expect(queue.openCount).toBe(1)
    const access = (await admin.get('/api/v1/admin/access')).json()
    expect(access.waiting.openPayouts).toBe(1)
    const dashboard = (await admin.get('/api/v1/admin/dashboard')).json()
    expect(dashboard.waiting.openPayouts).toBe(1)
  })

  it('[SECURITY] non-admins get 403 on the payout queue and its decisions', async () => {
    const [open] = await testApp.db.select({ id: payouts.id }).from(payouts)
    const owner = await signIn(testApp, shop.owner)
    for (const client of [affiliate, owner]) {
      expect((await client.get('/api/v1/admin/payouts')).statusCode).toBe(403)
      const approve = await client.post(`/api/v1/admin/payouts/${open?.id}/approve`, {
        transferReference: 'TRF-CURI',
        confirmRecentBankChange: true,
      })
      expect(approve.statusCode).toBe(403)
      const reject = await client.post(`/api/v1/admin/payouts/${open?.id}/reject`, {
        reason: 'Mencoba menolak tanpa hak.',
      })
      expect(reject.statusCode).toBe(403)
    }
    expect(await balances()).toEqual({ available: 90_000, held: 0, reserved: 60_000 })
  })

  it('[ADMIN] approving moves reserved → payouts_sent and tells the affiliate', async () => {
    const [open] = await testApp.db.select({ id: payouts.id }).from(payouts)
    const id = open?.id ?? ''
    const unconfirmed = await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
      transferReference: 'TRF-AFF-01',
    })
    expect(unconfirmed.statusCode).toBe(409)
    expect(unconfirmed.json().message).toContain('Rekening afiliasi ini diubah')

    const approved = await admin.post(`/api/v1/admin/payouts/${id}/approve`, {
      transferReference: 'TRF-AFF-01',
      confirmRecentBankChange: true,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({
      status: 'approved',
      shop: null,
      affiliate: { name: 'Sari Afiliasi' },
    })
    expect(await balances()).toEqual({ available: 90_000, held: 0, reserved: 0 })
    const sent = await testApp.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, id), eq(ledgerEntries.account, PAYOUTS_SENT_ACCOUNT)))
    expect(sent).toEqual([{ amount: 60_000 }])
    const [audit] = await testApp.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
    expect(audit?.action).toBe('payout.approve')

    const told = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, affiliateUser.id))
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      kind: 'payout_approved',
      link: '/account/affiliate',
      emailStatus: 'pending',
    })
    expect(told[0]?.body).toContain('Dana telah ditransfer ke rekening Anda')
    expect(told[0]?.body).toContain('TRF-AFF-01')
    // Nobody of the shop is told of the affiliate's money.
    const shopTold = await testApp.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.userId, shop.owner.id), eq(notifications.kind, 'payout_approved')),
      )
    expect(shopTold).toEqual([])
    await sendPendingEmails({
      mailOutbox: testApp.app.mailOutbox,
      log: testApp.app.log,
      publicUrl: testApp.env.publicUrl,
      secret: testApp.app.payments.secret,
    })
    expect(
      mailsTo(testApp.dataDir, affiliateUser.email).filter((mail) => mail.includes('TRF-AFF-01')),
    ).toHaveLength(1)
  })

  it('[ADMIN] rejecting returns the money to the affiliate’s available balance', async () => {
    const id = await request(50_000)
    expect(await balances()).toEqual({ available: 40_000, held: 0, reserved: 50_000 })
    const rejected = await admin.post(`/api/v1/admin/payouts/${id}/reject`, {
      reason: 'Nama pemilik rekening tidak sesuai',
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      affiliate: { name: 'Sari Afiliasi' },
    })
    expect(await balances()).toEqual({ available: 90_000, held: 0, reserved: 0 })
    const [told] = await testApp.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, affiliateUser.id), eq(notifications.kind, 'payout_rejected')),
      )
    expect(told).toMatchObject({ link: '/account/affiliate' })
    expect(told?.body).toContain('Nama pemilik rekening tidak sesuai.')
  })

  it('[ACCOUNT] 10 requests at once never overdraw and leave exactly one open request', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        affiliate.post('/api/v1/account/affiliate/payouts', { amount: 50_000 }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    expect(await balances()).toEqual({ available: 40_000, held: 0, reserved: 50_000 })
    const open = await testApp.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.affiliateUserId, affiliateUser.id), eq(payouts.status, 'requested')))
    expect(open).toHaveLength(1)
  })
})
