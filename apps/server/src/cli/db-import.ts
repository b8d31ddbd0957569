import '@pasarprompt/contracts/zod-locale'
import path from 'node:path'
import { EnvError, loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { MoveRefused } from '../db/move/database-file.ts'
import { importDatabase } from '../db/move/import-database.ts'

/**
 * `npm run db:import -- <file>` with DATABASE_URL: migrates that PostgreSQL database, then loads
 * a file of `npm run db:export` into it in one transaction. Only an empty database at the
 * file's migration is accepted (docs/deploy.md).
 */
const source = process.argv[2]
if (!source) {
  console.error('Pemakaian: DATABASE_URL=postgres://… npm run db:import -- <berkas>')
  process.exit(1)
}
// npm runs scripts from the project's root: a relative name means the caller's folder.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), source)

try {
  const env = loadEnv()
  if (!env.databaseUrl) {
    throw new MoveRefused('DATABASE_URL wajib diisi: impor menulis ke PostgreSQL.')
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl })
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL')
  try {
    await migrateDatabase(database)
    const result = await importDatabase(database.client, file)
    console.info(
      `Impor selesai: ${result.rows} baris ke ${result.tables} tabel (migrasi ${result.migration}).`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  const known = error instanceof MoveRefused || error instanceof EnvError
  console.error(known ? error.message : `Impor gagal: ${(error as Error).message}`)
  process.exit(1)
}
