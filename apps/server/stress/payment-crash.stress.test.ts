import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { type DatabaseHandle, queryRows } from '../src/db/client.ts'
import { expectLedgerConsistent, notification } from '../test/helpers/payments.ts'
import { testDatabaseKind } from '../test/helpers/test-database.ts'
import { type ServerProcess, serverOnFreshDatabase, stop } from './helpers/server-process.ts'

/**
 * Issue 17's "payments lost in a crash", for real: the server is a child process, killed with
 * SIGKILL while payments (and a storm of notifications) are in flight, then started again on the
 * same database. Every payment the gateway (the built-in simulator, whose book is in the same
 * database) settled must become paid within a minute of the restart, exactly once.
 */

interface Placed {
  orderId: string
  accessToken: string
  token: string
  gatewayOrderId: string
  price: number
}

const RECOVERY_LIMIT_MS = 60_000

let buyers = 0
async function checkout(url: string, product: { id: string; price: number }): Promise<Placed> {
  buyers++
  const response = await fetch(`${url}/api/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      'x-forwarded-for': `198.51.100.${buyers % 250}`,
    },
    body: JSON.stringify({
      productId: product.id,
      name: 'Pembeli Uji',
      email: `stress-${buyers}-${Math.random().toString(36).slice(2, 8)}@contoh.id`,
      phone: '081234567890',
    }),
  })
  const body = await response.json()
  if (response.status !== 201)
    throw new Error(`checkout ${response.status}: ${JSON.stringify(body)}`)
  return {
    orderId: body.order.id,
    accessToken: body.accessToken,
    token: body.payment.token,
    gatewayOrderId: body.payment.gatewayOrderId,
    price: product.price,
  }
}

async function paidPrompts(url: string) {
  const response = await fetch(`${url}/api/v1/products?limit=48`)
  const items = (await response.json()).items as { id: string; price: number }[]
  const priced = items.filter((item) => item.price > 0)
  if (priced.length === 0) throw new Error('the demo catalogue has no paid prompt')
  return priced
}

/** `count` guest orders of the demo's paid prompts, 8 checkouts at a time. */
async function placeOrders(url: string, count: number) {
  const products = await paidPrompts(url)
  const placed: Placed[] = []
  await inParallel(
    Array.from({ length: count }, (_, i) => products[i % products.length] as (typeof products)[0]),
    8,
    async (product) => {
      placed.push(await checkout(url, product))
    },
  )
  return placed
}

async function inParallel<T>(items: T[], workers: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

/** After the servers are gone: what the gateway settled, what we paid, and the books. */
async function audit(handle: DatabaseHandle, orderIds: string[]) {
  const rows = await queryRows<{
    id: string
    status: string
    settled_at_gateway: boolean
    sales: number
  }>(
    handle.db,
    sql`select o.id, o.status,
          exists (select 1 from payment_attempts a
                  join payment_simulator_transactions t on t.gateway_order_id = a.gateway_order_id
                  where a.order_id = o.id and t.status = 'settlement') as settled_at_gateway,
          (select count(distinct movement_id)::int from ledger_entries e
           where e.order_id = o.id and e.kind = 'sale') as sales
        from orders o where o.id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  )
  const settled = rows.filter((row) => row.settled_at_gateway)
  return {
    rows,
    settled: settled.length,
    lost: settled.filter((row) => row.status !== 'paid').length,
    paidWithoutGateway: rows.filter((row) => row.status === 'paid' && !row.settled_at_gateway)
      .length,
    doubleCredited: rows.filter((row) => row.sales > 1).length,
    creditedUnpaid: rows.filter((row) => row.status !== 'paid' && row.sales > 0).length,
  }
}

/**
 * With the servers stopped: every order the gateway settled is paid, none without it, none
 * credited twice or while unpaid, and the books balance. `report` says what happened first.
 */
async function expectBooksRight(
  env: { open(): Promise<DatabaseHandle> },
  placed: Placed[],
  report: (result: Awaited<ReturnType<typeof audit>>) => string,
) {
  const handle = await env.open()
  try {
    const result = await audit(
      handle,
      placed.map((order) => order.orderId),
    )
    console.info(report(result))
    expect(result.settled).toBeGreaterThan(0)
    expect(result.lost).toBe(0)
    expect(result.paidWithoutGateway).toBe(0)
    expect(result.doubleCredited).toBe(0)
    expect(result.creditedUnpaid).toBe(0)
    await expectLedgerConsistent(handle.db)
  } finally {
    await handle.close()
  }
}

/** Polls the public endpoints until every order the gateway settled reads as paid. */
async function waitUntilSettledArePaid(url: string, placed: Placed[]) {
  const started = Date.now()
  for (;;) {
    let open = 0
    await inParallel(placed, 8, async (order) => {
      const gateway = await fetch(`${url}/api/simulator/midtrans/snap/${order.token}`)
      if ((await gateway.json()).status !== 'settlement') return
      const ours = await fetch(`${url}/api/v1/orders/${order.orderId}`, {
        headers: { 'x-order-token': order.accessToken },
      })
      if ((await ours.json()).status !== 'paid') open++
    })
    const elapsed = Date.now() - started
    if (open === 0) return elapsed
    if (elapsed > RECOVERY_LIMIT_MS) throw new Error(`${open} settled payments still not paid`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

describe(`payments survive a crash (${testDatabaseKind})`, () => {
  let env: Awaited<ReturnType<typeof serverOnFreshDatabase>>
  let server: ServerProcess

  beforeAll(async () => {
    env = await serverOnFreshDatabase()
    server = await env.start()
  })
  afterAll(async () => {
    await env?.cleanUp()
  })

  it('[CRASH] 60 orders, 16 parallel payments, SIGKILL after 1 s: after the restart every settled payment is paid within a minute, once', async () => {
    const placed = await placeOrders(server.url, 60)

    const confirmed = { beforeKill: 0, failedRequests: 0 }
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 1_000)
    await inParallel(placed, 16, async (order) => {
      try {
        const response = await fetch(
          `${server.url}/api/simulator/midtrans/snap/${order.token}/pay`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url },
            body: JSON.stringify({ method: 'qris' }),
          },
        )
        const body = await response.json()
        if (body.webhookStatus === 200) confirmed.beforeKill++
      } catch {
        confirmed.failedRequests++
      }
    })
    clearTimeout(killer)
    await server.exited

    const restartedAt = Date.now()
    server = await env.start()
    const startupMs = Date.now() - restartedAt
    const recoveryMs = await waitUntilSettledArePaid(server.url, placed)
    await stop(server)

    await expectBooksRight(
      env,
      placed,
      (result) =>
        `crash (${testDatabaseKind}): 60 orders, ${result.settled} settled at the gateway, ` +
        `${confirmed.beforeKill} confirmed before SIGKILL, ${confirmed.failedRequests} requests cut; ` +
        `restart ${startupMs} ms, all settled paid ${recoveryMs} ms after it; ` +
        `lost ${result.lost}, double ${result.doubleCredited}`,
    )
    server = await env.start()
  })

  it('[GATEWAY] 2,000+ notifications with duplicates, reordering and forgeries, SIGKILL mid-burst and a restart: nothing lost, nothing twice', async () => {
    const placed = await placeOrders(server.url, 200)
    const statusCodes: Record<string, string> = {
      settlement: '200',
      pending: '201',
      deny: '202',
      expire: '407',
    }
    const signed = (order: Placed, status: string, extra: Record<string, unknown> = {}) =>
      notification({
        gatewayOrderId: order.gatewayOrderId,
        status,
        grossAmount: order.price,
        serverKey: SIMULATOR_SERVER_KEY,
        statusCode: statusCodes[status],
        ...extra,
      })
    type Task =
      | { kind: 'action'; order: Placed; outcome: 'pay' | 'fail' | 'expire' }
      | { kind: 'notify'; body: unknown; label: string }
    const tasks: Task[] = []
    placed.forEach((order, i) => {
      // Half are paid, a fifth fail, a fifth expire, the rest stay open.
      const fate = i % 10 < 5 ? 'pay' : i % 10 < 7 ? 'fail' : i % 10 < 9 ? 'expire' : null
      if (fate) tasks.push({ kind: 'action', order, outcome: fate })
      const status = { pay: 'settlement', fail: 'deny', expire: 'expire' }[fate ?? 'pay']
      const notify = (label: string, body: unknown) => tasks.push({ kind: 'notify', body, label })
      for (let copy = 0; copy < 3; copy++) notify('duplicate', signed(order, status))
      notify('reordered', signed(order, 'pending'))
      notify('reordered', signed(order, 'expire'))
      notify('forged', signed(order, 'settlement', { serverKey: 'kunci-palsu' }))
      notify('forged', { ...signed(order, 'pending'), transaction_status: 'settlement' })
      notify('forged', signed(order, 'settlement', { grossAmount: 1_000 }))
      notify(
        'forged',
        signed({ ...order, gatewayOrderId: `${order.gatewayOrderId}9` }, 'settlement'),
      )
      notify('forged', signed(order, 'settlement', { transactionId: 'trx-lain' }))
    })
    // A fixed shuffle, so a failing order of arrival can be replayed.
    let seed = 42
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    for (let i = tasks.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[tasks[i], tasks[j]] = [tasks[j] as Task, tasks[i] as Task]
    }

    const answers: Record<string, number> = {}
    const cut: Task[] = []
    const send = async (url: string, task: Task) => {
      const response =
        task.kind === 'action'
          ? await fetch(`${url}/api/simulator/midtrans/snap/${task.order.token}/${task.outcome}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: url },
              body: '{}',
            })
          : await fetch(`${url}/api/v1/payments/midtrans/notification`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(task.body),
            })
      answers[response.status] = (answers[response.status] ?? 0) + 1
    }
    const burst = async (url: string, list: Task[]) =>
      inParallel(list, 24, async (task) => {
        try {
          await send(url, task)
        } catch {
          // The server died under it: the gateway sends it again later.
          cut.push(task)
        }
      })

    const killAfter = Math.floor(tasks.length * 0.4)
    const first = tasks.slice(0, killAfter)
    const killed = burst(server.url, first).then(() => undefined)
    // Killed mid-burst: once 30 % of the tasks have answered.
    for (;;) {
      const done = Object.values(answers).reduce((sum, n) => sum + n, 0)
      if (done >= tasks.length * 0.3) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    server.child.kill('SIGKILL')
    await killed
    await server.exited

    server = await env.start()
    const cutByKill = cut.length
    const rest = [...tasks.slice(killAfter), ...cut.splice(0)]
    await burst(server.url, rest)
    expect(cut).toEqual([])
    const recoveryMs = await waitUntilSettledArePaid(server.url, placed)
    await stop(server)

    const labels = tasks.reduce<Record<string, number>>((counts, task) => {
      const label = task.kind === 'action' ? `gateway ${task.outcome}` : task.label
      counts[label] = (counts[label] ?? 0) + 1
      return counts
    }, {})
    const serverErrors = Object.keys(answers).filter((status) => Number(status) >= 500)
    expect(serverErrors, `answers ${JSON.stringify(answers)}`).toEqual([])
    await expectBooksRight(
      env,
      placed,
      (result) =>
        `burst (${testDatabaseKind}): ${tasks.length} requests ${JSON.stringify(labels)}, ` +
        `answers ${JSON.stringify(answers)}; ${cutByKill} cut by SIGKILL and sent again; ` +
        `${result.settled} settled at the gateway; ` +
        `all paid ${recoveryMs} ms after the restart's burst; lost ${result.lost}, ` +
        `double ${result.doubleCredited}`,
    )
  })
})
