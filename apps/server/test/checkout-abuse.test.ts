import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { orders, paymentAttempts, prompts, simulatorTransactions } from '../src/db/schema.ts'
import { CHECKOUT_LIMITS } from '../src/modules/limits/limits.ts'
import { sendPendingEmails } from '../src/workflows/send-pending-emails.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { mailsTo } from './helpers/mailbox.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signIn } from './helpers/sign-in.ts'

/** What an attacker types as the buyer's name: text to carry to someone else's inbox. */
const SPAM_NAME = 'MENANG HADIAH klik bit.ly/hadiah'

describe('checkout abuse: limits, free prompts, receipts and other people’s orders', () => {
  let t: TestApp
  let paidId: string
  let freeId: string
  let secondFreeId: string
  let buyer: FactoryUser
  let ipCounter = 0
  /** Each test speaks from addresses of its own: the counters live in this file's database. */
  const freshIp = () => `198.51.100.${++ipCounter}`

  /** A checkout as the web app sends it, from `ip`, optionally with a session's cookies. */
  const checkout = (
    productId: string,
    buyerInput: { name?: string; email: string },
    ip: string,
    cookie?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: {
        productId,
        name: buyerInput.name ?? 'Sari Tamu',
        email: buyerInput.email,
        phone: '081234567890',
      },
    })
  const salesOf = async (id: string) => {
    const [row] = await t.db
      .select({ sales: prompts.sales })
      .from(prompts)
      .where(eq(prompts.id, id))
    return row?.sales ?? 0
  }
  const ordersOf = (promptId: string) =>
    t.db.select().from(orders).where(eq(orders.promptId, promptId))
  /**
   * Mails are sent after the order commits, without being awaited: waits for the `expected`
   * ones, then a moment more for any that should not come.
   */
  const mailsOnceSettled = async (emails: string[], expected: number) => {
    const all = () => emails.flatMap((email) => mailsTo(t.dataDir, email))
    await expect.poll(() => all().length).toBeGreaterThanOrEqual(expected)
    await new Promise((resolve) => setTimeout(resolve, 300))
    return all()
  }
  const cookieOf = async (user: FactoryUser) => {
    const client = await signIn(t, user)
    return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  beforeAll(async () => {
    t = await buildTestApp()
    const shop = await createShop(t.db, { slug: 'toko-uji-abuse' })
    paidId = (await createPrompt(t.db, shop.id, { slug: 'prompt-berbayar', price: 25_000 })).id
    freeId = (await createPrompt(t.db, shop.id, { slug: 'prompt-gratis', price: 0 })).id
    secondFreeId = (await createPrompt(t.db, shop.id, { slug: 'prompt-gratis-dua', price: 0 })).id
    buyer = await createUser(t.db, { name: 'Budi Pembeli' })
  })
  afterAll(() => t.close())

  it('[ATTACKER] 200 guest checkouts of a paid prompt from one address create only the per-address allowance; the rest get 429 with Retry-After', async () => {
    await awayFromWindowEdge(CHECKOUT_LIMITS.perIp.windowMs)
    const ip = freshIp()
    const answers = []
    // Ten at a time, as a script would send them.
    for (let i = 0; i < 200; i += 10) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            checkout(paidId, { email: `korban-${i + j}@contoh.id` }, ip),
          ),
        )),
      )
    }
    const created = answers.filter((a) => a.statusCode === 201)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(created).toHaveLength(CHECKOUT_LIMITS.perIp.max)
    expect(refused).toHaveLength(200 - CHECKOUT_LIMITS.perIp.max)
    expect(answers.every((a) => a.statusCode < 500)).toBe(true)
    const first = refused[0]
    expect(Number(first?.headers['retry-after'])).toBeGreaterThan(0)
    expect(first?.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(first?.json().message).toMatch(/^Terlalu banyak pesanan dari jaringan Anda\./)

    const made = await ordersOf(paidId)
    expect(made).toHaveLength(CHECKOUT_LIMITS.perIp.max)
    const transactions = await t.db
      .select()
      .from(simulatorTransactions)
      .where(
        inArray(
          simulatorTransactions.gatewayOrderId,
          made.map((o) => o.gatewayOrderId ?? ''),
        ),
      )
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(
        inArray(
          paymentAttempts.orderId,
          made.map((o) => o.id),
        ),
      )
    expect(attempts).toHaveLength(CHECKOUT_LIMITS.perIp.max)
    expect(transactions).toHaveLength(CHECKOUT_LIMITS.perIp.max)
  })

  it('[ATTACKER] one email named from many addresses is limited per email, and the owner of that email still buys when signed in', async () => {
    await awayFromWindowEdge(CHECKOUT_LIMITS.perEmail.windowMs)
    const email = 'sasaran@contoh.id'
    const answers = []
    for (let i = 0; i < CHECKOUT_LIMITS.perEmail.max + 3; i++) {
      // Plus-addressing and capitals reach the same inbox: they count as one address.
      const variant = i % 2 === 0 ? email : `Sasaran+${i}@Contoh.id`
      answers.push(await checkout(paidId, { email: variant }, freshIp()))
    }
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CHECKOUT_LIMITS.perEmail.max)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused).toHaveLength(3)
    expect(refused[0]?.json().message).toMatch(/^Terlalu banyak pesanan untuk email ini\./)

    // A signed-in account is counted as itself: a stranger typing its address cannot lock it out.
    const owner = await createUser(t.db, { email: 'pemilik-sasaran@contoh.id' })
    for (let i = 0; i < CHECKOUT_LIMITS.perEmail.max + 1; i++) {
      await checkout(paidId, { email: owner.email }, freshIp())
    }
    const signedIn = await checkout(
      paidId,
      { email: owner.email },
      freshIp(),
      await cookieOf(owner),
    )
    expect(signedIn.statusCode).toBe(201)
  })

  it('[ATTACKER] one account is limited per account, whatever address it comes from', async () => {
    await awayFromWindowEdge(CHECKOUT_LIMITS.perAccount.windowMs)
    const account = await createUser(t.db)
    const cookie = await cookieOf(account)
    const answers = []
    for (let i = 0; i < CHECKOUT_LIMITS.perAccount.max + 2; i++) {
      // Each a different prompt would be real shopping; one prompt again reuses its order.
      answers.push(await checkout(paidId, { email: account.email }, freshIp(), cookie))
    }
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CHECKOUT_LIMITS.perAccount.max)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused).toHaveLength(2)
    expect(refused[0]?.json().message).toMatch(/^Terlalu banyak pesanan dari akun Anda\./)
  })

  it('[ATTACKER] 30 free claims for 30 strangers from one address: few granted, sales and mails bounded, no attacker text in any mail', async () => {
    await awayFromWindowEdge(CHECKOUT_LIMITS.guestFreeClaimsPerIp.windowMs)
    const ip = freshIp()
    const salesBefore = await salesOf(freeId)
    const strangers = Array.from({ length: 30 }, (_, i) => `orang-${i}@contoh.id`)
    const answers = []
    for (const email of strangers) {
      answers.push(await checkout(freeId, { name: SPAM_NAME, email }, ip))
    }
    const granted = answers.filter((a) => a.statusCode === 201)
    expect(granted).toHaveLength(CHECKOUT_LIMITS.guestFreeClaimsPerIp.max)
    const refused = answers.filter((a) => a.statusCode === 429)
    expect(refused).toHaveLength(30 - CHECKOUT_LIMITS.guestFreeClaimsPerIp.max)
    expect(refused[0]?.json().message).toMatch(/^Terlalu banyak prompt gratis/)
    expect(await salesOf(freeId)).toBe(salesBefore + CHECKOUT_LIMITS.guestFreeClaimsPerIp.max)

    const mails = await mailsOnceSettled(strangers, CHECKOUT_LIMITS.guestFreeClaimsPerIp.max)
    expect(mails).toHaveLength(CHECKOUT_LIMITS.guestFreeClaimsPerIp.max)
    for (const mail of mails) {
      expect(mail).not.toContain('HADIAH')
      expect(mail).not.toContain('bit.ly')
      expect(mail).toContain('Bukti pembayaran')
    }
  })

  it('[ATTACKER] changing the last bits of an IPv6 address does not pass the address limits: one /64 is one network', async () => {
    await awayFromWindowEdge(CHECKOUT_LIMITS.guestFreeClaimsPerIp.windowMs)
    const max = CHECKOUT_LIMITS.guestFreeClaimsPerIp.max
    const answers = []
    for (let i = 0; i < max + 3; i++) {
      answers.push(
        await checkout(secondFreeId, { email: `v6-${i}@contoh.id` }, `2001:db8:17:5::${i + 1}`),
      )
    }
    expect(answers.map((a) => a.statusCode)).toEqual([
      ...Array(max).fill(201),
      ...Array(3).fill(429),
    ])
    // The next /64 is someone else.
    const neighbour = await checkout(
      secondFreeId,
      { email: 'v6-tetangga@contoh.id' },
      '2001:db8:17:6::1',
    )
    expect(neighbour.statusCode).toBe(201)
  })

  it("[ATTACKER] a repeated free checkout naming someone's email gets a 409 and nothing of their order", async () => {
    const victimEmail = 'korban-gratis@contoh.id'
    const first = await checkout(freeId, { name: 'Rina Korban', email: victimEmail }, freshIp())
    expect(first.statusCode).toBe(201)
    const victimOrder = first.json()
    const sales = await salesOf(freeId)

    const again = await checkout(freeId, { name: 'Penyerang', email: victimEmail }, freshIp())
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'FREE_PROMPT_CLAIMED',
      message:
        'Prompt gratis ini sudah diambil dengan email ini. Buka tautan di email bukti pesanan, atau masuk dengan email tersebut untuk melihatnya di Pesanan.',
    })
    expect(again.body).not.toContain(victimOrder.order.id)
    expect(again.body).not.toContain(victimOrder.accessToken)
    expect(again.body).not.toContain('Rina')
    expect(await salesOf(freeId)).toBe(sales)
    expect(await mailsOnceSettled([victimEmail], 1)).toHaveLength(1)

    // Eight at once for one new address: one order, one sale, one mail.
    const raced = 'serentak@contoh.id'
    const salesBefore = await salesOf(freeId)
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => checkout(freeId, { email: raced }, freshIp())),
    )
    expect(burst.filter((a) => a.statusCode === 201)).toHaveLength(1)
    expect(burst.filter((a) => a.statusCode === 409)).toHaveLength(7)
    expect(await salesOf(freeId)).toBe(salesBefore + 1)
    const rows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.promptId, freeId), eq(orders.buyerEmail, raced)))
    expect(rows).toHaveLength(1)
  })

  it('[ATTACKER] a free prompt a verified account owns cannot be claimed again by a guest naming its email', async () => {
    const cookie = await cookieOf(buyer)
    const own = await checkout(freeId, { email: buyer.email }, freshIp(), cookie)
    expect(own.statusCode).toBe(201)
    const sales = await salesOf(freeId)
    const guest = await checkout(freeId, { name: 'Penyerang', email: buyer.email }, freshIp())
    expect(guest.statusCode).toBe(409)
    expect(guest.body).not.toContain(own.json().order.id)
    expect(await salesOf(freeId)).toBe(sales)
  })

  it('[GUEST] an address without a verified account gets one free-prompt receipt, greeted without the typed name', async () => {
    const email = 'tamu-sekali@contoh.id'
    expect((await checkout(freeId, { name: SPAM_NAME, email }, freshIp())).statusCode).toBe(201)
    expect((await checkout(secondFreeId, { name: SPAM_NAME, email }, freshIp())).statusCode).toBe(
      201,
    )
    const mails = await mailsOnceSettled([email], 1)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Terima kasih!')
    expect(mails[0]).not.toContain('HADIAH')
  })

  it('[ATTACKER] an unverified account named with spam mails its own address once, without the name', async () => {
    const unverified = await createUser(t.db, {
      name: SPAM_NAME,
      email: 'belum-verifikasi@contoh.id',
      emailVerified: false,
    })
    const cookie = await cookieOf(unverified)
    for (const id of [freeId, secondFreeId]) {
      const answer = await checkout(
        id,
        { name: SPAM_NAME, email: unverified.email },
        freshIp(),
        cookie,
      )
      expect(answer.statusCode).toBe(201)
    }
    await sendPendingEmails({
      mailOutbox: t.app.mailOutbox,
      log: t.app.log,
      publicUrl: t.env.publicUrl,
      secret: t.app.payments.secret,
    })
    const receipts = mailsTo(t.dataDir, unverified.email).filter((m) =>
      m.includes('Bukti pembayaran'),
    )
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).not.toContain('HADIAH')
  })

  it('[BUYER] a verified account is greeted by name on its receipt', async () => {
    const person = await createUser(t.db, { name: 'Dewi Lestari' })
    const cookie = await cookieOf(person)
    const answer = await checkout(
      secondFreeId,
      { name: 'Dewi Lestari', email: person.email },
      freshIp(),
      cookie,
    )
    expect(answer.statusCode).toBe(201)
    await sendPendingEmails({
      mailOutbox: t.app.mailOutbox,
      log: t.app.log,
      publicUrl: t.env.publicUrl,
      secret: t.app.payments.secret,
    })
    const receipt = mailsTo(t.dataDir, person.email).find((m) => m.includes('Bukti pembayaran'))
    expect(receipt).toContain('Terima kasih, Dewi Lestari!')
  })
})
