/** A word as the server's search reads it: accents folded, lower case (`searchWordsOf`). */
const folded = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The search `q` without the words of `entry` (one word, or a phrase such as "tugas akhir", as the
 * server names them in `unmatchedWords`); the other words stay in their order, as typed.
 */
export function searchWithout(q: string, entry: string): string {
  const dropped = new Set(entry.split(' ').map(folded))
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !dropped.has(folded(word)))
    .join(' ')
}
