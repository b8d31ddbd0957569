import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'

interface RateLimitOptions {
  /** Requests allowed per window and client address. */
  max: number
  windowMs: number
}

/**
 * A fixed-window limit per client address (`request.ip`, which honours TRUST_PROXY), as a route's
 * `onRequest` hook: the request after the `max`-th in a window gets 429 with `Retry-After`, before
 * its body is even parsed. For the public forms better-auth does not cover (the waitlist).
 * Counters live in this process: with N API processes a client gets up to N × max, which is
 * still a limit; better-auth's own limits move to the database for that case.
 */
export function rateLimit({ max, windowMs }: RateLimitOptions) {
  const counter = windowCounter({ max, windowMs })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = counter.hit(request.ip)
    if (retryAfter !== null) {
      reply.header('retry-after', String(retryAfter))
      throw new AppError('RATE_LIMITED')
    }
  }
}

/**
 * The fixed windows behind `rateLimit`, per any key (a user id, an address): `hit(key)` counts
 * one request and answers null while within `max`, else the seconds until the window ends.
 * In-process, like `rateLimit`.
 */
export function windowCounter({ max, windowMs }: RateLimitOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    hit(key: string): number | null {
      const now = Date.now()
      // Forget ended windows now and then, so the map stays the size of the recent clients.
      if (windows.size > 1000) {
        for (const [k, window] of windows) if (window.resetAt <= now) windows.delete(k)
      }
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return window.count > max ? Math.ceil((window.resetAt - now) / 1000) : null
    },
  }
}
