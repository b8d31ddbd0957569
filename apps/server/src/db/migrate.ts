import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle } from './client.ts'

/**
 * drizzle-kit's SQL files: beside this module in src/db. The compiled build bundles this module
 * into dist/main.js or dist/cli/<name>.js and copies the files to dist/migrations
 * (scripts/build-server.mjs), one of these places from wherever it runs.
 */
function findMigrationsFolder(): string {
  const candidates = ['./migrations', '../migrations'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  )
  const found = candidates.find((folder) => existsSync(`${folder}/meta/_journal.json`))
  if (!found) throw new Error(`migrations not found in ${candidates.join(' or ')}`)
  return found
}
export const migrationsFolder = findMigrationsFolder()

// Any constant shared by every process of this app: several API processes starting at once
// against one PostgreSQL must not apply the same migration twice.
const MIGRATION_LOCK_KEY = 7_411_202_611

/** Applies drizzle-kit's migrations; safe to call on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder })
    return
  }
  const connection = await handle.client.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg(connection), { migrationsFolder })
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    connection.release()
  }
}
