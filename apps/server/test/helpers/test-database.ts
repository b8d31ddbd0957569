import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { migrateDatabase } from '../../src/db/migrate.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

export const testDatabaseKind: TestDatabaseKind =
  process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite'

export interface TestDatabase {
  /** A connection string for the postgres kind (each test file gets its own database). */
  url: string | undefined
  open(): Promise<DatabaseHandle>
  /** Drops the database (postgres); PGlite's in-memory database vanishes with its handle. */
  drop(): Promise<void>
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suites')
  return url
}

/**
 * A fresh, empty database per test file: in-memory PGlite, or `t_<random>` created on the
 * PostgreSQL server of TEST_DATABASE_URL, so runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    return {
      url: undefined,
      open: () => openDatabase({ pgliteDir: 'memory://' }),
      drop: async () => {},
    }
  }
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl() })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** A migrated database, ready for a test file. */
export async function openMigratedTestDatabase() {
  const testDatabase = await createTestDatabase()
  const handle = await testDatabase.open()
  await migrateDatabase(handle)
  return { handle, testDatabase }
}
