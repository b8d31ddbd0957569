/**
 * The words of a search, cut the way migration 0011's `pp_search_terms` cuts a prompt: lower
 * case, accents folded, split on anything that is not a letter or a digit. Both sides must agree,
 * or a word could never meet itself.
 */
export function searchWordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      // Combining marks: "résumé" → "resume", as `translate` folds them in the database.
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/**
 * Words that say nothing of what is wanted ("caption untuk jualan"): not required of a prompt,
 * unless the search has nothing else. Indonesian's snowball stemmer has no stop-word list.
 */
export const stopWords = new Set([
  'yang',
  'dan',
  'di',
  'ke',
  'dari',
  'untuk',
  'dengan',
  'atau',
  'pada',
  'ini',
  'itu',
  'buat',
  'bagi',
  'agar',
  'supaya',
  'yg',
  'utk',
  'dgn',
  'the',
  'a',
  'an',
  'of',
  'for',
  'and',
  'to',
  'in',
  'on',
  'with',
])

/** A search reads this many words at most; more would only make every query slower. */
export const MAX_SEARCH_WORDS = 8

/** Words shorter than this match exactly or by stem only ("ai", "cv", "3d"). */
export const MIN_PREFIX_LENGTH = 3

/**
 * How many typos a search word may carry: none under four letters (too many short words are a
 * letter apart), one up to seven letters, two from eight; never on the first letter.
 */
export function typoBound(word: string): number {
  const length = [...word].length
  if (length < 4) return 0
  return length <= 7 ? 1 : 2
}

/**
 * Edit distance counting a swap of two neighbouring letters as one typo ("captoin", "skirpsi",
 * "resmue"), as people mistype: the optimal string alignment distance. Stops early and returns
 * `max + 1` once the distance is surely above `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a]
  const t = [...b]
  if (Math.abs(s.length - t.length) > max) return max + 1
  let beforePrevious: number[] = []
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1)
      }
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > max) return max + 1
    beforePrevious = previous
    previous = current
  }
  return Math.min(previous[t.length] as number, max + 1)
}

/**
 * `word` is a typo of `meant`: within its bound, not the same word, and the same first letter
 * (people rarely mistype it, and the catalogue's words are looked up by it).
 */
export function isTypoOf(word: string, meant: string): number | null {
  const bound = typoBound(word)
  if (bound === 0 || word === meant || [...word][0] !== [...meant][0]) return null
  const distance = typoDistance(word, meant, bound)
  return distance <= bound ? distance : null
}
