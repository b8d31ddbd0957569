import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import { buildApp } from '../../src/app.ts'
import { loadEnv } from '../../src/config/env.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { runSeed } from '../../src/db/seed/index.ts'
import type { LlmModel } from '../../src/infra/llm/llm-model.ts'
import { createObjectStore } from '../../src/infra/storage/object-store.ts'
import { openTestDatabase } from './test-database.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

interface BuildTestAppOptions {
  env?: Record<string, string>
  webDistDir?: string
  database?: DatabaseHandle
  /** The whole demo (accounts, shops, prompts, orders): only for the tests of the seed. */
  demo?: boolean
  /** The simulator's notification retry delays (issue 17), short in tests. */
  simulatorRetryDelaysMs?: readonly number[]
  /** The mail outbox's waits after a failed delivery (issue 25), short in tests. */
  mailRetryDelaysMs?: readonly number[]
  /** Run the background jobs (app.ts `runJobs`), for the tests of what they do on their own. */
  runJobs?: boolean
  /** Where the app logs (default: nowhere, or `TEST_LOG_LEVEL` to standard output). */
  logger?: FastifyBaseLogger
  /** "Coba dulu"'s model (default: the simulator, as outside production without `LLM_*`). */
  tryModel?: LlmModel | null
}

/**
 * The real app on a database of its own (a copy of the run's migrated template: pages,
 * categories and admin organisations, no demo), driven through `app.inject`. Each test file
 * builds its own and makes the rows it needs with the factories; `close()` drops the database.
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
    : await openTestDatabase()
  const log = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
  // `DATA_DIR/uploads` of this test, or the bucket of its `S3_*` env.
  const objectStore = createObjectStore(env)
  // Idempotent: adds only what the template lacks (other admin organisations, or the demo).
  await runSeed(handle.db, {
    adminOrganizationIds: env.adminOrganizationIds,
    includeDemoData: options.demo === true,
    objectStore,
    log,
  })
  const app = await buildApp({
    env,
    database: handle,
    logger: log,
    webDistDir: options.webDistDir,
    // Short, so tests see a stream close soon after its session ends.
    liveEventsHeartbeatMs: 100,
    simulatorRetryDelaysMs: options.simulatorRetryDelaysMs,
    objectStore,
    mailRetryDelaysMs: options.mailRetryDelaysMs,
    runJobs: options.runJobs,
    tryModel: options.tryModel,
  })
  // Tests write rows straight to the database (factories, `db.update`) and then read through
  // the API: on PostgreSQL the response cache hears such writes asynchronously, so each request
  // first waits until this process has heard everything committed before it (a no-op on PGlite).
  // A failed sync (the database cut on purpose) empties the cache; the request then answers as
  // it would have.
  app.addHook('onRequest', async () => {
    await app.events.syncPublicChanges().catch(() => {})
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

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
