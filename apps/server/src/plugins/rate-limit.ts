import type { FastifyRequest } from 'fastify'
import { consumeQuota, refuseOverQuota } from '../modules/limits/consume-quota.ts'
import { networkOf } from '../modules/limits/network-of.ts'

interface RateLimitOptions {
  /** Requests allowed per window and client address. */
  max: number
  windowMs: number
}

/**
 * A fixed-window limit per client network (`request.ip`, which honours TRUST_PROXY; an IPv6
 * address counts as its /64: `networkOf`), as a route's
 * `onRequest` hook: the request after the `max`-th in a window gets 429 with `Retry-After`, before
 * its body is even parsed. The counters live in the database (`consumeQuota`), so every API
 * process shares them.
 */
export function rateLimit({ max, windowMs }: RateLimitOptions) {
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? request.url
    refuseOverQuota(
      await consumeQuota(request.server.db, {
        key: `${route}:ip:${networkOf(request.ip)}`,
        max,
        windowMs,
      }),
    )
  }
}
