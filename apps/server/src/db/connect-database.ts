import { setTimeout as sleep } from 'node:timers/promises'
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const FIRST_RETRY_MS = 500
const LONGEST_RETRY_MS = 5_000

/**
 * The database stayed unreachable for the whole allowance, or its server refused us (a wrong
 * password or database name); the message is the one line shown to the operator.
 */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'DatabaseUnreachableError'
  }

  static after(timeoutMs: number, cause: unknown) {
    return new DatabaseUnreachableError(
      `Basis data tidak dapat dihubungi selama ${Math.round(timeoutMs / 1000)} detik (DATABASE_CONNECT_TIMEOUT_SECONDS): ${oneLine(cause)}. Periksa DATABASE_URL dan apakah PostgreSQL berjalan.`,
      cause,
    )
  }

  static refused(cause: unknown) {
    return new DatabaseUnreachableError(
      `PostgreSQL menolak koneksi: ${oneLine(cause)}. Periksa pengguna, kata sandi dan nama basis data di DATABASE_URL.`,
      cause,
    )
  }
}

interface ConnectOptions extends OpenDatabaseOptions {
  /** How long a start waits for PostgreSQL (a database restarting beside us during a deploy). */
  timeoutMs: number
  /** Apply the migrations too, retried the same way. */
  migrate: boolean
  log: { warn: (fields: object, message: string) => void }
}

/**
 * Opens the database as a start needs it: PostgreSQL is asked until it answers, with a wait
 * doubling from 0.5 s to 5 s, for `timeoutMs` at most; then the migrations run, retried alike
 * when their connection fails. A refused password or unknown database ends it at once, and a
 * failing migration is thrown as it is (its stack trace is what a developer needs).
 */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options)
  if (handle.kind === 'pglite') {
    if (options.migrate) await migrateDatabase(handle)
    return handle
  }
  const deadline = Date.now() + options.timeoutMs
  let attempt = 0
  let delay = FIRST_RETRY_MS
  const retrying = async <T>(step: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await step()
      } catch (error) {
        attempt += 1
        const left = deadline - Date.now()
        if (!isConnectionError(error)) throw error
        if (left <= 0) {
          await handle.close().catch(() => {})
          throw DatabaseUnreachableError.after(options.timeoutMs, error)
        }
        const wait = Math.min(delay, left)
        options.log.warn(
          { attempt, retryInMs: wait },
          `Basis data belum dapat dihubungi (percobaan ${attempt}): ${oneLine(error)}; mencoba lagi dalam ${(wait / 1000).toFixed(1)} detik`,
        )
        await sleep(wait)
        delay = Math.min(delay * 2, LONGEST_RETRY_MS)
      }
    }
  }
  // Anything else the first query meets is the server refusing us: waiting would not change it.
  await retrying(() => handle.ping(5_000)).catch(async (error: unknown) => {
    if (error instanceof DatabaseUnreachableError) throw error
    await handle.close().catch(() => {})
    throw DatabaseUnreachableError.refused(error)
  })
  if (options.migrate) await retrying(() => migrateDatabase(handle))
  return handle
}

// Node's socket errors, and PostgreSQL's "connection exception" class (08) and a server
// shutting down or still starting up (57P01–57P03).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
])
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|database ping timed out/i

function isConnectionError(error: unknown): boolean {
  // pg and drizzle wrap the driver's error; the first cause that says something decides.
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) {
      return true
    }
    if (CONNECTION_MESSAGES.test(current.message)) return true
    if (current instanceof AggregateError) return current.errors.some(isConnectionError)
  }
  return false
}

/** The innermost message: drizzle's "Failed query: select 1" says less than its cause. */
function oneLine(error: unknown): string {
  let current = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  const text =
    current instanceof AggregateError && current.errors[0] instanceof Error
      ? current.errors.map((e: Error) => e.message).join('; ')
      : current instanceof Error
        ? current.message || current.name
        : String(current)
  return text.replace(/\s+/g, ' ').trim()
}
