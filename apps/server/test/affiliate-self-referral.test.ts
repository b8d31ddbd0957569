import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { affiliateAccounts, orders } from '../src/db/schema.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { expectAffiliateLedgerConsistent } from './helpers/affiliate-ledger.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

const DAY_MS = 86_400_000
const PRICE = 100_000
/** At the default rates (commission 20 %, affiliate 10 %) a Rp 100.000 sale splits so. */
const FEE = 10_000

/** Public addresses (documentation ranges), one per place a person connects from. */
let nextAddress = 10
const newAddress = () => `203.0.113.${nextAddress++}`

describe('an affiliate buying through their own link (issue 26, hole 1)', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt

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
  const checkout = async (client: Browser) => {
    const response = await client.post('/api/v1/orders', {
      productId: prompt.id,
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
})
