import { aiModels } from '@pasarprompt/contracts/catalog-options'
import { encodeCursor } from '../../src/lib/cursor.ts'
import type { Pool } from './load-test.ts'

/** A read endpoint of the bench: the paths it cycles through (several where a real mix has). */
export interface ReadTarget {
  key: string
  name: string
  paths: string[]
  /** The same read asked with what the cache has not seen: each URL a new question. */
  uncached: Pool & { what: string }
}

interface Card {
  id: string
  slug: string
  title: string
  excerpt: string
  price: number
  publishedAt: string
  shop: { slug: string }
}

/** Search words from the demo catalogue's vocabulary, which the synthetic one shares. */
export const SEARCHES = {
  'search-one': 'caption',
  'search-three': 'deskripsi produk marketplace',
  'search-typo': 'captoin',
}

const LIMITS = 48
const SORTS = ['terbaru', 'terlaris', 'rating', 'harga-naik', 'harga-turun']

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return (await response.json()) as T
}

/** Every page of a cursor-paged list, up to `max` items. */
async function walk<T>(baseUrl: string, first: string, max: number): Promise<T[]> {
  const items: T[] = []
  let path: string | null = first
  while (path && items.length < max) {
    const page: { items: T[]; nextCursor: string | null } = await getJson(baseUrl, path)
    items.push(...page.items)
    path = page.nextCursor
      ? `${first}${first.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(page.nextCursor)}`
      : null
  }
  return items.slice(0, max)
}

/** A seeded shuffle's pick, so a run asks the same questions as the last one on the same data. */
const pick = <T>(items: T[], n: number, salt: number): T =>
  items[((Math.imul(n + 1, 2_654_435_761) ^ salt) >>> 0) % items.length] as T

/**
 * Finds, through the API itself, what each read endpoint is asked for: the featured categories,
 * a page `deepPages` pages down the default list (by its cursors), prompts' and shops' slugs
 * from the pages on the way. For each read it also makes a pool of questions the cache has not
 * seen: cursors after other prompts (made the way the server makes them: the last row's sort
 * key), other page sizes, filter combinations, search words from the catalogue's own titles,
 * prompts and shops not among the cached ones. Returns the targets and the paid prompts
 * checkout can buy.
 */
export async function discoverReadTargets(baseUrl: string, deepPages: number, poolSize: number) {
  const categories = await getJson<{ name: string }[]>(baseUrl, '/api/v1/categories')
  const featured = await getJson<{ name: string }[]>(baseUrl, '/api/v1/categories?featured=true')
  const cards: Card[] = []
  let path = '/api/v1/products'
  for (let page = 0; page < deepPages; page++) {
    const list = await getJson<{ items: Card[]; nextCursor: string | null }>(baseUrl, path)
    cards.push(...list.items)
    if (!list.nextCursor) break
    path = `/api/v1/products?cursor=${encodeURIComponent(list.nextCursor)}`
  }
  if (cards.length === 0)
    throw new Error('the catalogue is empty: run npm run seed:synthetic first')
  // Every fourth card down the pages: a spread of slugs, not only the newest.
  const slugs = cards.filter((_, index) => index % 4 === 0).map((card) => card.slug)
  const shops = [...new Set(cards.map((card) => card.shop.slug))].slice(0, 20)

  // The uncached questions' material: prompts further down (by price, another spread).
  const more = await walk<Card>(
    baseUrl,
    `/api/v1/products?sort=harga-naik&limit=${LIMITS}`,
    poolSize,
  )
  const cached = new Set(slugs)
  const otherSlugs = [...new Set([...cards, ...more].map((card) => card.slug))].filter(
    (slug) => !cached.has(slug),
  )
  const cachedShops = new Set(shops)
  const otherShops = (
    await walk<{ slug: string }>(baseUrl, `/api/v1/shops?limit=${LIMITS}`, poolSize)
  )
    .map((shop) => shop.slug)
    .filter((slug) => !cachedShops.has(slug))
  const words = [
    ...new Set(
      [...cards, ...more]
        .flatMap((card) => `${card.title} ${card.excerpt}`.toLowerCase().split(/[^a-z]+/))
        .filter((word) => word.length >= 4),
    ),
  ]
  const typo = (word: string, n: number) => {
    const at = 1 + (n % (word.length - 2))
    return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`
  }
  const deep = cards.slice(Math.floor(cards.length / 2))
  const byTime = (card: Card) => encodeCursor([card.publishedAt, card.id])
  const byPrice = (card: Card) => encodeCursor([card.price, card.id])
  const search = (q: string) => `/api/v1/products?q=${encodeURIComponent(q)}`
  // Each n a different (cursor, limit) pair: `limit` varies slowest.
  const paged = (from: Card[], cursor: (card: Card) => string, prefix: string) => ({
    size: from.length * LIMITS,
    path: (n: number) => {
      const card = from[n % from.length] as Card
      const limit = 1 + (Math.floor(n / from.length) % LIMITS)
      return `${prefix}cursor=${encodeURIComponent(cursor(card))}&limit=${limit}`
    },
  })
  const combos = categories.length * aiModels.length * SORTS.length * LIMITS
  /** The list page for the n-th category × model × sort (the page has no page size). */
  const listPage = (n: number) => {
    const category = categories[n % categories.length]?.name
    const model = aiModels[Math.floor(n / categories.length) % aiModels.length]
    const sort = SORTS[Math.floor(n / (categories.length * aiModels.length)) % SORTS.length]
    return `/marketplace/prompt?category=${category}&model=${model}&sort=${sort}`
  }
  const targets: ReadTarget[] = [
    {
      key: 'list',
      name: 'prompt list (default)',
      paths: ['/api/v1/products'],
      uncached: { what: 'new cursors × page sizes', ...paged(cards, byTime, '/api/v1/products?') },
    },
    {
      key: 'list-category',
      name: 'prompt list by category',
      paths: featured.map((c) => `/api/v1/products?category=${c.name}`),
      uncached: {
        what: 'new category × model × sort × page size combinations',
        size: combos,
        path: (n) => {
          let rest = n
          const next = (count: number) => {
            const value = rest % count
            rest = Math.floor(rest / count)
            return value
          }
          const category = categories[next(categories.length)]?.name
          const model = aiModels[next(aiModels.length)]
          const sort = SORTS[next(SORTS.length)]
          const limit = 1 + next(LIMITS)
          return `/api/v1/products?category=${category}&model=${model}&sort=${sort}&limit=${limit}`
        },
      },
    },
    {
      key: 'list-price',
      name: 'prompt list, price ascending',
      paths: ['/api/v1/products?sort=harga-naik'],
      uncached: {
        what: 'new cursors × page sizes',
        ...paged([...cards, ...more], byPrice, '/api/v1/products?sort=harga-naik&'),
      },
    },
    {
      key: 'list-deep',
      name: `prompt list, page ${deepPages + 1}`,
      paths: [path],
      uncached: {
        what: 'new deep cursors × page sizes',
        ...paged(deep, byTime, '/api/v1/products?'),
      },
    },
    {
      key: 'search-one',
      name: 'search: one word',
      paths: [search(SEARCHES['search-one'])],
      uncached: {
        what: `${words.length} catalogue words × page sizes`,
        size: words.length * LIMITS,
        path: (n) =>
          `${search(words[n % words.length] as string)}&limit=${1 + (Math.floor(n / words.length) % LIMITS)}`,
      },
    },
    {
      key: 'search-three',
      name: 'search: three words',
      paths: [search(SEARCHES['search-three'])],
      uncached: {
        what: 'three catalogue words picked anew',
        size: 1_000_000,
        path: (n) => search([1, 2, 3].map((salt) => pick(words, n, salt * 7919)).join(' ')),
      },
    },
    {
      key: 'search-typo',
      name: 'search: a typo',
      paths: [search(SEARCHES['search-typo'])],
      uncached: {
        what: 'catalogue words with two letters swapped × page sizes',
        size: words.length * LIMITS,
        path: (n) =>
          `${search(typo(words[n % words.length] as string, Math.floor(n / words.length)))}&limit=${1 + (Math.floor(n / words.length) % LIMITS)}`,
      },
    },
    {
      key: 'detail',
      name: `prompt detail (${slugs.length} prompts)`,
      paths: slugs.map((slug) => `/api/v1/products/${slug}`),
      uncached: {
        what: 'prompts not asked before',
        size: otherSlugs.length,
        path: (n) => `/api/v1/products/${otherSlugs[n]}`,
      },
    },
    {
      key: 'categories',
      name: 'categories (featured)',
      paths: ['/api/v1/categories?featured=true'],
      // One parameter, three answers, two asked already by the discovery above: one is left.
      uncached: {
        what: 'its one answer not asked yet (featured=false)',
        size: 1,
        path: () => '/api/v1/categories?featured=false',
      },
    },
    {
      key: 'shop',
      name: `shop page (${shops.length} shops)`,
      paths: shops.map((slug) => `/api/v1/shops/${slug}`),
      uncached: {
        what: 'shops not asked before',
        size: otherShops.length,
        path: (n) => `/api/v1/shops/${otherShops[n]}`,
      },
    },
    // The storefront's pages, painted by the server and kept (decision 0031): the same reads
    // as HTML. Uncached: pages nobody asked for, so each one is rendered.
    {
      key: 'page-home',
      name: 'page: home',
      paths: ['/marketplace'],
      // Home has one answer: its uncached row is the search pages (a page per catalogue word).
      uncached: {
        what: 'search pages, one per catalogue word',
        size: words.length,
        path: (n) =>
          `/marketplace/prompt?q=${encodeURIComponent(words[words.length - 1 - n] as string)}`,
      },
    },
    {
      key: 'page-list',
      name: 'page: prompt list',
      paths: [
        '/marketplace/prompt',
        ...featured.map((c) => `/marketplace/prompt?category=${c.name}`),
      ],
      uncached: {
        what: 'new category × model × sort combinations',
        size: categories.length * aiModels.length * SORTS.length,
        path: (n) => listPage(n),
      },
    },
    {
      key: 'page-prompt',
      name: `page: a prompt (${slugs.length} prompts)`,
      paths: slugs.map((slug) => `/marketplace/prompt/${slug}`),
      uncached: {
        what: 'prompts not asked before',
        size: otherSlugs.length,
        path: (n) => `/marketplace/prompt/${otherSlugs[otherSlugs.length - 1 - n]}`,
      },
    },
    {
      key: 'page-shop',
      name: `page: a shop (${shops.length} shops)`,
      paths: shops.map((slug) => `/${slug}`),
      uncached: {
        what: 'shops not asked before',
        size: otherShops.length,
        path: (n) => `/${otherShops[otherShops.length - 1 - n]}`,
      },
    },
  ]
  return { targets, paidPrompts: cards.filter((card) => card.price > 0) }
}
