import '@pasarprompt/contracts/zod-locale'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { EnvError, loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { MoveRefused } from '../db/move/database-file.ts'
import { exportDatabase } from '../db/move/export-database.ts'
import { lockDataDir } from '../lib/data-dir-lock.ts'

/**
 * `npm run db:export -- <file>`: writes every row of the embedded (PGlite) database of DATA_DIR
 * to one file for `npm run db:import` (docs/deploy.md). The server must be stopped: PGlite's
 * folder has one user at a time, and the lock says so.
 */
const target = process.argv[2]
if (!target) {
  console.error('Pemakaian: npm run db:export -- <berkas>')
  process.exit(1)
}
// npm runs scripts from the project's root: a relative name means the caller's folder.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target)

try {
  const env = loadEnv()
  const pgliteDir = path.join(env.dataDir, 'pglite')
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new MoveRefused(`Tidak ada basis data PGlite di ${pgliteDir} (periksa DATA_DIR).`)
  }
  const unlock = lockOrRefuse(env.dataDir)
  try {
    const database = await openDatabase({ pgliteDir })
    if (database.kind !== 'pglite') throw new Error('expected PGlite')
    try {
      const result = await exportDatabase(database.client, file)
      console.info(
        `Ekspor selesai: ${result.rows} baris dari ${result.tables} tabel (migrasi ${result.migration}) ke ${file}`,
      )
    } finally {
      await database.close()
    }
  } finally {
    unlock()
  }
} catch (error) {
  // The refusals (and the lock's and the environment's) are sentences for the operator.
  const known = error instanceof MoveRefused || error instanceof EnvError
  console.error(known ? error.message : `Ekspor gagal: ${(error as Error).message}`)
  process.exit(1)
}

/** The server must be stopped first: the lock names the process that still holds the folder. */
function lockOrRefuse(dataDir: string) {
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    throw new MoveRefused((error as Error).message)
  }
}
