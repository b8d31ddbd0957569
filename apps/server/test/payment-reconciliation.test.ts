import { MINUTE_MS } from '@pasarprompt/contracts/durations'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expireOrders } from '../src/modules/orders/expire-orders.ts'
import {
  RECONCILE_AFTER_MS,
  reconcilePendingPayments,
} from '../src/modules/payments/reconcile-pending-payments.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import {
  guestCheckout,
  logResults,
  notifyStatus,
  orderStatus,
  promptForSale,
  salesBooked,
  setGatewayStatus,
} from './helpers/checkout.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

const later = (ms: number) => new Date(Date.now() + ms)

describe('reconciliation: payments whose notification never came (issue 17)', () => {
  let testApp: TestApp
  let prompt: Awaited<ReturnType<typeof promptForSale>>
  const reconcile = (options: Parameters<typeof reconcilePendingPayments>[1]) =>
    reconcilePendingPayments(testApp.app.payments, options)

  beforeAll(async () => {
    testApp = await buildTestApp()
    prompt = await promptForSale(testApp, 45_000)
  })
  afterEach(async () => {
    await expectLedgerConsistent(testApp.db)
  })
  afterAll(() => testApp.close())

  it('[CRASH] a payment the gateway settled but never told us about is paid, once, a few minutes later', async () => {
    const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
    // The buyer paid; the process died before the notification was handled.
    await setGatewayStatus(testApp, gatewayOrderId, 'settlement')

    // Within the first minutes the notification may still come: nobody asks yet.
    await reconcile({ now: later(RECONCILE_AFTER_MS - MINUTE_MS) })
    expect(await orderStatus(testApp, orderId)).toBe('pending')

    const run = await reconcile({ now: later(RECONCILE_AFTER_MS + MINUTE_MS) })
    expect(run.applied.paid).toBe(1)
    expect(await orderStatus(testApp, orderId)).toBe('paid')
    expect(await salesBooked(testApp, orderId)).toBe(1)

    // Five processes starting at once, then the late notification: nothing is credited again.
    await Promise.all(
      Array.from({ length: 5 }, () => reconcile({ startedAt: later(60 * MINUTE_MS) })),
    )
    expect((await notifyStatus(testApp, gatewayOrderId, prompt.price)).json()).toEqual({
      result: 'duplicate',
    })
    expect(await salesBooked(testApp, orderId)).toBe(1)
    expect(await logResults(testApp, orderId)).toEqual(['paid', 'duplicate'])
  })

  it('[JOB] at start-up every pending payment is asked about, however young', async () => {
    const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
    await setGatewayStatus(testApp, gatewayOrderId, 'settlement')
    await reconcile({ startedAt: later(1_000) })
    expect(await orderStatus(testApp, orderId)).toBe('paid')
    expect(await salesBooked(testApp, orderId)).toBe(1)
  })

  it('[JOB] a lost denial fails the order, a lost expiry expires it; one still pending stays, unlogged, and is asked again with back-off', async () => {
    const denied = await guestCheckout(testApp, prompt.promptId)
    const expired = await guestCheckout(testApp, prompt.promptId)
    const open = await guestCheckout(testApp, prompt.promptId)
    await setGatewayStatus(testApp, denied.gatewayOrderId, 'deny')
    await setGatewayStatus(testApp, expired.gatewayOrderId, 'expire')

    const first = await reconcile({ now: later(6 * MINUTE_MS) })
    expect(first.checked).toBeGreaterThanOrEqual(3)
    expect(await orderStatus(testApp, denied.orderId)).toBe('failed')
    expect(await orderStatus(testApp, expired.orderId)).toBe('expired')
    expect(await orderStatus(testApp, open.orderId)).toBe('pending')
    expect(await logResults(testApp, open.orderId)).toEqual([])

    // Checked at +6 min: not again at +8 min, again at +12 min; paid when the gateway says so.
    expect((await reconcile({ now: later(8 * MINUTE_MS) })).checked).toBe(0)
    await setGatewayStatus(testApp, open.gatewayOrderId, 'settlement')
    const third = await reconcile({ now: later(12 * MINUTE_MS) })
    expect(third.applied.paid).toBe(1)
    expect(await orderStatus(testApp, open.orderId)).toBe('paid')
    // Orders that left `pending` are not asked about again.
    expect((await reconcile({ now: later(20 * 60 * MINUTE_MS) })).checked).toBe(0)
  })

  it('[JOB] an order our own expiry closed gets one last check: a settlement found then still pays it', async () => {
    const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
    await expireOrders(testApp.db, testApp.app.events, later(25 * 60 * MINUTE_MS))
    expect(await orderStatus(testApp, orderId)).toBe('expired')
    await setGatewayStatus(testApp, gatewayOrderId, 'settlement')
    await reconcile({ now: later(25 * 60 * MINUTE_MS + MINUTE_MS) })
    expect(await orderStatus(testApp, orderId)).toBe('paid')
    expect(await salesBooked(testApp, orderId)).toBe(1)
  })

  it('[JOB] a gateway error is logged, never thrown, and asked again on the next run', async () => {
    const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
    await setGatewayStatus(testApp, gatewayOrderId, 'settlement')
    const gateway = testApp.app.payments.gateway
    const getStatus = gateway.getStatus
    gateway.getStatus = async () => {
      throw new Error('gateway unreachable: ECONNRESET')
    }
    try {
      const failed = await reconcile({ now: later(6 * MINUTE_MS) })
      expect(failed.errors).toBeGreaterThanOrEqual(1)
      expect(await orderStatus(testApp, orderId)).toBe('pending')
    } finally {
      gateway.getStatus = getStatus
    }
    // The very next run (a minute later) asks again.
    await reconcile({ now: later(7 * MINUTE_MS) })
    expect(await orderStatus(testApp, orderId)).toBe('paid')
    expect(await salesBooked(testApp, orderId)).toBe(1)
  })

  it('[GATEWAY] a status the gateway answers with a wrong amount or signature is not applied', async () => {
    const { orderId, gatewayOrderId } = await guestCheckout(testApp, prompt.promptId)
    await setGatewayStatus(testApp, gatewayOrderId, 'settlement')
    const gateway = testApp.app.payments.gateway
    const getStatus = gateway.getStatus
    gateway.getStatus = async (id) => ({ ...(await getStatus(id)), gross_amount: '1000.00' })
    try {
      await reconcile({ startedAt: later(1_000) })
      expect(await orderStatus(testApp, orderId)).toBe('pending')
      gateway.getStatus = async (id) => ({ ...(await getStatus(id)), signature_key: 'palsu' })
      // A start-up past the interval asks again (one within it would not: decision 0027).
      await reconcile({ startedAt: later(2_000), now: later(RECONCILE_AFTER_MS + MINUTE_MS) })
      expect(await orderStatus(testApp, orderId)).toBe('pending')
    } finally {
      gateway.getStatus = getStatus
    }
    expect(await salesBooked(testApp, orderId)).toBe(0)
  })
})

describe('reconciliation at start-up: once per cluster, not once per process (issue 25)', () => {
  const database = createTestDatabase()
  let first: TestApp
  let second: TestApp
  /** The gateway order ids every status call of either process asked about, in order. */
  const asked: string[] = []
  const countCalls = (testApp: TestApp) => {
    const gateway = testApp.app.payments.gateway
    const getStatus = gateway.getStatus.bind(gateway)
    gateway.getStatus = async (id) => {
      asked.push(id)
      return getStatus(id)
    }
  }
  const start = (testApp: TestApp, now?: Date) =>
    reconcilePendingPayments(testApp.app.payments, { startedAt: new Date(), ...(now && { now }) })

  beforeAll(async () => {
    first = await buildTestApp({ database: await (await database).open() })
    // Two processes, each with its own connections, on one PostgreSQL; PGlite is one process's
    // database, so there the second start is a second run in that process, at the same moment.
    second =
      testDatabaseKind === 'postgres'
        ? await buildTestApp({ database: await (await database).open() })
        : first
    countCalls(first)
    if (second !== first) countCalls(second)
  })
  afterAll(async () => {
    if (second !== first) await second.close()
    await first.close()
    await (await database).drop()
  })

  it('[JOB] two processes starting together ask once per pending order; a restart soon after asks nothing; past the interval it asks again', async () => {
    const prompt = await promptForSale(first, 30_000)
    const orders = [
      await guestCheckout(first, prompt.promptId),
      await guestCheckout(first, prompt.promptId),
    ]
    const ids = orders.map((order) => order.gatewayOrderId).sort()

    await Promise.all([start(first), start(second)])
    expect([...asked].sort()).toEqual(ids)

    // Restarted a minute later: both were asked within the interval.
    asked.length = 0
    const restart = await start(second, later(MINUTE_MS))
    expect(restart.checked).toBe(0)
    expect(asked).toEqual([])

    // Restarted past the interval, the orders still pending: asked again, once each.
    await Promise.all([
      start(first, later(RECONCILE_AFTER_MS + MINUTE_MS)),
      start(second, later(RECONCILE_AFTER_MS + MINUTE_MS)),
    ])
    expect([...asked].sort()).toEqual(ids)
    for (const order of orders) expect(await orderStatus(first, order.orderId)).toBe('pending')
  })
})
