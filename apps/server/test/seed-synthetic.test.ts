import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSyntheticCatalogue } from '../bench/synthetic/load-synthetic-catalogue.ts'
import { queryRows } from '../src/db/client.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { openTestDatabase, type TestDatabase } from './helpers/test-database.ts'

/**
 * The benchmark's synthetic catalogue (`npm run seed:synthetic`) is loaded with the lexicon
 * trigger off and the prompts' indexes dropped; what search and the storefront read must be as
 * right afterwards as if every prompt had been published one by one.
 */
describe('the synthetic catalogue', () => {
  let testApp: TestApp
  let testDatabase: TestDatabase

  beforeAll(async () => {
    const opened = await openTestDatabase()
    testDatabase = opened.testDatabase
    await loadSyntheticCatalogue(opened.handle, {
      prompts: 600,
      shops: 12,
      seed: 'test',
      log: () => {},
    })
    testApp = await buildTestApp({ database: opened.handle })
  })
  afterAll(async () => {
    await testApp.close()
    await testDatabase.drop()
  })

  it('publishes every prompt in a shop with an owner', async () => {
    const [row] = await queryRows<{ prompts: number; owners: number; shops: number }>(
      testApp.db,
      sql`select (select count(*)::int from prompts where status = 'published') as prompts,
                 (select count(*)::int from shops where status = 'active') as shops,
                 (select count(*)::int from members where role = 'owner') as owners`,
    )
    expect(row).toEqual({ prompts: 600, shops: 12, owners: 12 })
  })

  it('puts every word of every prompt in the search lexicon', async () => {
    const missing = await queryRows<{ word: string }>(
      testApp.db,
      sql`select distinct unnest(search_terms) as word from prompts
          except select word from search_lexicon`,
    )
    expect(missing).toEqual([])
  })

  it('keeps the prompts indexes it dropped for the load', async () => {
    const indexes = await queryRows<{ name: string }>(
      testApp.db,
      sql`select indexname as name from pg_indexes where tablename = 'prompts'`,
    )
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        'prompts_slug_key',
        'prompts_search_terms_idx',
        'prompts_published_newest_idx',
      ]),
    )
  })

  it('counts each category as the Kategori menu shows it', async () => {
    const response = await testApp.app.inject('/api/v1/categories')
    const total = (response.json() as { count: number }[]).reduce((sum, c) => sum + c.count, 0)
    expect(total).toBe(600)
  })

  it('finds prompts by a word of the demo catalogue, and by that word with a typo', async () => {
    const exact = await testApp.app.inject('/api/v1/products?q=caption')
    const typo = await testApp.app.inject('/api/v1/products?q=captoin')
    expect(exact.json().items.length).toBeGreaterThan(0)
    expect(typo.json().items.map((item: { slug: string }) => item.slug)).toEqual(
      exact.json().items.map((item: { slug: string }) => item.slug),
    )
  })

  it('refuses to load a second catalogue into the same database', async () => {
    await expect(
      loadSyntheticCatalogue(testApp.app.database, {
        prompts: 1,
        shops: 1,
        seed: 'test',
        log: () => {},
      }),
    ).rejects.toThrow('already holds a synthetic catalogue')
  })
})
