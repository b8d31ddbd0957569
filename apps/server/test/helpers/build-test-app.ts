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
  const env = loadEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...options.env })
  const { handle, testDatabase } = options.database
    ? { handle: options.database, testDatabase: undefined }
    : await openMigratedTestDatabase()
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
  if (options.seed !== false) await runSeed(handle.db, { log })
  const app = await buildApp({ env, database: handle, logger: log, webDistDir: options.webDistDir })
  return {
    app,
    db: handle.db,
    async close() {
      await app.close()
      await testDatabase?.drop()
    },
  }
}
