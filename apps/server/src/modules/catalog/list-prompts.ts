import type { CatalogSort, ProductList, ProductListQuery } from '@pasarprompt/contracts/catalog'
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import { type Database, type Executor, selectShaped } from '../../db/client.ts'
import { organizations, prompts, shops } from '../../db/schema.ts'
import { cursorTime, decodeCursor, invalidCursor } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'
import { planSearch, type SearchPlan } from './plan-search.ts'
import { type CardRow, selectCards, toCard } from './prompt-card.ts'
import { orderByRanked, rankedCandidates } from './search-candidates.ts'
import { suggestSearchAlternatives } from './suggest-search-alternatives.ts'
import { isPublic } from './visibility.ts'

type KeysetSort = Exclude<CatalogSort, 'relevan'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Search pages are counted by offset; nobody reads 10.000 results deep. */
const MAX_SEARCH_OFFSET = 10_000

/**
 * Each keyset order: its leading columns (all in one direction), and how their values travel in
 * the cursor. The id breaks ties, so pages never skip or repeat a prompt.
 */
interface Keyset {
  columns: SQL[]
  direction: 'asc' | 'desc'
  kind: 'number' | 'string'
  valuesOf: (row: CardRow) => (number | string)[]
}

const keysets: Record<KeysetSort, Keyset> = {
  terbaru: {
    columns: [sql`${prompts.publishedAt}`],
    direction: 'desc',
    kind: 'string',
    valuesOf: (row) => [(row.publishedAt ?? new Date(0)).toISOString()],
  },
  terlaris: {
    columns: [sql`${prompts.sales}`],
    direction: 'desc',
    kind: 'number',
    valuesOf: (row) => [row.sales],
  },
  // "Rating tertinggi": the best average first; of equal averages, the one more people rated.
  rating: {
    columns: [sql`${prompts.ratingAverage}`, sql`${prompts.ratingCount}`],
    direction: 'desc',
    kind: 'number',
    valuesOf: (row) => [row.ratingAverage, row.ratingCount],
  },
  'harga-naik': {
    columns: [sql`${prompts.price}`],
    direction: 'asc',
    kind: 'number',
    valuesOf: (row) => [row.price],
  },
  'harga-turun': {
    columns: [sql`${prompts.price}`],
    direction: 'desc',
    kind: 'number',
    valuesOf: (row) => [row.price],
  },
}

/**
 * The public prompt list (DESIGN.md §5): search, filters, six orders, one page at a time.
 * A search matches whole words only (see `planSearch`: stems, words begun, synonyms, typos of
 * unknown words), every searched word must be answered, and results rank by closeness, then
 * full-text rank. A search that finds nothing says what to try instead (first page only).
 */
export async function listPrompts(db: Database, query: ProductListQuery): Promise<ProductList> {
  const plan = query.q ? await planSearch(db, query.q) : null
  const page = await findPrompts(db, query, plan)
  if (query.q && !query.cursor && page.items.length === 0) {
    return { ...page, suggestions: await suggestSearchAlternatives(db, plan) }
  }
  return page
}

/** A page of a search, with the groups each listed prompt does not answer (by index). */
type SearchPage = Omit<ProductList, 'unmatchedWords'> & { missed: number[][] }

/**
 * The searched words a buyer may drop: those no catalogue word matches, and those prompts of the
 * page lack (only prompts of most of the words lack any).
 */
function withUnmatchedWords(plan: SearchPlan, { missed, ...page }: SearchPage): ProductList {
  const indexes = new Set(plan.groups.flatMap((group, index) => (group.matchable ? [] : [index])))
  for (const groups of missed) for (const index of groups) indexes.add(index)
  const unmatchedWords = plan.groups
    .filter((_, index) => indexes.has(index))
    .map((group) => group.said.join(' '))
  return { ...page, unmatchedWords }
}

async function findPrompts(
  db: Executor,
  query: ProductListQuery,
  plan: SearchPlan | null,
): Promise<ProductList> {
  const page = await findPage(db, query, plan)
  if (plan) return withUnmatchedWords(plan, page)
  const { missed: _, ...list } = page
  return list
}

async function findPage(
  db: Executor,
  query: ProductListQuery,
  plan: SearchPlan | null,
): Promise<ProductList & { missed: number[][] }> {
  const filters: (SQL | undefined)[] = [
    isPublic(),
    query.category ? eq(prompts.categoryName, query.category) : undefined,
    query.featured === undefined ? undefined : eq(prompts.featured, query.featured === 'true'),
    query.model ? eq(prompts.model, query.model) : undefined,
    // The shop's id as a value, not a join: only then can the planner walk one shop's prompts in
    // a shop-and-order index instead of sorting all of them.
    query.shop
      ? sql`${prompts.shopId} = (select o.id from ${organizations} o where o.slug = ${query.shop})`
      : undefined,
    query.minPrice === undefined ? undefined : gte(prompts.price, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(prompts.price, query.maxPrice),
  ]
  // A search of stop words or punctuation only has no plan: it lists as if there were none.
  const sort: CatalogSort = query.sort ?? (plan ? 'relevan' : 'terbaru')

  if (sort === 'relevan' && plan) {
    // Relevance is a float: these pages are counted by offset, which search results keep small.
    const offset = query.cursor ? Number(decodeCursor(query.cursor, ['number'])[0]) : 0
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_SEARCH_OFFSET) invalidCursor()
    const rankAmong = (conditions: (SQL | null)[], order = plan.rank, closestFirst = false) =>
      selectShaped(
        'search_page',
        selectCards(db, { missed: sql<number[]>`${plan.groupsMissed}` })
          .innerJoin(
            rankedCandidates(db, {
              conditions,
              filters,
              order,
              page: { limit: query.limit + 1, offset },
              options: { closestFirst },
            }),
            sql`ranked.id = ${prompts.id}`,
          )
          .orderBy(...orderByRanked(order)),
      )
    // All the words found fewer than a page: the page's room goes to prompts with most of them
    // (more words first, then the same rank), after all of those with every word. Decided by the
    // same count on every page (a later page counts, the first one sees), so pages agree.
    const allWordsAtMost = async (count: number) =>
      plan.matchAll
        ? (
            await db
              .select({ id: prompts.id })
              .from(prompts)
              .innerJoin(shops, eq(shops.id, prompts.shopId))
              .where(and(...filters, plan.matchAll))
              .limit(count)
          ).length
        : 0
    let few: boolean | null =
      plan.matchMost && offset > 0 ? (await allWordsAtMost(query.limit)) < query.limit : null
    // Only candidates are ranked. Prompts with each group's closest words outrank all others,
    // so while they fill the page the others are not read (one statement either way).
    let rows = few ? [] : await rankAmong([plan.matchClosest, plan.matchAll], plan.rank, true)
    few ??= plan.matchMost !== null && rows.length < query.limit
    if (few) {
      rows = await rankAmong(
        [plan.matchClosest, plan.matchAll, plan.matchMost],
        [plan.groupsAnswered, ...plan.rank],
      )
    }
    const page = toPage(rows, query.limit, () => [offset + query.limit], toCard)
    const missed = rows.slice(0, query.limit).map((row) => row.missed.map(Number))
    const someWordsFrom = missed.findIndex((groups) => groups.length > 0)
    return { ...page, missed, ...(someWordsFrom >= 0 ? { someWordsFrom } : {}) }
  }

  const keyset = keysets[sort === 'relevan' ? 'terbaru' : sort]
  if (query.cursor) {
    const values = decodeCursor(query.cursor, [
      ...keyset.columns.map(() => keyset.kind),
      'string' as const,
    ])
    const id = values.pop()
    // Checked before they reach SQL: a bad date or id would be a database error, not a 400.
    if (keyset.kind === 'string') for (const value of values) cursorTime(String(value))
    if (!UUID.test(String(id))) invalidCursor()
    const after = keyset.direction === 'desc' ? sql`<` : sql`>`
    const typed = values.map((value) =>
      keyset.kind === 'string' ? sql`${value}::timestamptz` : sql`${value}`,
    )
    filters.push(
      sql`(${sql.join([...keyset.columns, sql`${prompts.id}`], sql`, `)}) ${after} (${sql.join([...typed, sql`${id}::uuid`], sql`, `)})`,
    )
  }
  // A search with a word that matches no word of the catalogue finds nothing.
  if (plan) filters.push(await searchFilter(db, plan, filters))
  const order = keyset.direction === 'desc' ? desc : asc
  const rows = await selectCards(db)
    .where(and(...filters))
    .orderBy(...keyset.columns.map((column) => order(column)), order(prompts.id))
    .limit(query.limit + 1)
  return {
    ...toPage(rows, query.limit, (last) => [...keyset.valuesOf(last), last.id], toCard),
    missed: [],
  }
}

/**
 * Matches of a search in a keyset order sorted by themselves, at most. Sorting reads every match,
 * walking the order's index reads about `limit × catalogue ÷ matches` prompts for a page: they
 * cost the same near √(24 × 100k) ≈ 1,600 matches, so up to 2,000 are sorted (a word begun by
 * 'gan', 1,130 of 100k prompts: walking read 2,900 prompts for a page, 50–80 ms under load).
 */
export const MAX_SORTED_MATCHES = 2_000

/**
 * A search in a keyset order: few matches (rare words, a narrow filter) are fetched by the words'
 * index and sorted; more are found walking the order's index, where they are dense enough. The
 * planner cannot tell the two apart when its statistics miss a rare word (`hiddenWords` in
 * `plan-search.ts`): it walked all 100k prompts in the order for the 40 that had words begun by
 * 'rega' (0.5 s). So the words' index is asked first, for one more than a few.
 */
async function searchFilter(db: Executor, plan: SearchPlan, filters: (SQL | undefined)[]) {
  if (!plan.matchAll || !plan.filterAll) return sql`false`
  const few = await db
    .select({ id: prompts.id })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .where(and(...filters, plan.matchAll))
    .limit(MAX_SORTED_MATCHES + 1)
  if (few.length > MAX_SORTED_MATCHES) return plan.filterAll
  return few.length > 0
    ? sql`${prompts.id} = any(${`{${few.map((row) => row.id).join(',')}}`}::uuid[])`
    : sql`false`
}
