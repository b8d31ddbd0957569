// `node --import tsx apps/server/bench/search-word-latency.ts [--words a,ka,rega] [--rounds 5]
//  [--sort terbaru] [--sample 100] [--explain WORD]`: each search word's latency through the
// list's use case (issue 27: no word over 100 ms at 100k prompts), against the catalogue
// `npm run seed:synthetic` built: PostgreSQL when BENCH_DATABASE_URL names it, else PGlite in the
// app's data folder. Short prefixes, whole words, typos, synonyms, unknown words; the first run of
// each word is reported apart from the median of the others (the first pays for cold pages).
// With --explain it prints each statement of that word's search with `EXPLAIN (ANALYZE,
// BUFFERS)`; with --sample N, N catalogue words each as a whole word, a prefix, a typo and a pair
// of unrelated words (which mostly finds nothing, so it also times the suggestions); --sort lists
// in another order than relevance. It asserts nothing.
import '@pasarprompt/contracts/zod-locale'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ProductListQuery } from '@pasarprompt/contracts/catalog'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type Database, openDatabase, queryRows } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { listPrompts } from '../src/modules/catalog/list-prompts.ts'

/** Prefixes of one to four letters, whole words, typos, synonyms, phrases, nothing known. */
const DEFAULT_WORDS = [
  'a',
  'k',
  'ka',
  'pr',
  'pro',
  'rega',
  'foto',
  'kat',
  'mem',
  'pen',
  'ber',
  'se',
  'caption',
  'bisnis',
  'captoin',
  'resmue',
  'skirpsi',
  'cv lamaran',
  'caption instagram produk',
  'zzzqqxv',
  'kopi xylofonik',
  'a b c d e f g h',
]

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({
  options: {
    words: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    explain: { type: 'string' },
    'data-dir': { type: 'string' },
    sample: { type: 'string' },
    sort: { type: 'string' },
  },
})
const rounds = Number(values.rounds)
const words = values.words ? values.words.split(',') : DEFAULT_WORDS
const databaseUrl = process.env.BENCH_DATABASE_URL
const dataDir = path.resolve(serverDir, values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
const unlock = databaseUrl ? () => {} : lockDataDir(dataDir)
const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })

try {
  if (values.explain !== undefined) {
    const caught: { query: string; params: unknown[] }[] = []
    const logger = {
      logQuery: (query: string, params: unknown[]) => caught.push({ query, params }),
    }
    const db = (handle.kind === 'postgres'
      ? drizzlePg(handle.client, { schema, logger })
      : drizzlePglite(handle.client, { schema, logger })) as unknown as Database
    await listPrompts(db, ProductListQuery.parse({ q: values.explain, sort: values.sort }))
    for (const { query, params } of caught) {
      const text = `explain (analyze, buffers) ${query}`
      const rows =
        handle.kind === 'postgres'
          ? (await handle.client.query(text, params)).rows
          : (await handle.client.query(text, params)).rows
      console.info(`\n${query.slice(0, 300)}…\n`)
      for (const row of rows as Record<string, string>[]) console.info(Object.values(row)[0])
    }
  } else if (values.sample !== undefined) {
    // Searches made of catalogue words, as search-throughput.ts sends them: per kind, the median,
    // the 95th percentile and the slowest ones.
    const db = handle.db
    const count = Number(values.sample)
    const picked = await queryRows<{ word: string }>(
      db,
      sql`select word from search_lexicon where word ~ '^[a-z]{4,}$' order by md5(word) limit ${count}`,
    )
    const all = picked.map((row) => row.word)
    const kinds: Record<string, string[]> = {
      word: all.map((w) => w),
      prefix: all.map((w, i) => w.slice(0, 3 + (i % 3))),
      typo: all.map((w) => `${w[0]}${w[2]}${w[1]}${w.slice(3)}`),
      pair: all.map((w, i) => `${w} ${all[(i * 7) % all.length]}`),
    }
    for (const [kind, list] of Object.entries(kinds)) {
      const timed: { q: string; ms: number }[] = []
      for (const q of list) {
        const started = performance.now()
        await listPrompts(db, ProductListQuery.parse({ q, sort: values.sort }))
        timed.push({ q, ms: performance.now() - started })
      }
      timed.sort((a, b) => a.ms - b.ms)
      const at = (p: number) =>
        timed[Math.min(timed.length - 1, Math.floor(p * timed.length))]?.ms ?? 0
      const slowest = timed
        .slice(-3)
        .map((t) => `${t.q} ${t.ms.toFixed(0)}`)
        .join(', ')
      console.info(
        `${kind.padEnd(7)} ${timed.length} searches  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${at(1).toFixed(1)} ms  (slowest: ${slowest})`,
      )
    }
  } else {
    const db = handle.db
    await queryRows(db, sql`select 1`)
    for (const q of words) {
      const times: number[] = []
      let found = 0
      for (let round = 0; round <= rounds; round++) {
        const started = performance.now()
        const page = await listPrompts(db, ProductListQuery.parse({ q, sort: values.sort }))
        times.push(performance.now() - started)
        found = page.items.length
      }
      const [first = 0, ...rest] = times
      rest.sort((a, b) => a - b)
      const median = rest[Math.floor(rest.length / 2)] ?? first
      const max = rest.at(-1) ?? first
      console.info(
        `${JSON.stringify(q).padEnd(28)} ${String(found).padStart(3)} found  first ${first.toFixed(1).padStart(7)} ms  median ${median.toFixed(1).padStart(7)} ms  max ${max.toFixed(1).padStart(7)} ms`,
      )
    }
  }
} finally {
  await handle.close()
  unlock()
}
