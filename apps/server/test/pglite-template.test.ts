import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { pgliteTemplateFolder, readPgliteTemplateInfo } from '../src/db/pglite-template.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

const systemIdentifier = async (handle: DatabaseHandle) =>
  (
    await queryRows<{ id: string }>(
      handle.db,
      sql`select system_identifier::text as id from pg_control_system()`,
    )
  )[0]?.id

const appliedMigrations = async (handle: DatabaseHandle) =>
  (
    await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
  )[0]?.n

describe.runIf(testDatabaseKind === 'pglite')('a new embedded database', () => {
  const template = readPgliteTemplateInfo(pgliteTemplateFolder ?? '')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-template-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('[OPERATOR] a new data folder is the shipped template, not a fresh initdb, and migrates (issue 27)', async () => {
    const pgliteDir = path.join(dataDir, 'pglite')
    const first = await openDatabase({ pgliteDir })
    try {
      expect(await systemIdentifier(first)).toBe(template.systemIdentifier)
      await migrateDatabase(first)
      expect(await appliedMigrations(first)).toBeGreaterThan(0)
    } finally {
      await first.close()
    }
    // Opened again, the folder is resumed as it was left, not loaded from the template anew.
    const again = await openDatabase({ pgliteDir })
    try {
      expect(await systemIdentifier(again)).toBe(template.systemIdentifier)
      expect(await appliedMigrations(again)).toBeGreaterThan(0)
    } finally {
      await again.close()
    }
  }, 120_000)

  it('[OPERATOR] an empty folder made beforehand (a mount point, a link) is filled in place, not replaced', async () => {
    const pgliteDir = path.join(dataDir, 'mounted')
    mkdirSync(pgliteDir)
    const handle = await openDatabase({ pgliteDir })
    try {
      expect(await systemIdentifier(handle)).toBe(template.systemIdentifier)
    } finally {
      await handle.close()
    }
    expect(existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true)
    // Nothing left beside it: the staging folder is only for a folder that did not exist.
    expect(readdirSync(dataDir).filter((name) => name.includes('template-staging'))).toEqual([])
  }, 120_000)

  it('an in-memory database without a dump starts from the template too', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' })
    try {
      expect(await systemIdentifier(handle)).toBe(template.systemIdentifier)
    } finally {
      await handle.close()
    }
  })
})
