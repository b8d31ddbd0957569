import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts, shops } from '../../db/schema.ts'

/**
 * Prompts a search ranks, at most, per condition: ranking reads each one's words and full text,
 * so a common word among a million prompts must not rank all of its hundred thousand.
 */
export const MAX_SEARCH_CANDIDATES = 500

export interface RankedCandidatesOptions {
  conditions: (SQL | null)[]
  filters: (SQL | undefined)[]
  order: SQL[]
  page: { limit: number; offset: number }
  options?: { closestFirst?: boolean }
}

/**
 * A page of search results as a table to join (`ranked`: `id`, `r0`, `r1`, …): the prompts
 * passing `filters` and each condition, at most `MAX_SEARCH_CANDIDATES` of each, ordered by
 * `order` (each descending, then the id), `limit` of them from `offset`. Conditions go from the
 * closest answers to the widest, so the closest prompts are always among those ranked; a
 * catalogue with fewer matches ranks them all. `filters` may read `shops` (visibility), which the
 * candidates join.
 *
 * The order is worked out as each candidate is read from the words' index, on the row in hand;
 * only the page's prompts are then joined to their shop and category (`orderByRanked`). Ranking
 * candidates found by id and joined first read each of them twice and joined all 500: 2–3 ms of
 * PostgreSQL per search at 100k prompts.
 *
 * With `closestFirst`, the first condition's candidates are the closest of all (they outrank every
 * other): when there are `offset + limit` of them or more, the page is theirs and the other
 * conditions are not read at all (a one-time filter on their count). Two statements did this
 * before, the closest alone and then all of them when the closest did not fill the page; one
 * does it now (issue 27: 1.47 page statements a search, each built, sent and bound).
 */
export function rankedCandidates(
  db: Executor,
  { conditions, filters, order, page, options = {} }: RankedCandidatesOptions,
): SQL {
  const keys = order.map((_, index) => `r${index}`)
  const fields = Object.fromEntries(
    order.map((part, index) => [keys[index], sql`${part}`.as(keys[index] as string)]),
  )
  const candidates = (condition: SQL, gate?: SQL) =>
    sql`(${db
      .select({ id: prompts.id, ...fields })
      .from(prompts)
      .innerJoin(shops, eq(shops.id, prompts.shopId))
      .where(and(...filters, condition, gate))
      .limit(MAX_SEARCH_CANDIDATES)})`
  const present = conditions.filter((condition): condition is SQL => condition !== null)
  // No condition can match: an empty page of the same shape.
  if (present.length === 0) {
    const none = keys.map((key) => sql.raw(`, null::real as ${key}`))
    return sql`(select null::uuid as id${sql.join(none)} where false) as ranked`
  }
  const ordered = [...keys.map((key) => sql.raw(`${key} desc`)), sql.raw('id desc')]
  const pageOf = (selects: SQL[]) =>
    sql`select * from (${sql.join(selects, sql` union `)}) as candidates
      order by ${sql.join(ordered, sql`, `)}
      limit ${page.limit} offset ${page.offset}`
  const [closest, ...others] = present
  if (options.closestFirst && closest && closest === conditions[0] && others.length > 0) {
    const unfilled = sql`(select count(*) from closest) < ${page.offset + page.limit}`
    const selects = [
      sql`(select * from closest)`,
      ...others.map((other) => candidates(other, unfilled)),
    ]
    return sql`(with closest as materialized ${candidates(closest)} ${pageOf(selects)}) as ranked`
  }
  return sql`(${pageOf(present.map((condition) => candidates(condition)))}) as ranked`
}

/** The order of a `rankedCandidates` page, for the query that joins it. */
export const orderByRanked = (order: SQL[]) => [
  ...order.map((_, index) => sql.raw(`ranked.r${index} desc`)),
  sql`${prompts.id} desc`,
]
