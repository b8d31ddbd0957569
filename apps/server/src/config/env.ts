import path from 'node:path'
import {
  ADMIN_ORGANIZATION_COUNT,
  DEFAULT_EARNINGS_HOLD_DAYS,
} from '@pasarprompt/contracts/constants'
import { z } from 'zod'

/**
 * The process configuration, validated once at start (DESIGN.md §6). A bad value stops the
 * process with a message naming the variable, so a deploy fails loudly instead of half-working.
 */

// An empty variable (`PORT=`) means "not set", as in most shells' .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const flag = z.enum(['true', 'false', '1', '0'], {
  error: 'harus "true" atau "false"',
})

const url = (protocols: string[], what: string) =>
  z
    .url({ error: `harus berupa URL ${what}` })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      error: `harus berupa URL ${what} (${protocols.join(' atau ')})`,
    })

const wholeSeconds = (min: number, max: number) => {
  const error = `harus bilangan bulat ${min}–${max} (detik)`
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

const rawEnv = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'test', 'production'], {
      error: 'harus salah satu dari development, test, production',
    }),
  ),
  PORT: optional(
    z.coerce
      .number({ error: 'harus bilangan bulat 1–65535' })
      .int({ error: 'harus bilangan bulat 1–65535' })
      .min(1, { error: 'harus bilangan bulat 1–65535' })
      .max(65535, { error: 'harus bilangan bulat 1–65535' }),
  ),
  HOST: optional(z.string().min(1)),
  TRUST_PROXY: optional(flag),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'PostgreSQL')),
  PUBLIC_URL: optional(url(['http:', 'https:'], 'http(s)')),
  AUTH_SECRET: optional(z.string().min(32, { error: 'harus minimal 32 karakter' })),
  ADMIN_ORGANIZATION_IDS: optional(z.string()),
  MIDTRANS_SERVER_KEY: optional(z.string().min(1)),
  MIDTRANS_CLIENT_KEY: optional(z.string().min(1)),
  MIDTRANS_API_URL: optional(url(['http:', 'https:'], 'http(s)')),
  MIDTRANS_SNAP_URL: optional(url(['http:', 'https:'], 'http(s)')),
  PAYMENT_SIMULATOR: optional(flag),
  EARNINGS_HOLD_DAYS: optional(
    z.coerce
      .number({ error: 'harus bilangan bulat 0–60' })
      .int({ error: 'harus bilangan bulat 0–60' })
      .min(0, { error: 'harus bilangan bulat 0–60' })
      .max(60, { error: 'harus bilangan bulat 0–60' }),
  ),
  SMTP_URL: optional(url(['smtp:', 'smtps:'], 'SMTP')),
  MAIL_FROM: optional(z.string().min(3)),
  S3_ENDPOINT: optional(url(['http:', 'https:'], 'http(s)')),
  S3_REGION: optional(z.string().min(1)),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'harus salah satu dari fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: optional(wholeSeconds(1, 600)),
  SHUTDOWN_DRAIN_SECONDS: optional(wholeSeconds(0, 600)),
})

type RawEnv = z.infer<typeof rawEnv>

/** Used outside production when ADMIN_ORGANIZATION_IDS is unset; the seed creates both. */
export const DEVELOPMENT_ADMIN_ORGANIZATION_IDS = ['org-admin-platform', 'org-admin-operasional']

const DEFAULT_MAIL_FROM = 'PasarPrompt <no-reply@pasarprompt.id>'

export class EnvError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Konfigurasi lingkungan tidak valid:\n${problems
        .map((p) => `  - ${p.variable}: ${p.message}`)
        .join('\n')}`,
    )
    this.name = 'EnvError'
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()) {
  const parsed = rawEnv.safeParse(source)
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '?'),
        message: issue.message,
      })),
    )
  }
  return resolve(parsed.data, cwd)
}

function resolve(raw: RawEnv, cwd: string) {
  const problems: { variable: string; message: string }[] = []
  const nodeEnv = raw.NODE_ENV ?? 'development'
  const production = nodeEnv === 'production'
  const port = raw.PORT ?? 3000
  const publicUrl = new URL(raw.PUBLIC_URL ?? `http://localhost:${port}`)
  if (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash) {
    problems.push({
      variable: 'PUBLIC_URL',
      message: 'harus berupa origin saja, tanpa path (contoh: https://pasarprompt.id)',
    })
  }

  const adminIds = raw.ADMIN_ORGANIZATION_IDS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (adminIds && new Set(adminIds).size !== ADMIN_ORGANIZATION_COUNT) {
    problems.push({
      variable: 'ADMIN_ORGANIZATION_IDS',
      message: `harus berisi tepat ${ADMIN_ORGANIZATION_COUNT} id berbeda, dipisah koma`,
    })
  }
  if (production && !adminIds) {
    problems.push({ variable: 'ADMIN_ORGANIZATION_IDS', message: 'wajib diisi di production' })
  }
  if (production && !raw.AUTH_SECRET) {
    problems.push({ variable: 'AUTH_SECRET', message: 'wajib diisi di production' })
  }

  const paymentSimulator =
    raw.PAYMENT_SIMULATOR === undefined
      ? !production
      : raw.PAYMENT_SIMULATOR === 'true' || raw.PAYMENT_SIMULATOR === '1'
  if (production && paymentSimulator) {
    problems.push({
      variable: 'PAYMENT_SIMULATOR',
      message: 'simulator pembayaran tidak boleh aktif saat NODE_ENV=production',
    })
  }
  if (!paymentSimulator) {
    for (const variable of [
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'MIDTRANS_API_URL',
    ] as const) {
      if (!raw[variable]) {
        problems.push({ variable, message: 'wajib diisi bila simulator pembayaran tidak aktif' })
      }
    }
  }

  requireTogether(raw, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], problems)
  requireTogether(raw, ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], problems, [
    'S3_ENDPOINT',
    'S3_REGION',
  ])

  const shutdownTimeoutSeconds = raw.SHUTDOWN_TIMEOUT_SECONDS ?? 10
  const shutdownDrainSeconds = raw.SHUTDOWN_DRAIN_SECONDS ?? 0
  if (shutdownDrainSeconds >= shutdownTimeoutSeconds) {
    problems.push({
      variable: 'SHUTDOWN_DRAIN_SECONDS',
      message: 'harus lebih kecil dari SHUTDOWN_TIMEOUT_SECONDS',
    })
  }

  if (problems.length > 0) throw new EnvError(problems)

  const publicOrigin = publicUrl.origin
  return {
    nodeEnv,
    isProduction: production,
    port,
    host: raw.HOST ?? '0.0.0.0',
    // Behind a load balancer, client IPs (rate limits, sessions) come from X-Forwarded-For; never
    // trust that header from the open internet.
    trustProxy: raw.TRUST_PROXY === 'true' || raw.TRUST_PROXY === '1',
    dataDir: path.resolve(cwd, raw.DATA_DIR ?? './data'),
    databaseUrl: raw.DATABASE_URL,
    publicUrl: publicOrigin,
    // Outside production the app is reached as localhost or 127.0.0.1 interchangeably.
    trustedOrigins: production
      ? [publicOrigin]
      : [...new Set([publicOrigin, `http://localhost:${port}`, `http://127.0.0.1:${port}`])],
    authSecret: raw.AUTH_SECRET,
    adminOrganizationIds: adminIds ?? DEVELOPMENT_ADMIN_ORGANIZATION_IDS,
    midtrans: midtransConfig(raw, paymentSimulator, publicOrigin),
    paymentSimulator,
    earningsHoldDays: raw.EARNINGS_HOLD_DAYS ?? DEFAULT_EARNINGS_HOLD_DAYS,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    s3: raw.S3_BUCKET
      ? {
          endpoint: raw.S3_ENDPOINT,
          region: raw.S3_REGION ?? 'auto',
          bucket: raw.S3_BUCKET,
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : undefined,
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    // Decision 0027: after SIGTERM, readiness fails for `drainSeconds` before the listener closes;
    // whatever is still running after `timeoutSeconds` is cut off (exit 1).
    shutdown: { timeoutSeconds: shutdownTimeoutSeconds, drainSeconds: shutdownDrainSeconds },
  }
}

/** The simulator's key: it signs and checks its own notifications, and only outside production. */
export const SIMULATOR_SERVER_KEY = 'SB-Mid-server-pasarprompt-simulator'

/**
 * Midtrans has two hosts: the Core API (`api.…`: status) and Snap (`app.…`: create transaction).
 * MIDTRANS_SNAP_URL defaults to the API URL with `api.` turned into `app.`. With the simulator
 * both point at its routes on this server.
 */
function midtransConfig(raw: RawEnv, simulator: boolean, publicOrigin: string) {
  if (simulator) {
    const base = `${publicOrigin}/api/simulator/midtrans`
    return {
      serverKey: raw.MIDTRANS_SERVER_KEY ?? SIMULATOR_SERVER_KEY,
      clientKey: raw.MIDTRANS_CLIENT_KEY ?? 'SB-Mid-client-pasarprompt-simulator',
      apiUrl: base,
      snapUrl: base,
    }
  }
  // resolve() has refused a missing key or URL when the simulator is off.
  const apiUrl = new URL(raw.MIDTRANS_API_URL as string)
  const snapUrl = new URL(raw.MIDTRANS_SNAP_URL ?? apiUrl)
  if (!raw.MIDTRANS_SNAP_URL && snapUrl.hostname.startsWith('api.')) {
    snapUrl.hostname = `app.${snapUrl.hostname.slice(4)}`
  }
  return {
    serverKey: raw.MIDTRANS_SERVER_KEY as string,
    clientKey: raw.MIDTRANS_CLIENT_KEY as string,
    apiUrl: apiUrl.toString().replace(/\/$/, ''),
    snapUrl: snapUrl.toString().replace(/\/$/, ''),
  }
}

/** Variables that only make sense as a group: all of `required` or none of the group. */
function requireTogether(
  raw: RawEnv,
  required: (keyof RawEnv)[],
  problems: { variable: string; message: string }[],
  optionalMembers: (keyof RawEnv)[] = [],
) {
  const anySet = [...required, ...optionalMembers].some((name) => raw[name] !== undefined)
  if (!anySet) return
  for (const name of required) {
    if (raw[name] === undefined) {
      problems.push({
        variable: name,
        message: `wajib diisi bersama ${required.filter((n) => n !== name).join(', ')}`,
      })
    }
  }
}

export type Env = ReturnType<typeof loadEnv>
