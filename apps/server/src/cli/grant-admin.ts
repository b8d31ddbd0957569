import '@pasarprompt/contracts/zod-locale'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { EnvError, loadEnv } from '../config/env.ts'
import { connectDatabase } from '../db/connect-database.ts'
import { AppError } from '../lib/app-error.ts'
import { DataDirInUseError, lockDataDir } from '../lib/data-dir-lock.ts'
import { createLogger } from '../lib/logger.ts'
import { grantPlatformAdmin } from '../modules/auth/grant-platform-admin.ts'

/**
 * `npm run admin:grant -- someone@example.com`: makes a verified account platform staff, on the
 * database the server would use (same environment). Every outcome is one Indonesian line;
 * exit code 0 when the account is (or already was) an admin, 1 otherwise.
 */

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const args = process.argv.slice(2)
if (args.length !== 1 || !args[0]?.includes('@')) {
  fail(
    'Pemakaian: npm run admin:grant -- email@domain (satu alamat email akun yang sudah terdaftar)',
  )
}
const email = args[0]

let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
} catch (error) {
  if (!(error instanceof EnvError)) throw error
  fail(error.message)
}

let unlock = () => {}
const pgliteDir = path.join(env.dataDir, 'pglite')
if (!env.databaseUrl) {
  // Without this check PGlite would create an empty database here, with no account to grant.
  if (!existsSync(pgliteDir)) {
    fail(
      `Belum ada basis data di ${pgliteDir}. Jalankan server sekali dengan DATA_DIR ini (atau setel DATABASE_URL), lalu ulangi.`,
    )
  }
  try {
    unlock = lockDataDir(env.dataDir)
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error
    fail(
      `Server masih berjalan pada DATA_DIR ${error.dataDir} (PID ${error.owner}): PGlite hanya bisa dibuka satu proses. Hentikan server dulu, jalankan admin:grant, lalu nyalakan lagi.`,
    )
  }
}

try {
  const database = await connectDatabase({
    databaseUrl: env.databaseUrl,
    pgliteDir,
    timeoutMs: env.databaseConnectTimeoutMs,
    migrate: false,
    log: createLogger(env),
  })
  try {
    const result = await grantPlatformAdmin(database.db, {
      email,
      adminOrganizationIds: env.adminOrganizationIds,
      operator: `${os.userInfo().username}@${os.hostname()}`,
    })
    console.info(
      result.added.length === 0
        ? `${result.email} sudah menjadi admin platform (anggota ${result.alreadyMember.join(', ')}); tidak ada yang diubah.`
        : `${result.email} kini admin platform (anggota ${env.adminOrganizationIds.join(', ')}). Masuk, tekan ADMIN, lalu buka /admin.`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  unlock()
  // A refusal (unknown, unverified) or a database that stayed away: one line, no stack trace.
  fail(
    error instanceof AppError
      ? error.message
      : `admin:grant gagal: ${error instanceof Error ? error.message.replace(/\s+/g, ' ') : String(error)}`,
  )
}
unlock()
