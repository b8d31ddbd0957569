import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import type { TestProject } from 'vitest/node'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { runSeed } from '../src/db/seed/index.ts'
import { adminUrl, onServer } from './helpers/postgres-server.ts'

/** The migrations and the rows every environment has (pages, categories, admin organisations). */
async function fillTemplate(handle: DatabaseHandle) {
  await migrateDatabase(handle)
  await runSeed(handle.db, {
    // The test app's default (buildTestApp seeds again when a test names other ids).
    adminOrganizationIds: DEVELOPMENT_ADMIN_ORGANIZATION_IDS,
    includeDemoData: false,
    log: pino({ level: 'silent' }),
  })
}

/**
 * Migrates one template database per run and project; each test file then opens a copy of it
 * (helpers/test-database.ts) instead of migrating its own. Dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex')
  if (project.config.env?.TEST_DATABASE_KIND === 'postgres') {
    const name = `t_template_${run}`
    await onServer(`create database ${name}`)
    const url = new URL(adminUrl())
    url.pathname = `/${name}`
    const handle = await openDatabase({ databaseUrl: url.toString() })
    try {
      await fillTemplate(handle)
    } finally {
      // A template may have no open connection while databases are created from it.
      await handle.close()
    }
    project.provide('testDatabaseTemplate', name)
    return () => onServer(`drop database if exists ${name} with (force)`)
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' })
  const file = path.join(tmpdir(), `pasarprompt-template-${run}.tar`)
  try {
    await fillTemplate(handle)
    if (handle.kind !== 'pglite') throw new Error('expected PGlite')
    const dump = await handle.client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await handle.close()
  }
  project.provide('testDatabaseTemplate', file)
  return () => rmSync(file, { force: true })
}
