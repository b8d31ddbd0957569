import type { CatalogSort, ProductList, ProductListQuery } from '@pasarprompt/contracts/catalog'
import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { organizations, prompts } from '../../db/schema.ts'
import { decodeCursor, invalidCursor } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'
import { type CardRow, selectCards, toCard } from './prompt-card.ts'
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
 * Search matches Indonesian full text (stemmed words, weighted title > tags > description) or a
 * word of the title, model or tags close to the query (trigram word similarity, for typos),
 * ranked by both.
 */
export async function listPrompts(db: Database, query: ProductListQuery): Promise<ProductList> {
  if (!query.q) return findPrompts(db, query)
  return db.transaction(async (tx) => {
    // A typo still finds the word it meant ("captoin" → "Caption": 0.5), unrelated words stay
    // below it (~0.4). `<%` reads this threshold and can use the trigram index.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`)
    return findPrompts(tx, query)
  })
}

async function findPrompts(db: Executor, query: ProductListQuery): Promise<ProductList> {
  const search = query.q ? query.q : undefined
  const tsQuery = search ? sql`websearch_to_tsquery('indonesian', ${search})` : undefined
  const filters: (SQL | undefined)[] = [
    isPublic(),
    tsQuery
      ? sql`(${prompts.searchVector} @@ ${tsQuery} or ${search} <% ${prompts.searchWords})`
      : undefined,
    query.category ? eq(prompts.categoryName, query.category) : undefined,
    query.featured === undefined ? undefined : eq(prompts.featured, query.featured === 'true'),
    query.model ? eq(prompts.model, query.model) : undefined,
    query.shop ? eq(organizations.slug, query.shop) : undefined,
    query.minPrice === undefined ? undefined : gte(prompts.price, query.minPrice),
    query.maxPrice === undefined ? undefined : lte(prompts.price, query.maxPrice),
  ]
  const sort: CatalogSort = query.sort ?? (search ? 'relevan' : 'terbaru')

  if (sort === 'relevan' && tsQuery && search) {
    // Relevance is a float: these pages are counted by offset, which search results keep small.
    const offset = query.cursor ? Number(decodeCursor(query.cursor, ['number'])[0]) : 0
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > MAX_SEARCH_OFFSET) invalidCursor()
    const rank = sql`ts_rank(${prompts.searchVector}, ${tsQuery}) + word_similarity(${search}, ${prompts.searchWords})`
    const rows = await selectCards(db)
      .where(and(...filters))
      .orderBy(desc(rank), desc(prompts.id))
      .limit(query.limit + 1)
      .offset(offset)
    return toPage(rows, query.limit, () => [offset + query.limit], toCard)
  }

  const keyset = keysets[sort === 'relevan' ? 'terbaru' : sort]
  if (query.cursor) {
    const values = decodeCursor(query.cursor, [
      ...keyset.columns.map(() => keyset.kind),
      'string' as const,
    ])
    const id = values.pop()
    // Checked before they reach SQL: a bad date or id would be a database error, not a 400.
    const validValues = values.every((value) =>
      keyset.kind === 'number'
        ? Number.isSafeInteger(value)
        : !Number.isNaN(Date.parse(String(value))),
    )
    if (!validValues || !UUID.test(String(id))) invalidCursor()
    const after = keyset.direction === 'desc' ? sql`<` : sql`>`
    const typed = values.map((value) =>
      keyset.kind === 'string' ? sql`${value}::timestamptz` : sql`${value}`,
    )
    filters.push(
      sql`(${sql.join([...keyset.columns, sql`${prompts.id}`], sql`, `)}) ${after} (${sql.join([...typed, sql`${id}::uuid`], sql`, `)})`,
    )
  }
  const order = keyset.direction === 'desc' ? desc : asc
  const rows = await selectCards(db)
    .where(and(...filters))
    .orderBy(...keyset.columns.map((column) => order(column)), order(prompts.id))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, (last) => [...keyset.valuesOf(last), last.id], toCard)
}
