import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { migrateDatabase } from '../../src/db/migrate.ts'
import { adminUrl, onServer } from './postgres-server.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

export const testDatabaseKind: TestDatabaseKind =
  process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated template of this run (test/global-setup.ts): a `dumpDataDir()` file for
     * PGlite, a database name for PostgreSQL.
     */
    testDatabaseTemplate: string
  }
}

export interface TestDatabase {
  /** A connection string for the postgres kind (each test file gets its own database). */
  url: string | undefined
  open(): Promise<DatabaseHandle>
  /** Drops the database (postgres); PGlite's in-memory database vanishes with its handle. */
  drop(): Promise<void>
}

// Read once a file: every database this file opens starts from the same bytes.
let templateDump: Blob | undefined
const pgliteTemplate = () => {
  templateDump ??= new Blob([readFileSync(inject('testDatabaseTemplate'))])
  return templateDump
}

/**
 * A database of this test file's own, so runs and files never see each other's rows: by default
 * a copy of the run's migrated template (in-memory PGlite loaded from its dump, or `t_<random>`
 * created from the template database on the server of TEST_DATABASE_URL); `empty` for one that
 * has never been migrated.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    return {
      url: undefined,
      open: () =>
        openDatabase({
          pgliteDir: 'memory://',
          ...(options.empty ? {} : { pgliteDataDump: pgliteTemplate() }),
        }),
      drop: async () => {},
    }
  }
  const name = `t_${randomBytes(6).toString('hex')}`
  await onServer(
    options.empty
      ? `create database ${name}`
      : `create database ${name} template ${inject('testDatabaseTemplate')}`,
  )
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  }
}

/** A copy of the migrated template, open and ready for a test file. */
export async function openTestDatabase() {
  const testDatabase = await createTestDatabase()
  return { handle: await testDatabase.open(), testDatabase }
}

/** A database migrated here and now, for the tests of the migrations themselves. */
export async function openMigratedEmptyTestDatabase() {
  const testDatabase = await createTestDatabase({ empty: true })
  const handle = await testDatabase.open()
  await migrateDatabase(handle)
  return { handle, testDatabase }
}
