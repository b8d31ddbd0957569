import { randomUUID } from 'node:crypto'
import pino from 'pino'
import type { Env } from '../config/env.ts'
import { REDACTED, redactSecrets } from './redact-secrets.ts'

type Serialized = Record<string, unknown>

/**
 * The values a failed query was sent, from Drizzle's error (`params`) down its causes. They may
 * be a prompt's secret text, an email or a token, and they appear in Drizzle's message and stack
 * and, quoted, in PostgreSQL's own ("invalid input syntax for type integer: \"…\"", a key's
 * `detail`). Values under 4 characters are left: they name nothing and are everywhere.
 */
function queryValues(error: unknown, found: string[] = [], depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return found
  const params = (error as { params?: unknown }).params
  if (Array.isArray(params)) {
    for (const value of params) {
      const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)
      if (text && text.length >= 4) found.push(text)
    }
  }
  return queryValues((error as { cause?: unknown }).cause, found, depth + 1)
}

/** Every string inside `value` with each of `values` replaced, and any `params` field dropped. */
function scrub(value: unknown, values: string[]): unknown {
  if (typeof value === 'string') {
    return values.reduce((text, secret) => text.replaceAll(secret, REDACTED), value)
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, values))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Serialized).map(([key, item]) => [
        key,
        key === 'params' ? REDACTED : scrub(item, values),
      ]),
    )
  }
  return value
}

/**
 * An error as pino writes it, without the values of a failed query (its statement, with
 * placeholders, stays): the longest first, so a value containing another goes whole.
 */
function errSerializer(error: Error) {
  const serialized = pino.stdSerializers.err(error)
  const values = queryValues(error).sort((a, b) => b.length - a.length)
  return values.length > 0 ? scrub(serialized, values) : serialized
}

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
    serializers: { err: errSerializer },
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

/**
 * The one line logged a request (Fastify's own two are off): its fields but the request id. Its
 * URL redacted here too: a logger made elsewhere (tests, benchmarks) may not redact lines.
 */
export function requestLine(method: string, url: string, statusCode: number, milliseconds: number) {
  return {
    method,
    url: redactSecrets(url),
    statusCode,
    responseTime: Math.round(milliseconds * 10) / 10,
  }
}
