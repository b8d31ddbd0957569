import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { consumeQuota } from '../modules/limits/consume-quota.ts'

interface RateLimitOptions {
  /** Requests allowed per window and key. */
  max: number
  windowMs: number
  /** What the limit is named in its counters (default: the route's URL pattern). */
  name?: string
  /** Whom a request counts against (default: the client address, `request.ip`, which honours TRUST_PROXY). */
  key?: (request: FastifyRequest) => string
  /** The 429's message, when the default does not say enough. */
  message?: string
}

/**
 * A fixed-window limit as a route's `onRequest` hook: the request after the `max`-th in a window
 * gets 429 with `Retry-After`, before its body is even parsed. The counters live in the database
 * (`consumeQuota`), so every API process shares them.
 */
export function rateLimit({ max, windowMs, name, key, message }: RateLimitOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const who = key ? key(request) : `ip:${request.ip}`
    const what = name ?? request.routeOptions.url ?? request.url
    const answer = await consumeQuota(request.server.db, {
      key: `${what}:${who}`,
      max,
      windowMs,
    })
    if (!answer.allowed) {
      reply.header('retry-after', String(answer.retryAfterSeconds))
      throw new AppError('RATE_LIMITED', message)
    }
  }
}

/** Throws the 429 for a refused quota, with its `Retry-After`. */
export function refuseOverQuota(
  reply: FastifyReply,
  answer: { allowed: boolean; retryAfterSeconds: number },
  message?: string,
) {
  if (answer.allowed) return
  reply.header('retry-after', String(answer.retryAfterSeconds))
  throw new AppError('RATE_LIMITED', message)
}
