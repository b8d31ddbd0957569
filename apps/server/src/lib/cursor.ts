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
