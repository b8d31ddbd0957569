import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { queryRows } from '../src/db/client.ts'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { REFUSED_LOGS_PER_MINUTE } from '../src/modules/limits/limits.ts'
import { reconcilePendingPayments } from '../src/modules/payments/reconcile-pending-payments.ts'
import {
  pruneRefusedPaymentLogs,
  REFUSED_BODY_MAX_CHARS,
} from '../src/modules/payments/record-payment-log.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import {
  guestCheckout,
  logResults,
  orderStatus,
  promptForSale,
  salesBooked,
  setGatewayStatus,
} from './helpers/checkout.ts'
import { browser } from './helpers/http-client.ts'
import { expectLedgerConsistent, notification, postNotification } from './helpers/payments.ts'
import { signIn } from './helpers/sign-in.ts'

/** The simulator's retries, 20 ms apart instead of minutes. */
const RETRY_DELAYS_MS = [20, 20, 20, 20, 20]

/** A deterministic shuffle (mulberry32), so a failing order of arrival can be replayed. */
function shuffled<T>(items: T[], seed: number) {
  let state = seed
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

async function inParallel<T>(items: T[], workers: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

describe('payment notifications under attack and disorder (issue 17)', () => {
  let testApp: TestApp
  let prompt: Awaited<ReturnType<typeof promptForSale>>

  beforeAll(async () => {
    testApp = await buildTestApp({ simulatorRetryDelaysMs: RETRY_DELAYS_MS })
    prompt = await promptForSale(testApp, 45_000)
  })
  afterEach(async () => {
    await expectLedgerConsistent(testApp.db)
  })
  afterAll(() => testApp.close())

  it('[GATEWAY] the simulator sends a notification again when our webhook could not take it, until it is paid', async () => {
    const { orderId, token } = await guestCheckout(testApp, prompt.promptId)
    // The webhook confirms a payment with the gateway; the first two confirmations fail (503).
    const gateway = testApp.app.payments.gateway
    const getStatus = gateway.getStatus
    let failures = 2
    gateway.getStatus = async (id) => {
      if (failures-- > 0) throw new Error('gateway unreachable: ETIMEDOUT')
      return getStatus(id)
    }
    try {
      const paid = await browser(testApp.app).post(`/api/simulator/midtrans/snap/${token}/pay`, {
        method: 'qris',
      })
      expect(paid.json()).toEqual({ status: 'settlement', webhookStatus: 503 })
      await expect.poll(() => orderStatus(testApp, orderId)).toBe('paid')
    } finally {
      gateway.getStatus = getStatus
    }
    expect(await logResults(testApp, orderId)).toEqual(['unconfirmed', 'unconfirmed', 'paid'])
    expect(await salesBooked(testApp, orderId)).toBe(1)
  })

  it('[GATEWAY] the simulator gives up after five retries; reconciliation then pays the order', async () => {
    const { orderId, gatewayOrderId, token } = await guestCheckout(testApp, prompt.promptId)
    const gateway = testApp.app.payments.gateway
    const getStatus = gateway.getStatus
    gateway.getStatus = async () => {
      throw new Error('gateway unreachable: ECONNREFUSED')
    }
    try {
      await browser(testApp.app).post(`/api/simulator/midtrans/snap/${token}/pay`, {})
      await expect.poll(async () => (await logResults(testApp, orderId)).length).toBe(6)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await logResults(testApp, orderId)).toHaveLength(6)
    } finally {
      gateway.getStatus = getStatus
    }
    expect(await orderStatus(testApp, orderId)).toBe('pending')
    await reconcilePendingPayments(testApp.app.payments, {
      startedAt: new Date(Date.now() + 1_000),
    })
    expect(await orderStatus(testApp, orderId)).toBe('paid')
    expect(gatewayOrderId).toMatch(/-1$/)
  })

  it('[GATEWAY] 300+ notifications with duplicates, reordering and forgeries: no paid order lost, none credited twice', async () => {
    const fates = ['settlement', 'deny', 'expire', 'pending'] as const
    const placed: { orderId: string; gatewayOrderId: string; fate: (typeof fates)[number] }[] = []
    for (let i = 0; i < 32; i++) {
      const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
      const fate = fates[i % fates.length] as (typeof fates)[number]
      placed.push({ orderId, gatewayOrderId, fate })
      if (fate !== 'pending') await setGatewayStatus(testApp, gatewayOrderId, fate)
    }
    const signed = (gatewayOrderId: string, status: string, extra = {}) =>
      notification({
        gatewayOrderId,
        status,
        grossAmount: prompt.price,
        serverKey: SIMULATOR_SERVER_KEY,
        statusCode: { settlement: '200', pending: '201', deny: '202', expire: '407' }[status],
        ...extra,
      })
    const bodies: unknown[] = []
    const counts = { genuine: 0, duplicate: 0, reordered: 0, forged: 0 }
    for (const { gatewayOrderId, fate } of placed) {
      // The gateway's own notifications, each three times; a pending one arrives after the end.
      for (let copy = 0; copy < 3; copy++) {
        bodies.push(signed(gatewayOrderId, fate))
        counts[copy === 0 ? 'genuine' : 'duplicate']++
      }
      bodies.push(signed(gatewayOrderId, 'pending'), signed(gatewayOrderId, 'expire'))
      counts.reordered += 2
      // Forgeries: another key, a signed pending body relabelled as settled, a wrong amount,
      // an unknown order, a settlement of another transaction.
      const relabelled = { ...signed(gatewayOrderId, 'pending'), transaction_status: 'settlement' }
      bodies.push(
        signed(gatewayOrderId, 'settlement', { serverKey: 'kunci-palsu' }),
        relabelled,
        signed(gatewayOrderId, 'settlement', { grossAmount: 1_000 }),
        signed(`${gatewayOrderId}9`, 'settlement'),
        signed(gatewayOrderId, 'settlement', { transactionId: 'trx-lain' }),
      )
      counts.forged += 5
    }
    const statuses = new Map<number, number>()
    await inParallel(shuffled(bodies, 17), 16, async (body) => {
      const response = await postNotification(testApp.app, body)
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
    })
    expect(bodies.length).toBeGreaterThanOrEqual(300)
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true)
    // Whatever arrived, and in whatever order, the reconciler closes what is left open.
    await reconcilePendingPayments(testApp.app.payments, {
      startedAt: new Date(Date.now() + 1_000),
    })

    const expected = { settlement: 'paid', deny: 'failed', expire: 'expired', pending: 'pending' }
    for (const { orderId, fate } of placed) {
      const status = await orderStatus(testApp, orderId)
      // A signed expiry that overtakes the gateway's own last word closes the order first.
      if (fate === 'pending' || fate === 'deny')
        expect([expected[fate], 'expired']).toContain(status)
      else expect(status, fate).toBe(expected[fate])
      expect(await salesBooked(testApp, orderId)).toBe(fate === 'settlement' ? 1 : 0)
    }
    console.info('notification burst:', bodies.length, 'sent', counts, Object.fromEntries(statuses))
  })

  it('[SECURITY] 300 malformed 64 KB notifications store a capped number of short rows; the admin still reads them', async () => {
    const admin = await signIn(
      testApp,
      await createAdmin(testApp.db, testApp.env.adminOrganizationIds),
    )
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    const refusedBytes = async () => {
      const [row] = await queryRows<{ rows: number; bytes: number }>(
        testApp.db,
        sql`select count(*)::int as rows, coalesce(sum(octet_length(raw_body)), 0)::int as bytes
            from payment_logs where signature_valid = false`,
      )
      return row as { rows: number; bytes: number }
    }
    const before = await refusedBytes()
    const junk = `{"order_id":"PP-SERANGAN","x":"${'A'.repeat(63 * 1024)}"`
    const answers = new Map<number, number>()
    await inParallel(
      Array.from({ length: 300 }, (_, i) => i),
      8,
      async (i) => {
        const response = await postNotification(testApp.app, `${junk}${i}`)
        answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1)
      },
    )
    expect([...answers.keys()]).toEqual([400])
    const after = await refusedBytes()
    const stored = after.rows - before.rows
    // At most a minute's cap (two, if the burst straddles a minute), each cut to ~1 KB.
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThanOrEqual(2 * REFUSED_LOGS_PER_MINUTE)
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(stored * (REFUSED_BODY_MAX_CHARS + 64))
    console.info(
      'refused bodies:',
      300,
      'sent;',
      stored,
      'stored;',
      after.bytes - before.bytes,
      'bytes',
    )

    const page = await admin.get('/api/v1/admin/payment-logs?result=invalid')
    expect(page.statusCode).toBe(200)
    const newest = page.json().items[0]
    expect(newest).toMatchObject({ result: 'malformed', signatureValid: false })
    expect(newest.rawBody).toContain('[dipotong: ')

    // The job keeps only the newest refused rows; a signed row is never removed.
    await pruneRefusedPaymentLogs(testApp.db, 10)
    expect((await refusedBytes()).rows).toBe(10)
    const [signedRows] = await queryRows<{ count: number }>(
      testApp.db,
      sql`select count(*)::int as count from payment_logs where signature_valid`,
    )
    expect(signedRows?.count).toBeGreaterThan(0)
  })
})
