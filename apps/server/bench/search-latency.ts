// `node --import tsx apps/server/bench/search-latency.ts`: how long a catalogue search takes over
// 10.000 synthetic published prompts (PGlite in memory, or PostgreSQL when BENCH_DATABASE_URL
// names a server: a throwaway database is created on it and dropped after). Prints the median
// and p95 of each query through the list use case itself. It asserts nothing.
import { performance } from 'node:perf_hooks'
import { ProductListQuery } from '@pasarprompt/contracts/catalog'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { prompts } from '../src/db/schema.ts'
import { seedCategories } from '../src/db/seed/catalog.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { listPrompts } from '../src/modules/catalog/list-prompts.ts'

const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30)

const words = `caption instagram tiktok konten jualan promosi produk kuliner kopi makanan minuman
  skripsi tugas akhir penelitian jurnal artikel blog seo deskripsi marketplace toko online logo
  merek brand desain poster ilustrasi gambar foto katalog lamaran kerja cv resume surat email
  pelanggan ulasan balasan rencana bisnis usaha umkm keuangan laporan presentasi materi ajar soal
  latihan matematika bahasa inggris lagu musik lirik video naskah cerita anak dongeng batik motif
  maskot karakter kemasan label undangan pernikahan ucapan lebaran ramadan natal iklan facebook
  analisis pesaing strategi pemasaran penjualan harga diskon kode python javascript dokumentasi`
  .split(/\s+/)
  .filter(Boolean)
const models = ['chatgpt', 'claude', 'gemini', 'midjourney', 'stable-diffusion', 'dall-e', 'flux']
const categoryNames = ['pemasaran', 'menulis', 'bisnis', 'media-sosial', 'ilustrasi', 'foto-produk']

// A seeded generator (mulberry32): every run builds the same catalogue.
let state = 42
const random = () => {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
// Rare words (names, brands, places) grow the vocabulary as a real catalogue's does.
const rare = () =>
  Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick([...'abdegiklmnoprstu'])).join('')
const sentence = (n: number) =>
  Array.from({ length: n }, () => (random() < 0.2 ? rare() : pick(words))).join(' ')

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL
  if (!server)
    return { handle: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} }
  const name = `bench_search_${process.pid}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

const { handle, drop } = await open()
try {
  await migrateDatabase(handle)
  const db = handle.db
  await seedCategories(db)
  const shop = await createShop(db, { name: 'Toko Bench' })
  const built = performance.now()
  for (let start = 0; start < PROMPTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, PROMPTS - start) }, (_, i) => {
      const n = start + i
      return stampInsert(systemActor, {
        shopId: shop.id,
        slug: `bench-${n}`,
        title: `${sentence(3)} ${n}`.replace(/^./, (c) => c.toUpperCase()),
        descriptionHtml: `<p>${sentence(25)}</p><p>${sentence(15)}</p>`,
        model: pick(models),
        modelVersion: 'v1',
        categoryName: pick(categoryNames),
        tags: [pick(words), pick(words), rare()],
        price: 10_000 + Math.floor(random() * 100) * 1000,
        variableCount: 1,
        status: 'published' as const,
        publishedAt: new Date(Date.now() - n * 60_000),
      })
    })
    await db.insert(prompts).values(rows)
  }
  console.info(
    `${PROMPTS} prompts on ${handle.kind} in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  )
  await db.execute(sql`analyze`)
  const [lexicon] = await queryRows<{ words: number }>(
    db,
    sql`select count(*)::int as words from search_lexicon`,
  ).catch(() => [{ words: 0 }])
  console.info(`lexicon: ${lexicon?.words ?? 0} words`)

  const queries = (
    process.env.BENCH_QUERIES ??
    'caption instagram|skripsi|captoin|logo|desain logo|cv lamaran|foto produk kopi|pro|midjurney|zzzzqqq|jualan kopi sachet murah'
  ).split('|')
  for (const q of queries) {
    const samples: number[] = []
    let count = 0
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      const page = await listPrompts(db, ProductListQuery.parse({ q }))
      samples.push(performance.now() - started)
      count = page.items.length
    }
    samples.sort((a, b) => a - b)
    const at = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0
    console.info(
      `${q.padEnd(26)} items ${String(count).padStart(2)}  p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms`,
    )
  }
} finally {
  await handle.close()
  await drop()
}
