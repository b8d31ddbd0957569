import { randomUUID } from 'node:crypto'
import pino from 'pino'
import type { Env } from '../config/env.ts'

export function createLogger(env: Pick<Env, 'logLevel' | 'isProduction'>) {
  return pino({
    level: env.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Readable logs for a person at a terminal; JSON lines for everything else.
    ...(!env.isProduction && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  })
}

const REQUEST_ID = /^[\w.-]{8,128}$/

/** Keeps a well-formed `x-request-id` from a proxy so logs can be joined across services. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID()
}
