import { randomInt } from 'node:crypto'
import { settlement } from './fake-midtrans.ts'
import type { PoolResult } from './run-pool.ts'
import { runPool } from './run-pool.ts'

/** Checkouts sent from one client address: a shared office or carrier NAT, under its limit. */
export const CHECKOUTS_PER_ADDRESS = 10

/**
 * The client address of checkout `index`, as the one proxy in front of the server
 * (`TRUST_PROXY=1`) reports it in `X-Forwarded-For`: 10.x.y.z, a random /16 for each run
 * (`runSalt`), so runs within the limit's 10 minutes rarely add up on one address.
 */
export function clientAddress(index: number, runSalt: number) {
  const address = Math.floor(index / CHECKOUTS_PER_ADDRESS)
  return `10.${runSalt % 256}.${Math.floor(address / 250) % 256}.${1 + (address % 250)}`
}

/**
 * Concurrent guest checkouts, each a different buyer of one of `prompts` (in turn), from many
 * client addresses (`clientAddress`): the order, its payment attempt and the gateway's Snap
 * transaction. The checkout limits stay as production has them.
 */
export async function benchCheckout(
  baseUrl: string,
  prompts: { id: string }[],
  count: number,
  concurrency: number,
): Promise<PoolResult & { addresses: number }> {
  const run = Date.now().toString(36)
  const runSalt = randomInt(256)
  const requests = Array.from({ length: count }, (_, index) => ({
    method: 'POST',
    path: '/api/v1/orders',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'x-forwarded-for': clientAddress(index, runSalt),
    },
    body: JSON.stringify({
      productId: prompts[index % prompts.length]?.id,
      name: 'Pembeli Bench',
      email: `bench-${run}-${index}@contoh.id`,
      phone: '081234567890',
    }),
  }))
  const addresses = new Set(requests.map((request) => request.headers['x-forwarded-for'])).size
  return { ...(await runPool(baseUrl, requests, concurrency)), addresses }
}

/**
 * One valid settlement notification for each pending transaction, `concurrency` at a time, as
 * Midtrans sends them: signed, no cookie, no Origin. Each is re-checked with the (fake) gateway
 * and credits its order.
 */
export async function benchWebhook(
  baseUrl: string,
  transactions: Map<string, number>,
  serverKey: string,
  concurrency: number,
): Promise<PoolResult> {
  const requests = [...transactions].map(([orderId, amount]) => ({
    method: 'POST',
    path: '/api/v1/payments/midtrans/notification',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settlement(orderId, amount, serverKey)),
  }))
  return runPool(baseUrl, requests, concurrency)
}
