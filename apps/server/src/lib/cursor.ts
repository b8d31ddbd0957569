import { AppError } from './app-error.ts'

/**
 * Keyset pagination cursors: the sort key of the last row seen, opaque to clients
 * (base64url JSON). A tampered cursor is a 400, never a 500.
 */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

/** A cursor the server did not write, or one written for other data. */
export function invalidCursor(): never {
  throw new AppError('VALIDATION_FAILED', 'Kursor halaman tidak valid.')
}

/**
 * The values of a cursor of this `shape`. Every number a cursor carries (an offset, an id, a
 * price, a count) is a whole number that fits a bigint: `1.5` or `1e24` would be a database
 * error, so they are refused here.
 */
export function decodeCursor(cursor: string, shape: ('string' | 'number')[]): (string | number)[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(values) &&
      values.length === shape.length &&
      values.every(
        (value, index) =>
          typeof value === shape[index] &&
          (typeof value !== 'number' || Number.isSafeInteger(value)),
      )
    ) {
      return values as (string | number)[]
    }
  } catch {
    // Falls through to the error below.
  }
  return invalidCursor()
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A `[timestamp ISO, uuid]` cursor (newest-first lists), checked so a forged one is a 400. */
export function decodeTimeIdCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = decodeCursor(cursor, ['string', 'string']) as [string, string]
  if (!UUID.test(id)) invalidCursor()
  return { at: cursorTime(iso), id }
}

/**
 * A cursor's timestamp, as `toISOString` wrote it: `Date.parse` also takes `"1"`, year 0 or
 * years past 9999, which PostgreSQL then refuses with an error.
 */
export function cursorTime(iso: string): Date {
  const at = new Date(iso)
  const written = /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(iso)
  if (!written || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1) invalidCursor()
  return at
}

/** An ILIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
