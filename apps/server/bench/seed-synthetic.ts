// `npm run seed:synthetic -- --prompts 100000 [--shops 300] [--data-dir DIR] [--seed TEXT]`:
// a synthetic catalogue for `npm run bench`. PostgreSQL when BENCH_DATABASE_URL names a database,
// else the embedded PGlite in the app's data folder (DATA_DIR as `npm start` resolves it, or
// --data-dir). The app's migrations run first, so an empty database is enough.
import '@pasarprompt/contracts/zod-locale'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { openDatabase } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { loadSyntheticCatalogue } from './synthetic/load-synthetic-catalogue.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

const { values } = parseArgs({
  options: {
    prompts: { type: 'string', default: '100000' },
    shops: { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: 'pasarprompt' },
  },
})
const prompts = Number(values.prompts)
// A few hundred shops, fewer for a small catalogue so none is empty for long.
const shops = Number(values.shops ?? Math.min(300, Math.max(5, Math.ceil(prompts / 50))))
if (!Number.isInteger(prompts) || prompts < 1 || !Number.isInteger(shops) || shops < 1) {
  console.error('--prompts and --shops must be positive integers')
  process.exit(1)
}

const databaseUrl = process.env.BENCH_DATABASE_URL
// `npm start` runs the server in apps/server, so a relative DATA_DIR is resolved there.
const dataDir = path.resolve(serverDir, values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
if (!databaseUrl) mkdirSync(dataDir, { recursive: true })
const unlock = databaseUrl ? () => {} : lockDataDir(dataDir)
const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })
try {
  await migrateDatabase(handle)
  console.info(
    `seed:synthetic: ${prompts.toLocaleString('en')} prompts, ${shops} shops on ${
      databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : `PGlite in ${dataDir}`
    }`,
  )
  const result = await loadSyntheticCatalogue(handle, {
    prompts,
    shops,
    seed: values.seed,
    log: (line) => console.info(`  ${line}`),
  })
  console.info(
    `done in ${result.seconds.toFixed(0)} s: ${result.prompts?.toLocaleString('en')} published prompts, ${result.words?.toLocaleString('en')} words in the search lexicon`,
  )
} catch (error) {
  console.error(`seed:synthetic failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await handle.close()
  unlock()
}
