import { randomUUID } from 'node:crypto'
import pino from 'pino'
import type { Env } from '../config/env.ts'
import { redactSecrets } from './redact-secrets.ts'

/**
 * The app's logger. `destination` replaces standard output (tests read the lines it writes).
 * Every line passes through `redactSecrets` as it is written: URLs with tokens are logged by
 * the request line, errors, better-auth and the mailer alike, and none of them has to remember.
 */
export function createLogger(
  env: Pick<Env, 'logLevel' | 'isProduction'>,
  destination?: pino.DestinationStream,
) {
  const options: pino.LoggerOptions = {
    level: env.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    hooks: { streamWrite: redactSecrets },
  }
  if (destination) return pino(options, destination)
  // Readable logs for a person at a terminal; JSON lines for everything else.
  return pino({
    ...options,
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
