import { DAY_MS } from '@pasarprompt/contracts/durations'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { members, payouts, shops } from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { shopAccount } from '../src/modules/ledger/accounts.ts'
import { postMovement } from '../src/modules/ledger/post-movement.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { latestMail } from './helpers/mailbox.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { signedInShopOwner } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const bank = { bankCode: 'bca', accountNumber: '1234567890', accountHolder: 'Dimas Kreator' }

describe('payment configuration and payouts', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let shop: FactoryShop
  let shopId: string
  let prompt: FactoryPrompt

  /** Guests buy the shop's Rp 45.000 prompt `times` times; the hold then ends. */
  const earn = async (times: number) => {
    for (let i = 0; i < times; i++) await createPaidOrder(testApp.db, prompt)
    await releaseEarnings(testApp.db, testApp.app.events, new Date(Date.now() + 4 * DAY_MS))
  }
  const available = async () => {
    const [row] = await testApp.db
      .select({ balance: shops.balance, reserved: shops.reservedBalance })
      .from(shops)
      .where(eq(shops.id, shopId))
    return row as { balance: number; reserved: number }
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Studio Visual AI' })
    shopId = shop.id
    prompt = await createPrompt(testApp.db, shopId, { price: 45_000 })
    owner = await signIn(testApp, shop.owner)
  })
  afterEach(() => expectLedgerConsistent(testApp.db))
  afterAll(() => testApp.close())

  it('[SELLER] without a bank account: the session says so, and a payout is refused', async () => {
    expect((await owner.get('/api/v1/session')).json().paymentConfigured).toBe(false)
    const config = await owner.get('/api/v1/seller/payment-config')
    expect(config.json()).toMatchObject({ configured: false, bankCode: null })
    const refused = await owner.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('PAYMENT_CONFIG_MISSING')
  })

  it('[SELLER] saves a bank account: validated, emailed to the owner, and the red dot goes', async () => {
    const bad = await owner.put('/api/v1/seller/payment-config', {
      bankCode: 'bank-palsu',
      accountNumber: '12-34',
      accountHolder: 'D',
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['body.accountHolder', 'body.accountNumber', 'body.bankCode'])
    const saved = await owner.put('/api/v1/seller/payment-config', bank)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ configured: true, ...bank })
    expect((await owner.get('/api/v1/session')).json().paymentConfigured).toBe(true)
    const mail = latestMail(testApp.dataDir, shop.owner.email)
    expect(mail).toContain('Rekening pencairan Studio Visual AI diubah')
    expect(mail).toContain('7890')
    expect(mail).not.toContain('1234567890')
  })

  it('[SELLER] payout rules: the minimum, the available balance, one open request', async () => {
    await earn(3)
    const { balance } = await available()
    expect(balance).toBeGreaterThanOrEqual(108_000)

    const small = await owner.post('/api/v1/seller/payouts', { amount: 49_999 })
    expect(small.statusCode).toBe(400)
    expect(small.json().message).toBe(`Jumlah pencairan paling sedikit ${formatRupiah(50_000)}.`)
    const tooMuch = await owner.post('/api/v1/seller/payouts', { amount: balance + 1 })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE')

    const requested = await owner.post('/api/v1/seller/payouts', { amount: 60_000 })
    expect(requested.statusCode, requested.body).toBe(201)
    expect(requested.json()).toMatchObject({
      amount: 60_000,
      status: 'requested',
      bankCode: 'bca',
      accountNumber: '••••7890',
    })
    expect(await available()).toEqual({ balance: balance - 60_000, reserved: 60_000 })

    const second = await owner.post('/api/v1/seller/payouts', { amount: 50_000 })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('PAYOUT_ALREADY_OPEN')
    const overview = (await owner.get('/api/v1/seller/payouts')).json()
    expect(overview).toMatchObject({ minPayout: 50_000, reserved: 60_000 })
    expect(overview.items).toHaveLength(1)
  })

  it('[SELLER] 20 requests at once never overdraw and leave exactly one open request', async () => {
    // The open request of the previous test is rejected, as an admin would: its money returns.
    await testApp.db.transaction(async (tx) => {
      const [open] = await tx
        .update(payouts)
        .set({ status: 'rejected', rejectionReason: 'Uji', decidedAt: new Date() })
        .where(eq(payouts.shopId, shopId))
        .returning()
      if (!open) throw new Error('no open payout')
      await postMovement(tx, systemActor, {
        kind: 'payout_rejected',
        shopId,
        payoutId: open.id,
        entries: [
          { account: shopAccount(shopId, 'reserved'), amount: -open.amount },
          { account: shopAccount(shopId, 'available'), amount: open.amount },
        ],
      })
    })
    const before = await available()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.post('/api/v1/seller/payouts', { amount: 50_000 })),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(409)])
    expect(await available()).toEqual({
      balance: before.balance - 50_000,
      reserved: before.reserved + 50_000,
    })
  })

  it('[SECURITY] members, other shops and visitors cannot see or move this shop’s money', async () => {
    const anonymous = browser(testApp.app)
    for (const url of ['/api/v1/seller/payouts', '/api/v1/seller/payment-config']) {
      expect((await anonymous.get(url)).statusCode).toBe(401)
    }
    const other = await signIn(testApp, (await createShop(testApp.db)).owner)
    const theirs = (await other.get('/api/v1/seller/payouts')).json()
    expect(JSON.stringify(theirs)).not.toContain('7890')

    const member = await memberOfShop()
    for (const [method, url, body] of [
      ['GET', '/api/v1/seller/payouts', undefined],
      ['POST', '/api/v1/seller/payouts', { amount: 50_000 }],
      ['GET', '/api/v1/seller/payment-config', undefined],
      ['PUT', '/api/v1/seller/payment-config', bank],
    ] as const) {
      const response =
        method === 'GET'
          ? await member.get(url)
          : method === 'POST'
            ? await member.post(url, body)
            : await member.put(url, body)
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  const signUpShop = () => signedInShopOwner(testApp)

  /** A user who joined Studio Visual AI as a member (role `member`). */
  async function memberOfShop() {
    const { client } = await signUpShop()
    const userId = (await client.get('/api/v1/session')).json().user.id
    await testApp.db.insert(members).values(
      stampInsert(systemActor, {
        id: `m-${userId}`,
        organizationId: shopId,
        userId,
        role: 'member',
      }),
    )
    await client.post('/api/auth/organization/set-active', { organizationId: shopId })
    return client
  }
})
