import { randomInt } from 'node:crypto'

// Crockford's base 32: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * `PP-YYYYMMDD-XXXXXX` (DESIGN.md §4): the date in Indonesian western time, then six random
 * characters (a billion per day), so a number cannot be guessed from another.
 */
export function newOrderNumber(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .replaceAll('-', '')
  let suffix = ''
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return `PP-${day}-${suffix}`
}
