// `node --import tsx apps/server/bench/catalogue-queries.ts [--data-dir DIR] [--only REGEX]
//  [--explain] [--rounds 20] [--json FILE]`: every public catalogue read (each list order with
// and without each filter, first and deep keyset pages, searches, a prompt's page, a shop's page,
// categories) timed through its use case against a catalogue `npm run seed:synthetic` built:
// PostgreSQL when BENCH_DATABASE_URL names it, else PGlite in the app's data folder (or
// --data-dir). The app's migrations run first, as the server's start runs them. With --explain it
// prints each statement's `EXPLAIN (ANALYZE, BUFFERS)` instead of timing. It asserts nothing.
import '@pasarprompt/contracts/zod-locale'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ProductListQuery } from '@pasarprompt/contracts/catalog'
import { DEFAULT_COMPANY_ID, DEFAULT_EARNINGS_HOLD_DAYS } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type Database, type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import * as schema from '../src/db/schema.ts'
import { encodeCursor } from '../src/lib/cursor.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { getPrompt } from '../src/modules/catalog/get-prompt.ts'
import { listCategories } from '../src/modules/catalog/list-categories.ts'
import { listPrompts } from '../src/modules/catalog/list-prompts.ts'
import { getPublicShop } from '../src/modules/shops/get-public-shop.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '20' },
    json: { type: 'string' },
  },
})
const ROUNDS = Number(values.rounds)
/** A slow query is not run twenty times: its numbers are clear after a few seconds. */
const TIME_BUDGET_MS = 4_000
const only = values.only ? new RegExp(values.only) : null

const databaseUrl = process.env.BENCH_DATABASE_URL
const dataDir = path.resolve(serverDir, values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
const unlock = databaseUrl ? () => {} : lockDataDir(dataDir)
const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })

/** Statements a use case ran, caught by a second Drizzle over the same connections. */
const caught: { query: string; params: unknown[] }[] = []
const logger = { logQuery: (query: string, params: unknown[]) => caught.push({ query, params }) }
const explainingDb = (h: DatabaseHandle) =>
  (h.kind === 'postgres'
    ? drizzlePg(h.client, { schema, logger })
    : drizzlePglite(h.client, { schema, logger })) as unknown as Database

type Read = (db: Database) => Promise<unknown>
interface Case {
  name: string
  read: Read
}

try {
  await migrateDatabase(handle)
  const db = handle.db
  const cases = await buildCases(db)
  const results: { name: string; rows: number; p50: number; p95: number; runs: number }[] = []
  for (const { name, read } of cases) {
    if (only && !only.test(name)) continue
    if (values.explain) {
      await explain(name, read)
      continue
    }
    const rows = count(await read(db))
    await read(db)
    const samples: number[] = []
    const started = performance.now()
    while (samples.length < ROUNDS && performance.now() - started < TIME_BUDGET_MS) {
      const at = performance.now()
      await read(db)
      samples.push(performance.now() - at)
    }
    samples.sort((a, b) => a - b)
    const pick = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0
    const result = { name, rows, p50: pick(0.5), p95: pick(0.95), runs: samples.length }
    results.push(result)
    console.info(
      `${name.padEnd(44)} ${String(rows).padStart(3)} rows  p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  (${result.runs})`,
    )
  }
  if (values.json) {
    await writeFile(values.json, `${JSON.stringify({ kind: handle.kind, results }, null, 2)}\n`)
  }
} finally {
  await handle.close()
  unlock()
}

/** How many cards a read answered (its items, or a shop's featured prompts). */
function count(result: unknown): number {
  const value = result as { items?: unknown[]; featuredPrompts?: unknown[] } | unknown[]
  if (Array.isArray(value)) return value.length
  return value.items?.length ?? value.featuredPrompts?.length ?? 1
}

async function explain(name: string, read: Read) {
  caught.length = 0
  await read(explainingDb(handle))
  console.info(`\n=== ${name}`)
  for (const { query, params } of caught) {
    if (!/^[\s(]*(select|with|update|insert)/i.test(query)) continue
    const text = `explain (analyze, buffers) ${query}`
    // Both clients take `(text, params)` and answer `{ rows }`.
    const client = handle.client as unknown as {
      query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }>
    }
    const { rows } = await client.query(text, params)
    console.info(rows.map((row) => Object.values(row)[0]).join('\n'))
  }
}

/** The reads, with values taken from the catalogue itself (its largest category, a mid shop…). */
async function buildCases(db: Database): Promise<Case[]> {
  const [category] = await queryRows<{ name: string }>(
    db,
    sql`select name from categories where company_id = ${DEFAULT_COMPANY_ID}
        order by count desc limit 1 offset 3`,
  )
  // A shop in the middle of the long tail, and one of the largest.
  const shopsBySize = await queryRows<{ slug: string; n: number }>(
    db,
    sql`select o.slug, count(*)::int as n from prompts p join organizations o on o.id = p.shop_id
        where p.status = 'published' group by o.slug order by n desc`,
  )
  const midShop = shopsBySize[Math.floor(shopsBySize.length / 2)]?.slug ?? ''
  const slugs = await queryRows<{ slug: string }>(
    db,
    sql`select slug from prompts where status = 'published' order by id limit 5`,
  )

  const filters: Record<string, Partial<ProductListQuery>> = {
    semua: {},
    kategori: { category: category?.name ?? 'pemasaran' },
    unggulan: { featured: 'true' },
    model: { model: 'midjourney' },
    toko: { shop: midShop },
    harga: { minPrice: 50_000, maxPrice: 150_000 },
  }
  const sorts = ['terbaru', 'terlaris', 'rating', 'harga-naik', 'harga-turun'] as const
  // A deep page: the cursor of the prompt halfway through each order of the whole catalogue.
  const deep: Record<string, string> = {}
  const orderOf = {
    terbaru: sql`published_at desc, id desc`,
    terlaris: sql`sales desc, id desc`,
    rating: sql`rating_average_x100 desc, rating_count desc, id desc`,
    'harga-naik': sql`price, id`,
    'harga-turun': sql`price desc, id desc`,
  }
  const [{ n: total = 0 } = {}] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from prompts where status = 'published'`,
  )
  for (const sort of sorts) {
    const [row] = await queryRows<{
      published_at: string | Date
      sales: number
      rating_average_x100: number
      rating_count: number
      price: number
      id: string
    }>(
      db,
      sql`select published_at, sales, rating_average_x100, rating_count, price, id from prompts
          where status = 'published' order by ${orderOf[sort]} offset ${Math.floor(total / 2)} limit 1`,
    )
    if (!row) continue
    const keys =
      sort === 'terbaru'
        ? [new Date(row.published_at).toISOString()]
        : sort === 'terlaris'
          ? [row.sales]
          : sort === 'rating'
            ? [row.rating_average_x100, row.rating_count]
            : [row.price]
    deep[sort] = encodeCursor([...keys, row.id])
  }

  const list = (query: Partial<ProductListQuery>): Read => {
    const parsed = ProductListQuery.parse(query)
    return (db) => listPrompts(db, parsed)
  }
  const cases: Case[] = []
  for (const sort of sorts) {
    for (const [filter, query] of Object.entries(filters)) {
      cases.push({ name: `daftar ${sort} ${filter}`, read: list({ ...query, sort }) })
      cases.push({
        name: `daftar ${sort} ${filter} dalam`,
        read: list({ ...query, sort, cursor: deep[sort] }),
      })
    }
  }
  const searches: Record<string, string> = {
    'satu kata': 'caption',
    'tiga kata': 'caption instagram produk',
    'salah ketik': 'captoin',
    'banyak hasil': 'bisnis',
    awalan: 'pro',
    sinonim: 'cv lamaran',
    'kosong + saran': 'zzzqqxv',
    'sebagian + saran': 'kopi xylofonik',
  }
  for (const [kind, q] of Object.entries(searches)) {
    cases.push({ name: `cari ${kind} (${q})`, read: list({ q }) })
  }
  cases.push({
    name: 'cari satu kata + kategori',
    read: list({ q: 'caption', category: 'media-sosial' }),
  })
  // A category none of the word's prompts is in: every match is read to find none.
  cases.push({
    name: 'cari kosong di kategori',
    read: list({ q: 'caption', category: 'pemrograman' }),
  })
  cases.push({ name: 'cari banyak hasil terlaris', read: list({ q: 'bisnis', sort: 'terlaris' }) })
  slugs.forEach((row, index) => {
    cases.push({
      name: `detail ${index + 1}`,
      read: (db) => getPrompt(db, row.slug, { triesAvailable: true }),
    })
  })
  cases.push({
    name: 'toko (halaman)',
    read: (db) => getPublicShop(db, midShop, { earningsHoldDays: DEFAULT_EARNINGS_HOLD_DAYS }),
  })
  cases.push({
    name: 'kategori',
    read: (db) => listCategories(db, { companyId: DEFAULT_COMPANY_ID }),
  })
  return cases
}
