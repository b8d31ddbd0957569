import { settlement } from './fake-midtrans.ts'
import type { PoolResult } from './run-pool.ts'
import { runPool } from './run-pool.ts'

/**
 * Concurrent guest checkouts, each a different buyer of one of `prompts` (in turn): the order,
 * its payment attempt and the gateway's Snap transaction. Returns the gateway order ids made.
 */
export async function benchCheckout(
  baseUrl: string,
  prompts: { id: string }[],
  count: number,
  concurrency: number,
): Promise<PoolResult> {
  const run = Date.now().toString(36)
  const requests = Array.from({ length: count }, (_, index) => ({
    method: 'POST',
    path: '/api/v1/orders',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      productId: prompts[index % prompts.length]?.id,
      name: 'Pembeli Bench',
      email: `bench-${run}-${index}@contoh.id`,
      phone: '081234567890',
    }),
  }))
  return runPool(baseUrl, requests, concurrency)
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
