import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { prompts } from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { MAX_SORTED_MATCHES } from '../src/modules/catalog/list-prompts.ts'
import { refreshCategoryStats } from '../src/modules/catalog/refresh-category-stats.ts'
import { MAX_SEARCH_CANDIDATES } from '../src/modules/catalog/search-candidates.ts'
import { buildTestApp } from './helpers/build-test-app.ts'

/**
 * A search ranks a bounded set of candidates (`search-candidates.ts`): more prompts match a
 * synonym ("usaha" for "bisnis") than are ranked, and they were stored before the few that have
 * the searched word itself. In another order, a search matching that many is walked in the
 * order's index, one matching a few is sorted (`list-prompts.ts`): both page the same way.
 */
describe('search over more matches than it ranks', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const search = async (query: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/v1/products?${query}` })).json() as {
      items: { slug: string }[]
      nextCursor: string | null
    }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db, { name: 'Toko Usaha', slug: 'toko-usaha' })
    const row = (slug: string, title: string, minutesAgo: number) =>
      stampInsert(systemActor, {
        shopId: shop.id,
        slug,
        title,
        descriptionHtml: `<p>${title}.</p>`,
        model: 'chatgpt',
        modelVersion: 'GPT-4o',
        categoryName: 'bisnis',
        price: 25_000,
        status: 'published' as const,
        publishedAt: new Date(Date.now() - minutesAgo * 60_000),
      })
    // More than either bound: ranked candidates, and matches a keyset order sorts.
    const synonyms = Array.from(
      { length: Math.max(MAX_SEARCH_CANDIDATES, MAX_SORTED_MATCHES) + 20 },
      (_, n) => row(`rencana-usaha-${n}`, `Rencana Usaha Kecil Nomor ${n}`, n + 10),
    )
    for (let start = 0; start < synonyms.length; start += 200) {
      await testApp.db.insert(prompts).values(synonyms.slice(start, start + 200))
    }
    await testApp.db
      .insert(prompts)
      .values([1, 2, 3].map((n) => row(`bisnis-${n}`, `Proposal Bisnis Nomor ${n}`, n)))
    await refreshCategoryStats(testApp.db)
  })
  afterAll(() => testApp.close())

  it('puts every prompt with the searched word first, however many match a synonym', async () => {
    const page = await search('q=bisnis&limit=5')
    expect(
      page.items
        .slice(0, 3)
        .map((item) => item.slug)
        .sort(),
    ).toEqual(['bisnis-1', 'bisnis-2', 'bisnis-3'])
    expect(page.items[3]?.slug).toMatch(/^rencana-usaha-/)
  })

  it('pages from the closest prompts to the synonyms without gaps or repeats', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 4; page++) {
      const result = await search(`q=bisnis&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...result.items.map((item) => item.slug))
      cursor = result.nextCursor
    }
    expect(seen).toHaveLength(8)
    expect(new Set(seen).size).toBe(8)
    expect(seen.slice(0, 3).sort()).toEqual(['bisnis-1', 'bisnis-2', 'bisnis-3'])
  })

  it('lists a search matching more than it ranks in another order, newest first, page by page', async () => {
    const first = await search('q=usaha&sort=terbaru&limit=5')
    expect(first.items.map((item) => item.slug)).toEqual([
      'bisnis-1',
      'bisnis-2',
      'bisnis-3',
      'rencana-usaha-0',
      'rencana-usaha-1',
    ])
    const second = await search(`q=usaha&sort=terbaru&limit=5&cursor=${first.nextCursor}`)
    expect(second.items.map((item) => item.slug)).toEqual(
      [2, 3, 4, 5, 6].map((n) => `rencana-usaha-${n}`),
    )
  })

  it('lists a search matching a few in another order, newest first, page by page', async () => {
    const first = await search('q=proposal&sort=terbaru&limit=2')
    expect(first.items.map((item) => item.slug)).toEqual(['bisnis-1', 'bisnis-2'])
    const second = await search(`q=proposal&sort=terbaru&limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((item) => item.slug)).toEqual(['bisnis-3'])
    expect(second.nextCursor).toBeNull()
  })
})
