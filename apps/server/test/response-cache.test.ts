import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { categories, prompts, shops } from '../src/db/schema.ts'
import { createLogger } from '../src/lib/logger.ts'
import { mayHoldSecret } from '../src/lib/redact-secrets.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

describe('the response cache of public reads', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let prompt: FactoryPrompt

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })
  /** A write made outside a request is heard by this process before the next read (PostgreSQL). */
  const settled = () => testApp.app.events.syncPublicChanges()

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db)
    prompt = await createPrompt(testApp.db, shop.id, { title: 'Caption Kopi Susu', price: 15_000 })
    await settled()
  })
  afterAll(() => testApp.close())

  it('[VISITOR] a second read is the same answer with the same ETag; a conditional read is a 304 without a body', async () => {
    const first = await get(`/api/v1/products/${prompt.slug}`)
    const second = await get(`/api/v1/products/${prompt.slug}`)
    expect(first.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe('public, max-age=60')
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(second.headers['x-request-id']).toBeTruthy()
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")

    const notModified = await get(`/api/v1/products/${prompt.slug}`, {
      'if-none-match': String(first.headers.etag),
    })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    expect(notModified.headers.etag).toBe(first.headers.etag)
  })

  it('[VISITOR] gets br or gzip made once per answer, the same JSON and ETag as uncompressed', async () => {
    const plain = await get('/api/v1/categories')
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const encoding of ['br', 'gzip'] as const) {
      for (let round = 0; round < 2; round++) {
        const response = await get('/api/v1/categories', {
          'accept-encoding': `${encoding}, identity`,
        })
        expect(response.headers['content-encoding']).toBe(encoding)
        expect(response.headers.vary).toContain('accept-encoding')
        expect(response.headers.etag).toBe(plain.headers.etag)
        const body =
          encoding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : gunzipSync(response.rawPayload)
        expect(body.toString()).toBe(plain.body)
      }
    }
    const refused = await get('/api/v1/categories', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
  })

  it('[VISITOR] sees every write that changes a public answer on the next read', async () => {
    const detail = async () => (await get(`/api/v1/products/${prompt.slug}`)).json()
    const list = async () => (await get(`/api/v1/products?shop=${shop.slug}`)).json()
    expect((await detail()).price).toBe(15_000)
    expect((await list()).items).toHaveLength(1)

    // A seller edits a price.
    await testApp.db.update(prompts).set({ price: 20_000 }).where(eq(prompts.id, prompt.id))
    await settled()
    expect((await detail()).price).toBe(20_000)

    // A category is renamed.
    const before = (await get('/api/v1/categories')).json()
    const category = before[0]
    await testApp.db
      .update(categories)
      .set({ title: 'Judul Baru' })
      .where(eq(categories.name, category.name))
    await settled()
    const after = (await get('/api/v1/categories')).json()
    expect(after.find((row: { name: string }) => row.name === category.name).title).toBe(
      'Judul Baru',
    )

    // An admin suspends the shop: its prompts leave the storefront.
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shop.id))
    await settled()
    expect((await get(`/api/v1/products/${prompt.slug}`)).statusCode).toBe(404)
    expect((await list()).items).toHaveLength(0)
    await testApp.db.update(shops).set({ status: 'active' }).where(eq(shops.id, shop.id))
    await settled()
    expect((await list()).items).toHaveLength(1)
  })

  it('[VISITOR] an unknown parameter or another order of the same parameters is the same cached answer, and still sees writes', async () => {
    const cached = () => testApp.app.responseCache.size.entries
    const base = `/api/v1/products?shop=${shop.slug}&sort=harga-naik`
    const first = await get(base)
    expect(first.statusCode).toBe(200)
    const entries = cached()
    const sameQuestion = [
      `${base}&foo=1`,
      `/api/v1/products?sort=harga-naik&shop=${shop.slug}`,
      `/api/v1/products?foo=2&sort=harga-naik&bar&shop=${shop.slug}&limit=24`,
    ]
    for (const url of sameQuestion) {
      const again = await get(url)
      expect(again.statusCode).toBe(200)
      expect(again.headers.etag).toBe(first.headers.etag)
    }
    // No new answer was computed or kept for them.
    expect(cached()).toBe(entries)
    // A parameter the route reads is another question.
    await get(`${base}&limit=5`)
    expect(cached()).toBe(entries + 1)

    await testApp.db.update(prompts).set({ price: 25_000 }).where(eq(prompts.id, prompt.id))
    await settled()
    for (const url of [base, ...sameQuestion]) {
      expect((await get(url)).json().items[0].price).toBe(25_000)
    }
  })

  it('[VISITOR] a cached answer carries the headers the first one had, also to HEAD', async () => {
    const url = '/api/v1/products?featured=false&limit=3'
    const miss = await get(url, { 'accept-encoding': 'gzip' })
    const hit = await get(url, { 'accept-encoding': 'gzip' })
    const names = (headers: Record<string, unknown>) => Object.keys(headers).sort()
    expect(names(hit.headers)).toEqual(names(miss.headers))
    for (const name of names(miss.headers)) {
      if (name === 'x-request-id' || name === 'date') continue
      expect(hit.headers[name], name).toEqual(miss.headers[name])
    }
    expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length))
    expect(hit.headers['x-content-type-options']).toBe('nosniff')
    const head = await testApp.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers.etag).toBe(miss.headers.etag)
  })

  // A sale moves `sales` and the shop's balances inside the settlement's transaction: a NOTIFY
  // there would serialise every settlement's commit (decision 0019), so the sales count waits
  // for the answer's 30-second life.
  it('keeps its answers when only views, wishlist counts, sales or balances change', async () => {
    const heard: (string | null)[] = []
    const stop = testApp.app.events.onPublicChange((table) => heard.push(table))
    try {
      await get(`/api/v1/products/${prompt.slug}`)
      await testApp.app.promptViews.flush()
      await testApp.db
        .update(prompts)
        .set({ wishlistCount: sql`${prompts.wishlistCount} + 1` })
        .where(eq(prompts.id, prompt.id))
      await testApp.db
        .update(prompts)
        .set({ sales: sql`${prompts.sales} + 1` })
        .where(eq(prompts.id, prompt.id))
      await testApp.db
        .update(shops)
        .set({ balance: sql`${shops.balance} + 1` })
        .where(eq(shops.id, shop.id))
      await settled()
      expect(heard).toEqual([])
      await testApp.db.update(prompts).set({ featured: true }).where(eq(prompts.id, prompt.id))
      await settled()
      expect(heard).toEqual(['prompts'])
    } finally {
      stop()
    }
  })

  it('announces an update of every prompt column but views, sales and the wishlist count (migration 0012)', async () => {
    const columns = await queryRows<{ name: string }>(
      testApp.db,
      sql`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'prompts' and is_generated = 'NEVER'`,
    )
    const watched = await queryRows<{ name: string }>(
      testApp.db,
      sql`select a.attname as name from pg_trigger t
          join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
          where t.tgname = 'prompts_public_update'`,
    )
    const expected = columns
      .map((column) => column.name)
      .filter((name) => !['views', 'sales', 'wishlist_count'].includes(name))
    expect(watched.map((column) => column.name).sort()).toEqual(expected.sort())
  })
})

describe('a cached read in the logs', () => {
  it('writes one request line for each answer, a hit included, and none of the lines needs redacting', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const testApp = await buildTestApp({
      logger: createLogger({ logLevel: 'info', isProduction: true }, stream),
    })
    try {
      for (let round = 0; round < 3; round++) {
        expect(
          (await testApp.app.inject({ url: '/api/v1/categories?featured=true' })).statusCode,
        ).toBe(200)
      }
      const requests = lines
        .map((line) => JSON.parse(line))
        .filter((line) => line.msg === 'request' && line.url === '/api/v1/categories?featured=true')
      expect(requests.map((line) => line.statusCode)).toEqual([200, 200, 200])
      expect(requests.map((line) => JSON.stringify(line)).filter(mayHoldSecret)).toEqual([])
    } finally {
      await testApp.close()
    }
  })
})

describe.runIf(testDatabaseKind === 'postgres')('two API processes on one PostgreSQL', () => {
  it('drop each other’s cached answers when one of them writes', async () => {
    const database = await createTestDatabase()
    const first = await buildTestApp({ database: await database.open() })
    const second = await buildTestApp({ database: await database.open() })
    try {
      const shop = await createShop(first.db)
      const prompt = await createPrompt(first.db, shop.id, { price: 30_000 })
      await second.app.events.syncPublicChanges()
      const read = async () =>
        (await second.app.inject({ url: `/api/v1/products/${prompt.slug}` })).json().price
      expect(await read()).toBe(30_000)
      await first.db.update(prompts).set({ price: 35_000 }).where(eq(prompts.id, prompt.id))
      // The second process has heard every notification committed before this returns.
      await second.app.events.syncPublicChanges()
      expect(await read()).toBe(35_000)
    } finally {
      await first.app.close()
      await second.app.close()
      await database.drop()
    }
  })
})
