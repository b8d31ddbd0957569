import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { decodeTimeIdCursor, encodeCursor } from './cursor.ts'

/**
 * Newest-first keyset paging on `(time, id)`: the filter for the rows after the cursor (none
 * without one) and the order it relies on. Ties on `time` are broken by `id`, so no row is
 * skipped or repeated between pages.
 */
export function newestFirst(cursor: string | undefined, time: AnyPgColumn, id: AnyPgColumn) {
  let after: SQL | undefined
  if (cursor) {
    const last = decodeTimeIdCursor(cursor)
    after = or(lt(time, last.at), and(eq(time, last.at), lt(id, last.id)))
  }
  return { after, orderBy: [desc(time), desc(id)] as const }
}

/** The cursor of a newest-first row, as `newestFirst` reads it back. */
export const timeIdCursor = (at: Date, id: string) => [at.toISOString(), id]

/**
 * One page from a query that asked for `limit + 1` rows: the extra row only tells that there is
 * a next page, whose cursor is the last shown row's.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => (string | number)[],
  toItem: (row: Row) => Item,
) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null,
  }
}
