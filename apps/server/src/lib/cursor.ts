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

export function decodeCursor(cursor: string, shape: ('string' | 'number')[]): (string | number)[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(values) &&
      values.length === shape.length &&
      values.every((value, index) => typeof value === shape[index])
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
  const at = new Date(iso)
  if (!/^\d{4}-\d\d-\d\dT/.test(iso) || Number.isNaN(at.getTime()) || !UUID.test(id)) {
    invalidCursor()
  }
  return { at, id }
}

/** An ILIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
