import { isIP } from 'node:net'
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
  TRUST_PROXY: optional(z.string()),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'PostgreSQL')),
  DATABASE_CONNECT_TIMEOUT_SECONDS: optional(
    z.coerce
      .number({ error: 'harus bilangan bulat 1–3600' })
      .int({ error: 'harus bilangan bulat 1–3600' })
      .min(1, { error: 'harus bilangan bulat 1–3600' })
      .max(3600, { error: 'harus bilangan bulat 1–3600' }),
  ),
  // Production refuses what only works on one machine; these say "deliberately, yes".
  ALLOW_EMBEDDED_DATABASE: optional(flag),
  ALLOW_MAIL_TO_DISK: optional(flag),
  ALLOW_LOCALHOST_PUBLIC_URL: optional(flag),
  ALLOW_PUBLIC_API_DOCS: optional(flag),
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
  LLM_BASE_URL: optional(url(['http:', 'https:'], 'http(s)')),
  LLM_API_KEY: optional(z.string().min(1)),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_DAILY_TOKENS: optional(
    z.coerce
      .number({ error: 'harus bilangan bulat 1000–1000000000' })
      .int({ error: 'harus bilangan bulat 1000–1000000000' })
      .min(1000, { error: 'harus bilangan bulat 1000–1000000000' })
      .max(1_000_000_000, { error: 'harus bilangan bulat 1000–1000000000' }),
  ),
  LLM_RUPIAH_PER_1K_TOKENS: optional(
    z.coerce
      .number({ error: 'harus angka 0–1000000' })
      .min(0, { error: 'harus angka 0–1000000' })
      .max(1_000_000, { error: 'harus angka 0–1000000' }),
  ),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'harus minimal 16 karakter' })),
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
  if (production) refuseSingleMachineSetup(raw, publicUrl, problems)
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY, production, problems)

  const paymentSimulator =
    raw.PAYMENT_SIMULATOR === undefined ? !production : isOn(raw.PAYMENT_SIMULATOR)
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
  requireTogether(raw, ['LLM_BASE_URL', 'LLM_MODEL'], problems, ['LLM_API_KEY'])
  requireTogether(raw, ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], problems, [
    'S3_ENDPOINT',
    'S3_REGION',
  ])
  // Amazon S3 itself (no S3_ENDPOINT) is reached through a region; `auto` is R2's convention.
  if (raw.S3_BUCKET && !raw.S3_ENDPOINT && !raw.S3_REGION) {
    problems.push({ variable: 'S3_REGION', message: 'wajib diisi bila S3_ENDPOINT tidak diisi' })
  }

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
    trustProxy,
    dataDir: path.resolve(cwd, raw.DATA_DIR ?? './data'),
    databaseUrl: raw.DATABASE_URL,
    databaseConnectTimeoutMs: (raw.DATABASE_CONNECT_TIMEOUT_SECONDS ?? 60) * 1000,
    // Outside production the documentation is always served.
    apiDocsPublic: !production || isOn(raw.ALLOW_PUBLIC_API_DOCS),
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
    // Uploads go to this bucket instead of DATA_DIR/uploads (ADR 0025); requireTogether above
    // has refused a bucket without its keys.
    s3: raw.S3_BUCKET
      ? {
          endpoint: raw.S3_ENDPOINT,
          region: raw.S3_REGION ?? 'auto',
          bucket: raw.S3_BUCKET,
          accessKeyId: raw.S3_ACCESS_KEY_ID as string,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
        }
      : undefined,
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? { clientId: raw.GOOGLE_CLIENT_ID, clientSecret: raw.GOOGLE_CLIENT_SECRET }
        : undefined,
    promptTries: promptTriesConfig(raw, production),
    // `/metrics` is served only with this bearer token; without it the path is a plain 404.
    metricsToken: raw.METRICS_TOKEN,
    logLevel: raw.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    // Decision 0027: after SIGTERM, readiness fails for `drainSeconds` before the listener closes;
    // whatever is still running after `timeoutSeconds` is cut off (exit 1).
    shutdown: { timeoutSeconds: shutdownTimeoutSeconds, drainSeconds: shutdownDrainSeconds },
  }
}

/** Default budget: a few thousand tries a day on a small model. */
const DEFAULT_DAILY_TRY_TOKENS = 2_000_000

/**
 * "Coba dulu" (issue 31, decision 0041): a configured OpenAI-compatible model; outside production
 * without one, the built-in simulated model; in production without one, no tries at all.
 */
function promptTriesConfig(raw: RawEnv, production: boolean) {
  const model =
    raw.LLM_BASE_URL && raw.LLM_MODEL
      ? { baseUrl: raw.LLM_BASE_URL, apiKey: raw.LLM_API_KEY, model: raw.LLM_MODEL }
      : null
  return {
    model,
    simulated: !model && !production,
    dailyTokens: raw.LLM_DAILY_TOKENS ?? DEFAULT_DAILY_TRY_TOKENS,
    rupiahPer1kTokens: raw.LLM_RUPIAH_PER_1K_TOKENS ?? 0,
  }
}

const isOn = (value: string | undefined) => value === 'true' || value === '1'

type Problems = { variable: string; message: string }[]

/**
 * What works on a developer's machine but not for real: one process's embedded database, mail
 * written to its disk, links pointing at localhost. Each has an ALLOW_ switch for a deliberate
 * single-machine production (a demo, a benchmark).
 */
function refuseSingleMachineSetup(raw: RawEnv, publicUrl: URL, problems: Problems) {
  if (!raw.DATABASE_URL && !isOn(raw.ALLOW_EMBEDDED_DATABASE)) {
    problems.push({
      variable: 'DATABASE_URL',
      message:
        'wajib diisi di production (PGlite hanya untuk satu proses); setel ALLOW_EMBEDDED_DATABASE=true bila memang disengaja',
    })
  }
  if (!raw.SMTP_URL && !isOn(raw.ALLOW_MAIL_TO_DISK)) {
    problems.push({
      variable: 'SMTP_URL',
      message:
        'wajib diisi di production (tanpanya email hanya disimpan di disk, tidak terkirim); setel ALLOW_MAIL_TO_DISK=true bila memang disengaja',
    })
  }
  if (
    (!raw.PUBLIC_URL || isLoopback(publicUrl.hostname)) &&
    !isOn(raw.ALLOW_LOCALHOST_PUBLIC_URL)
  ) {
    problems.push({
      variable: 'PUBLIC_URL',
      message:
        'wajib berupa alamat publik di production (bukan localhost), karena dipakai di tautan email dan pemeriksaan Origin; setel ALLOW_LOCALHOST_PUBLIC_URL=true bila memang disengaja',
    })
  }
}

// `URL.hostname` keeps IPv6 in brackets and writes an IPv4-mapped address in hex
// (`[::ffff:127.0.0.1]` → `[::ffff:7f00:1]`); a trailing dot names the same host.
const isLoopback = (rawHostname: string) => {
  const hostname = rawHostname.replace(/\.$/, '')
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    hostname === '[::]' ||
    hostname === '0.0.0.0' ||
    hostname.startsWith('[::ffff:7f') ||
    (isIP(hostname) === 4 && hostname.startsWith('127.'))
  )
}

/** proxy-addr's names for ranges, which Fastify's `trustProxy` accepts in a list too. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/**
 * Fastify's `trustProxy` in the three forms that trust only our own proxies: off, a number of
 * hops (the client is the address the outermost of them saw), or the proxies' addresses. `true`
 * takes the leftmost X-Forwarded-For entry, which any client writes: outside production only.
 */
function parseTrustProxy(
  value: string | undefined,
  production: boolean,
  problems: Problems,
): boolean | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true') {
    if (production) {
      problems.push({
        variable: 'TRUST_PROXY',
        message:
          'true mempercayai setiap X-Forwarded-For yang ditulis klien; di production isi jumlah hop proxy (mis. 1) atau daftar alamat/CIDR proxy',
      })
    }
    return true
  }
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.every(isAddressOrRange)) return entries
  problems.push({
    variable: 'TRUST_PROXY',
    message:
      'harus false, jumlah hop proxy (bilangan bulat ≥ 1), atau daftar alamat/CIDR proxy dipisah koma (contoh: 10.0.0.0/8,fd00::/8)',
  })
  return false
}

/**
 * The option for Fastify. Fastify 5.12 trusts nobody when given a bare number (a direct client
 * could otherwise add hops of its own), so a hop count becomes proxy-addr's own rule for it:
 * the socket and the next `hops - 1` entries from the right are our proxies.
 */
export function fastifyTrustProxy(
  trustProxy: Env['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy
  return (_address, hop) => hop < trustProxy
}

function isAddressOrRange(entry: string) {
  if (PROXY_RANGE_NAMES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
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
