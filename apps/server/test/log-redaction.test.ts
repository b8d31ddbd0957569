import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createLogger } from '../src/lib/logger.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { browser, signUp } from './helpers/http-client.ts'
import { linkFromMail } from './helpers/mailbox.ts'

/** Every line the app's real logger writes, as written. */
function logCapture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, logger: createLogger({ logLevel: 'debug', isProduction: true }, stream) }
}

describe('the logs hold no credentials', () => {
  let testApp: TestApp
  const log = logCapture()
  /** Every credential the requests below used: none may be in any log line. */
  const secrets: string[] = []

  beforeAll(async () => {
    testApp = await buildTestApp({ logger: log.logger })
  })

  afterAll(() => testApp.close())

  const expectNoSecretLogged = () => {
    expect(secrets.length).toBeGreaterThan(0)
    for (const secret of secrets) {
      const leaks = log.lines.filter((line) => line.includes(secret))
      expect(leaks, `"${secret}" was logged`).toEqual([])
    }
  }
  const linesAbout = (fragment: string) => log.lines.filter((line) => line.includes(fragment))

  it('[SECURITY] verification and password-reset links: neither the mail log nor the request line shows their token', async () => {
    const visitor = browser(testApp.app)
    await signUp(visitor, { name: 'Rina Wulandari', email: 'rina@contoh.id' })
    const verify = linkFromMail(testApp.dataDir, 'rina@contoh.id', '/api/auth/verify-email') ?? ''
    const verifyToken = new URL(verify).searchParams.get('token') ?? ''
    secrets.push(verifyToken)
    expect((await visitor.visit(verify)).statusCode).toBe(302)

    await visitor.post('/api/auth/request-password-reset', {
      email: 'rina@contoh.id',
      redirectTo: '/reset-password',
    })
    const reset = linkFromMail(testApp.dataDir, 'rina@contoh.id', '/api/auth/reset-password/') ?? ''
    const resetToken = new URL(reset).pathname.split('/').at(-1) ?? ''
    secrets.push(resetToken)
    const redirect = await visitor.visit(reset)
    expect(redirect.statusCode).toBe(302)
    // The page it lands on carries the same token in its query.
    await visitor.visit(new URL(String(redirect.headers.location), testApp.env.publicUrl).href)

    expect(verifyToken.length).toBeGreaterThan(10)
    expect(resetToken.length).toBeGreaterThan(10)
    expectNoSecretLogged()
    // Still useful: the line says which endpoint was called, and that mail went out.
    expect(linesAbout('/api/auth/verify-email?token=[redacted]').length).toBeGreaterThan(0)
    expect(linesAbout('/api/auth/reset-password/[redacted]').length).toBeGreaterThan(0)
    expect(linesAbout('mail written').length).toBe(2)
  })

  it('[SECURITY] a receipt link, the gateway page and its notification: no order token or payment token is logged', async () => {
    const shop = await createShop(testApp.db)
    const prompt = await createPrompt(testApp.db, shop.id, { price: 45_000 })
    const buyer = browser(testApp.app)
    const checkout = await buyer.post('/api/v1/orders', {
      productId: prompt.id,
      name: 'Sari Tamu',
      email: 'sari@contoh.id',
      phone: '081234567890',
    })
    expect(checkout.statusCode, checkout.body).toBe(201)
    const { order, payment, accessToken } = checkout.json()
    secrets.push(accessToken, payment.token)

    await buyer.get(`/payment/${order.id}?token=${accessToken}`)
    await buyer.get(`/payment/${order.id}/bukti?lang=id&token=${accessToken}`)
    await buyer.get(`/api/simulator/midtrans/snap/${payment.token}`)
    const paid = await buyer.post(`/api/simulator/midtrans/snap/${payment.token}/pay`, {
      method: 'qris',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    // The receipt mail for a guest, written after the commit, carries the order's link.
    await expect
      .poll(() => linkFromMail(testApp.dataDir, 'sari@contoh.id', `/payment/${order.id}`))
      .toContain(accessToken)
    await expect.poll(() => linesAbout('mail written').length).toBe(3)

    expectNoSecretLogged()
    expect(linesAbout(`/payment/${order.id}?token=[redacted]`).length).toBeGreaterThan(0)
    expect(linesAbout('/api/simulator/midtrans/snap/[redacted]/pay').length).toBe(1)
  })

  it('[SECURITY] an error whose text holds a URL with a token is logged without it', async () => {
    testApp.app.log.error(
      { err: new Error('fetch failed: https://pasarprompt.id/payment/1?token=abc.def-123') },
      'request failed',
    )
    secrets.push('abc.def-123')
    expectNoSecretLogged()
    expect(log.lines.at(-1)).toContain('/payment/1?token=[redacted]')
  })

  it('[SECURITY] a failed query is logged with its statement but not the values it was sent (a prompt’s text)', async () => {
    const secret = 'Kamu adalah penulis rahasia SANDI-RAHASIA-7731\n    at baris yang mirip jejak'
    const failed = await testApp.db.execute(sql`select ${secret}::int as angka`).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failed).toBeInstanceOf(Error)
    testApp.app.log.error({ err: failed }, 'query failed')
    const logged = linesAbout('query failed')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('select $1::int as angka')
    expect(logged[0]).toContain('[redacted]')
    expect(logged[0]).not.toContain('SANDI-RAHASIA-7731')
    expect(logged[0]).not.toContain('baris yang mirip jejak')
  })
})
