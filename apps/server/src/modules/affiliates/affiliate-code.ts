import { randomInt } from 'node:crypto'

// Crockford's base 32 (AFFILIATE_CODE_PATTERN): no I, L, O or U, so a code read aloud is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Eight random characters (about 10^12 codes): a code cannot be guessed from another. */
export function newAffiliateCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}
