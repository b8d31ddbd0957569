import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import memorySettings from './pglite-memory-settings.json' with { type: 'json' }
import { extractPgliteTemplate, readPgliteTemplate } from './pglite-template.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The Drizzle API shared by both drivers; use cases only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Repositories take either the database or a transaction, so a use case can compose them. */
export type Executor = Database | Transaction

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; ping: Ping; close: () => Promise<void> }
  | {
      kind: 'postgres'
      db: Database
      client: pg.Pool
      /** For connections outside the pool, such as the events listener. */
      connectionString: string
      ping: Ping
      close: () => Promise<void>
    }

type Ping = (timeoutMs?: number) => Promise<void>

export interface OpenDatabaseOptions {
  /** `postgres://…`: a real server through a connection pool. */
  databaseUrl?: string | undefined
  /** Folder for the embedded PGlite database, or `memory://` for a throwaway one. */
  pgliteDir?: string
  /** A PGlite `dumpDataDir()` to start from instead of an empty database (the tests' template). */
  pgliteDataDump?: Blob
  onPoolError?: (error: Error) => void
  /** Where a new PGlite database made without the template says so (else the console). */
  log?: { warn: (fields: object, message: string) => void }
}

/**
 * PostgreSQL's memory settings inside PGlite (issue 27: the demo held 684 MB, 954 MB at its
 * peak). PGlite's WebAssembly memory only grows, so whatever PostgreSQL once used stays resident
 * for the life of the process: the default 128 MB of shared buffers (touched at start), and 64 MB
 * of `maintenance_work_mem` for each index the migrations and the seed build. The files live on
 * disk, so pages the buffers do not hold come from the system's file cache instead. Kept in a
 * JSON file the template's initdb (scripts/pglite-template.mjs, plain Node) reads too.
 */
export const PGLITE_MEMORY_SETTINGS: string[] = memorySettings

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error))
    const db = drizzlePg(pool, { schema }) as unknown as Database
    return {
      kind: 'postgres',
      db,
      client: pool,
      connectionString: options.databaseUrl,
      ping: pinger(db),
      close: () => pool.end(),
    }
  }

  const dir = options.pgliteDir ?? 'memory://'
  // PGlite creates only the last folder of its path.
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true })
  const dump =
    options.pgliteDataDump ?? (isNewDatabase(dir) ? newDatabase(dir, options) : undefined)
  // pg_trgm and fuzzystrmatch: typo-tolerant search (the real server has both as contrib).
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, fuzzystrmatch },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    ...(dump ? { loadDataDir: dump } : {}),
  })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return { kind: 'pglite', db, client, ping: pinger(db), close: () => client.close() }
}

/** `memory://`, or a folder PostgreSQL has not been set up in (initdb writes PG_VERSION). */
function isNewDatabase(dir: string): boolean {
  return dir.startsWith('memory://') || !existsSync(path.join(dir, 'PG_VERSION'))
}

/**
 * A new database starts from the build's template (db/pglite-template.ts), as PGlite's initdb
 * would hold ~0.8 GB at its peak, kept for the life of the process. A folder that does not exist
 * yet gets the template's files, written beside it and renamed into place, so a start cut short
 * leaves no half database; an existing empty folder (perhaps a mount point or a link the operator
 * made) is filled in place, PG_VERSION last, so a start cut short is simply filled again;
 * `memory://`, or a folder holding other files, is given the template's archive to load
 * (returned). Without a usable template — missing, made by another PGlite, unreadable, or a
 * write that failed — PGlite runs initdb as before, and the operator hears why this start is
 * heavier than it should be.
 */
function newDatabase(dir: string, options: OpenDatabaseOptions): Blob | undefined {
  const initdb = (why: string) => {
    const message = `Basis data PGlite baru dibuat dengan initdb, bukan dari templat (${why}): awal pertama ini memakai memori jauh lebih banyak. npm run build atau npm run db:template membuatnya.`
    if (options.log) options.log.warn({}, message)
    else console.warn(message)
    return undefined
  }
  // One staging name: the data folder's lock lets one process at a time get here.
  const staging = `${dir}.template-staging`
  let fillingInPlace = false
  try {
    const template = readPgliteTemplate()
    if ('unusable' in template) return initdb(template.unusable)
    const exists = !dir.startsWith('memory://') && existsSync(dir)
    if (dir.startsWith('memory://') || (exists && readdirSync(dir).length > 0)) {
      return new Blob([template.archive], { type: 'application/x-gzip' })
    }
    if (exists) {
      fillingInPlace = true
      extractPgliteTemplate(template.archive, dir)
      return undefined
    }
    rmSync(staging, { recursive: true, force: true })
    extractPgliteTemplate(template.archive, staging)
    renameSync(staging, dir)
    return undefined
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    // The folder was empty before this attempt: what it wrote goes, so initdb finds it empty.
    if (fillingInPlace) {
      for (const entry of readdirSync(dir))
        rmSync(path.join(dir, entry), { recursive: true, force: true })
    }
    return initdb(error instanceof Error ? error.message : String(error))
  }
}

function pinger(db: Database): Ping {
  return async (timeoutMs = 2_000) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
    })
    try {
      await Promise.race([db.execute(sql`select 1`), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{rows}`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

const dialect = new PgDialect()

/**
 * `queryRows` as a named prepared statement: on PostgreSQL each connection parses and plans it
 * once, then only binds and runs it (issue 27: parsing and planning were most of the database's
 * work per payment). `name` must always come with the same SQL text — a fixed shape, no lists
 * spliced in (pass an array as one parameter) — or the driver refuses it. PGlite runs it as usual.
 */
export async function queryPrepared<Row>(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
  const result = (await prepared.execute()) as unknown as { rows: Row[] }
  return result.rows
}

/** Statement texts named so far (`nameOfShape`), and how many this process names at most. */
const shapeNames = new Map<string, string>()
const MAX_SHAPES = 128

/**
 * A statement name for SQL text built to a shape (a search: its number of words, groups and
 * tiers, the values all parameters), so that text is parsed and planned once per connection
 * however many searches share it. Each distinct text gets its own name, never a reused one; past
 * `MAX_SHAPES` texts (each kept by every connection of the pool) `undefined`: run it unnamed.
 */
export function nameOfShape(prefix: string, text: string): string | undefined {
  const known = shapeNames.get(text)
  if (known || shapeNames.size >= MAX_SHAPES) return known
  const name = `${prefix}_${shapeNames.size}`
  shapeNames.set(text, name)
  return name
}

/** `queryRows`, prepared under the name of its text's shape (`nameOfShape`). */
export async function queryShaped<Row>(db: Executor, prefix: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query)
  const name = nameOfShape(prefix, built.sql)
  const prepared = db._.session.prepareQuery(built, undefined, name, false)
  const result = (await prepared.execute()) as unknown as { rows: Row[] }
  return result.rows
}

/**
 * What `selectShaped` reads of a Drizzle prepared query: its text, and the query configs the
 * driver is given (node-postgres names the statement by them; PGlite has no names and ignores it).
 */
interface ShapedQuery<Row> {
  execute(): Promise<Row[]>
  queryString?: string
  queryConfig?: { name?: string }
  rawQueryConfig?: { name?: string }
}

/**
 * A Drizzle select, prepared under the name of its text's shape (`nameOfShape`). The text is
 * built once: asking for it (`toSQL`) and then preparing built the search page twice, a tenth of
 * the server's CPU per search (issue 27, `--cpu-prof`). Prepared unnamed, then named by its text.
 */
export async function selectShaped<Row>(
  prefix: string,
  select: { prepare(name: string): { execute(): Promise<Row[]> } },
): Promise<Row[]> {
  const prepared = select.prepare('') as unknown as ShapedQuery<Row>
  // A driver whose prepared query keeps its text elsewhere runs it unnamed: never one name for two.
  const name =
    typeof prepared.queryString === 'string' ? nameOfShape(prefix, prepared.queryString) : undefined
  if (name) {
    if (prepared.queryConfig) prepared.queryConfig.name = name
    if (prepared.rawQueryConfig) prepared.rawQueryConfig.name = name
  }
  return prepared.execute()
}
