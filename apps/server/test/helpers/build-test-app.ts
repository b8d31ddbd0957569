import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { buildApp } from '../../src/app.ts'
import { loadEnv } from '../../src/config/env.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { runSeed } from '../../src/db/seed/index.ts'
import { openMigratedTestDatabase } from './test-database.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

interface BuildTestAppOptions {
  env?: Record<string, string>
  webDistDir?: string
  database?: DatabaseHandle
  seed?: boolean
}

/**
 * The real app on a fresh, migrated database, driven through `app.inject`. Each test file
 * builds its own; `close()` also drops the database.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}) {
  // Mail files and the like go to a folder of this test's own.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...options.env,
  })
  const { handle, testDatabase } = options.database
    ? { handle: options.database, testDatabase: undefined }
    : await openMigratedTestDatabase()
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
  if (options.seed !== false) {
    await runSeed(handle.db, {
      adminOrganizationIds: env.adminOrganizationIds,
      includeDemoData: true,
      log,
    })
  }
  const app = await buildApp({
    env,
    database: handle,
    logger: log,
    webDistDir: options.webDistDir,
    // Short, so tests see a stream close soon after its session ends.
    liveEventsHeartbeatMs: 100,
  })
  return {
    app,
    env,
    db: handle.db,
    dataDir,
    async close() {
      await app.close()
      await testDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
