import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { orders, paymentAttempts, prompts } from '../src/db/schema.ts'
import {
  createMidtransGateway,
  GatewayError,
  midtransTime,
} from '../src/modules/payments/midtrans-gateway.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'

interface Seen {
  method: string
  url: string
  authorization: string | undefined
  body: Record<string, unknown> | undefined
}

/** A stand-in for Midtrans on a loopback port, answering as each test says. */
function fakeGateway() {
  const seen: Seen[] = []
  let answer: (request: Seen) => { status: number; body?: unknown; delayMs?: number } = () => ({
    status: 201,
    body: {
      token: 'snap-token',
      redirect_url: 'https://app.midtrans.test/snap/v4/redirection/snap-token',
    },
  })
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => resolve(text))
    })
  const server: Server = createServer(async (request, response) => {
    const text = await read(request)
    const entry: Seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : undefined,
    }
    seen.push(entry)
    const { status, body, delayMs } = answer(entry)
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(body === undefined ? '' : JSON.stringify(body))
    }, delayMs ?? 0)
  })
  return {
    seen,
    answer: (next: typeof answer) => {
      answer = next
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the Midtrans adapter against a gateway on a loopback port', () => {
  const gateway = fakeGateway()
  let baseUrl: string
  let testApp: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    baseUrl = await gateway.start()
    testApp = await buildTestApp({
      env: {
        PAYMENT_SIMULATOR: 'false',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-uji',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-uji',
        MIDTRANS_API_URL: baseUrl,
      },
    })
    const studio = await createShop(testApp.db, { name: 'Studio Visual AI' })
    for (const [slug, title, price] of [
      ['ilustrasi-batik-modern', 'Ilustrasi Motif Batik Modern', 45_000],
      ['karakter-maskot-umkm', 'Karakter Maskot UMKM', 60_000],
      ['foto-produk-kopi-flatlay', 'Foto Produk Kopi Flatlay', 20_000],
    ] as const) {
      await createPrompt(testApp.db, studio.id, { slug, title, price })
    }
  })
  beforeEach(() => {
    gateway.seen.length = 0
  })
  afterAll(async () => {
    await testApp.close()
    await gateway.stop()
  })

  const buy = async (slug: string) => {
    const [prompt] = await testApp.db.select().from(prompts).where(eq(prompts.slug, slug))
    return browser(testApp.app).post('/api/v1/orders', {
      productId: prompt?.id,
      name: 'Budi Santoso',
      email: 'budi@contoh.id',
      phone: '0812-3456-7890',
    })
  }

  it('[GATEWAY] creates a Snap transaction: Basic auth with the server key, order, item, customer, 23 h expiry from the order, finish URL', async () => {
    const response = await buy('ilustrasi-batik-modern')
    expect(response.statusCode).toBe(201)
    const { order, payment, accessToken } = response.json()
    expect(payment).toEqual({
      provider: 'midtrans',
      gatewayOrderId: `${order.number}-1`,
      token: 'snap-token',
      redirectUrl: 'https://app.midtrans.test/snap/v4/redirection/snap-token',
    })
    expect(gateway.seen).toHaveLength(1)
    const [request] = gateway.seen
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/snap/v1/transactions')
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from('SB-Mid-server-uji:').toString('base64')}`,
    )
    expect(request?.body).toEqual({
      transaction_details: { order_id: `${order.number}-1`, gross_amount: 45_000 },
      item_details: [
        {
          id: order.productId,
          price: 45_000,
          quantity: 1,
          name: 'Ilustrasi Motif Batik Modern',
          merchant_name: 'Studio Visual AI',
          category: expect.any(String),
        },
      ],
      customer_details: {
        first_name: 'Budi Santoso',
        email: 'budi@contoh.id',
        phone: '081234567890',
      },
      expiry: {
        // The order's creation in Jakarta time: the buyer's deadline is 23 h after it.
        start_time: midtransTime(new Date(new Date(order.payBefore).getTime() - 23 * 3_600_000)),
        unit: 'hour',
        duration: 23,
      },
      callbacks: { finish: `${testApp.env.publicUrl}/payment/${order.id}?token=${accessToken}` },
    })
  })

  it('[GATEWAY] writes the expiry start as Midtrans reads it, in Jakarta time', () => {
    expect(midtransTime(new Date('2026-11-24T03:15:42.900Z'))).toBe('2026-11-24 10:15:42 +0700')
  })

  it('[GATEWAY] retries a 5xx once with the next attempt suffix, and records both attempts', async () => {
    let calls = 0
    gateway.answer(() =>
      ++calls === 1
        ? { status: 503, body: { error_messages: ['sedang sibuk'] } }
        : {
            status: 201,
            body: { token: 'kedua', redirect_url: 'https://app.midtrans.test/kedua' },
          },
    )
    const response = await buy('karakter-maskot-umkm')
    expect(response.statusCode).toBe(201)
    const { order, payment } = response.json()
    expect(
      gateway.seen.map(
        (s) =>
          (s.body as { transaction_details: { order_id: string } }).transaction_details.order_id,
      ),
    ).toEqual([`${order.number}-1`, `${order.number}-2`])
    expect(payment.gatewayOrderId).toBe(`${order.number}-2`)
    const attempts = await testApp.db
      .select({ id: paymentAttempts.gatewayOrderId, status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(paymentAttempts.attempt)
    expect(attempts).toEqual([
      { id: `${order.number}-1`, status: 'failed' },
      { id: `${order.number}-2`, status: 'created' },
    ])
  })

  it('[GATEWAY] a refusal (4xx) is not retried; the buyer gets a clear error and the order is closed', async () => {
    gateway.answer(() => ({ status: 401, body: { error_messages: ['Access denied'] } }))
    const response = await buy('foto-produk-kopi-flatlay')
    expect(response.statusCode).toBe(502)
    expect(response.json().message).toBe(
      'Gateway pembayaran tidak dapat dihubungi. Silakan coba lagi.',
    )
    expect(gateway.seen).toHaveLength(1)
    const [last] = await testApp.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1)
    expect(last?.status).toBe('failed')
  })

  it("[GATEWAY] gives up a call after its timeout, and the status check reads Midtrans' answers", async () => {
    gateway.answer(() => ({ status: 201, body: { token: 't', redirect_url: 'u' }, delayMs: 500 }))
    const adapter = createMidtransGateway({
      serverKey: 'SB-Mid-server-uji',
      apiUrl: baseUrl,
      snapUrl: baseUrl,
      timeoutMs: 100,
    })
    const started = Date.now()
    const error = await adapter
      .createTransaction({
        gatewayOrderId: 'PP-20261122-AAAAAA-1',
        grossAmount: 10_000,
        item: { id: 'x', name: 'x', merchantName: 'x', category: 'x' },
        customer: { name: 'x', email: 'x@contoh.id', phone: '081234567890' },
        finishUrl: 'http://localhost/payment/x',
        expiryStart: new Date(),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).retryable).toBe(true)
    expect(Date.now() - started).toBeLessThan(450)

    gateway.answer((request) =>
      request.url.includes('TIDAK-ADA')
        ? {
            status: 200,
            body: { status_code: '404', status_message: "Transaction doesn't exist." },
          }
        : { status: 200, body: { status_code: '200', transaction_status: 'settlement' } },
    )
    expect(await adapter.getStatus('PP-20261122-TIDAK-ADA-1')).toBeNull()
    expect(await adapter.getStatus('PP-20261122-AAAAAA-1')).toMatchObject({
      transaction_status: 'settlement',
    })
    expect(gateway.seen.at(-1)?.url).toBe('/v2/PP-20261122-AAAAAA-1/status')
    expect(gateway.seen.at(-1)?.method).toBe('GET')
  })
})
