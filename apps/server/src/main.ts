import '@pasarprompt/contracts/zod-locale'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app.ts'
import { EnvError, loadEnv } from './config/env.ts'
import { connectDatabase, DatabaseUnreachableError } from './db/connect-database.ts'
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-accounts.ts'
import { runSeed } from './db/seed/index.ts'
import { createObjectStore } from './infra/storage/object-store.ts'
import { lockDataDir } from './lib/data-dir-lock.ts'
import { createLogger } from './lib/logger.ts'
import { shutDownOnSignals } from './lib/shut-down-on-signals.ts'

// The same two levels up from src/main.ts and from the compiled dist/main.js.
const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url))

function readEnv() {
  try {
    return loadEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const env = readEnv()
const log = createLogger(env)

let unlockDataDir = () => {}
if (!env.databaseUrl) {
  try {
    const { mkdirSync } = await import('node:fs')
    mkdirSync(env.dataDir, { recursive: true })
    unlockDataDir = lockDataDir(env.dataDir)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

const database = await connectDatabase({
  databaseUrl: env.databaseUrl,
  pgliteDir: path.join(env.dataDir, 'pglite'),
  onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  timeoutMs: env.databaseConnectTimeoutMs,
  migrate: true,
  log,
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseUnreachableError)) throw error
  console.error(error.message)
  process.exit(1)
})
// The demo's pictures are stored as uploads, where every process serves them from.
const objectStore = createObjectStore(env)
await runSeed(database.db, {
  adminOrganizationIds: env.adminOrganizationIds,
  includeDemoData: !env.isProduction,
  objectStore,
  log,
})

const app = await buildApp({
  env,
  database,
  logger: log,
  webDistDir: WEB_DIST_DIR,
  runJobs: true,
  objectStore,
})
app.addHook('onClose', async () => unlockDataDir())

shutDownOnSignals(app, env.shutdown)

await app.listen({ port: env.port, host: env.host })
console.info(
  `\nPasarPrompt berjalan di ${env.publicUrl}/marketplace\n` +
    `Basis data: ${database.kind === 'pglite' ? `PGlite di ${path.join(env.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}\n` +
    `Penyimpanan gambar: ${objectStore.location}\n` +
    `Email: ${env.smtpUrl ? 'SMTP (SMTP_URL)' : `berkas .eml di ${path.join(env.dataDir, 'mail')}`}\n` +
    (env.apiDocsPublic ? `Dokumentasi API: ${env.publicUrl}/api/docs\n` : '') +
    (env.isProduction
      ? ''
      : `\nAkun demo (kata sandi: ${DEMO_PASSWORD}):\n` +
        `  ${demoAccounts.admin.email.padEnd(30)} admin platform (ADMIN)\n` +
        `  ${demoAccounts.seller.email.padEnd(30)} pemilik toko "Prompt Nusantara"\n` +
        `  ${demoAccounts.secondSeller.email.padEnd(30)} pemilik toko "Studio Visual AI"\n` +
        `  ${demoAccounts.buyer.email.padEnd(30)} pembeli\n`),
)
