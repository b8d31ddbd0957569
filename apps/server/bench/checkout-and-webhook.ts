// `npm run bench`: how long the money path takes on the real app (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), through `app.inject` so the numbers are the server's own, not the network's.
// Measures a guest checkout (order + the simulator's Snap transaction) and the webhook's handling
// of a settlement (signature, status re-check with the gateway, crediting), then 50 repeats of one
// notification at once, then the read pages sellers and staff use most over those orders. Prints
// percentiles; it asserts nothing — speed targets live here, not in tests.
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { prompts, simulatorTransactions } from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import { buildTestApp } from '../test/helpers/build-test-app.ts'
import { browser } from '../test/helpers/http-client.ts'
import { notification, postNotification } from '../test/helpers/payments.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const row = [50, 95, 99].map((p) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`).join('  ')
  console.info(`${name.padEnd(34)} n=${String(samples.length).padEnd(4)} ${row}`)
}

async function timed<T>(samples: number[], run: () => Promise<T>) {
  const started = performance.now()
  const result = await run()
  samples.push(performance.now() - started)
  return result
}

const testApp = await buildTestApp()
try {
  const [prompt] = await testApp.db
    .select({ id: prompts.id, price: prompts.price })
    .from(prompts)
    .where(eq(prompts.slug, 'ilustrasi-batik-modern'))
  if (!prompt) throw new Error('the demo prompt is missing: was the seed run?')

  const checkoutMs: number[] = []
  const webhookMs: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const created = await timed(checkoutMs, () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { origin: 'http://localhost:3000' },
        payload: {
          productId: prompt.id,
          name: 'Pembeli Bench',
          email: `bench-${round}-${Date.now()}@contoh.id`,
          phone: '081234567890',
        },
      }),
    )
    if (created.statusCode !== 201)
      throw new Error(`checkout ${created.statusCode}: ${created.body}`)
    const { gatewayOrderId } = created.json().payment as { gatewayOrderId: string }
    // Paid on the gateway's page; then its notification arrives.
    await testApp.db
      .update(simulatorTransactions)
      .set({ status: 'settlement', paymentType: 'qris' })
      .where(eq(simulatorTransactions.gatewayOrderId, gatewayOrderId))
    const body = notification({
      gatewayOrderId,
      status: 'settlement',
      grossAmount: prompt.price,
      serverKey: SIMULATOR_SERVER_KEY,
      transactionId: `bench-${round}`,
    })
    const answered = await timed(webhookMs, () => postNotification(testApp.app, body))
    if (answered.statusCode !== 200) throw new Error(`webhook ${answered.statusCode}`)

    // Sends the last order's settlement 50 times at once: each repeat is logged, none credits.
    if (round === ROUNDS - 1) {
      const repeatMs: number[] = []
      const started = performance.now()
      await Promise.all(
        Array.from({ length: 50 }, () =>
          timed(repeatMs, () => postNotification(testApp.app, body)),
        ),
      )
      const wall = performance.now() - started
      report('checkout (guest, paid prompt)', checkoutMs)
      report('webhook settlement (credits)', webhookMs)
      report('webhook repeat ×50 at once', repeatMs)
      console.info(`${'50 repeats, wall clock'.padEnd(34)} ${wall.toFixed(0)} ms`)
    }
  }
  // The pages sellers and staff open most, over the orders just made (their shop's and all).
  const seller = browser(testApp.app)
  await seller.post('/api/auth/sign-in/email', {
    email: demoAccounts.secondSeller.email,
    password: DEMO_PASSWORD,
  })
  const admin = browser(testApp.app)
  await admin.post('/api/auth/sign-in/email', {
    email: demoAccounts.admin.email,
    password: DEMO_PASSWORD,
  })
  await admin.post('/api/auth/organization/set-active', {
    organizationId: testApp.env.adminOrganizationIds[0],
  })
  const reads: [string, ReturnType<typeof browser>, string][] = [
    ['seller orders (25)', seller, '/api/v1/seller/orders'],
    ['seller customers (25)', seller, '/api/v1/seller/customers'],
    ['seller statistics (90 days)', seller, '/api/v1/seller/statistics?range=90'],
    ['seller transactions (50)', seller, '/api/v1/seller/transactions'],
    ['admin dashboard (90 days)', admin, '/api/v1/admin/dashboard?range=90'],
    ['admin orders search (email)', admin, '/api/v1/admin/orders?q=bench-7'],
    ['admin review queue', admin, '/api/v1/admin/products'],
  ]
  for (const [name, client, url] of reads) {
    const samples: number[] = []
    for (let run = 0; run < 30; run++) {
      const response = await timed(samples, () => client.get(url))
      if (response.statusCode !== 200) throw new Error(`${url} ${response.statusCode}`)
    }
    report(name, samples)
  }
  console.info(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`)
} finally {
  await testApp.close()
}
