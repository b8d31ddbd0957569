/**
 * The leak guard of "Coba dulu" (issue 31): the model's answer reaches the buyer only through it,
 * and an answer that repeats the seller's secret prompt is cut off. Words are compared, not
 * characters, so case, spacing, line breaks, quoting (`> `), code fences, punctuation and
 * invisible characters do not hide a copy: each side becomes lower-case NFKC words (runs of
 * letters and digits; format characters such as zero-width spaces are dropped, so they join a
 * word rather than split it).
 *
 * A word of the answer is covered when it lies in a run of LEAK_NGRAM consecutive answer words
 * that also stand together in the secret; the answer leaks once LEAK_WORD_LIMIT of its words are
 * covered (fewer for a short prompt: `leakLimitFor`), or the canary (a code hidden beside the
 * prompt) appears within a word. Text is released only once no later word can change its
 * verdict, so fewer covered words than the limit are ever shown before a leak is caught, and no
 * released text holds the canary.
 * A buyer's own values are not secret: the caller passes only the template's literal parts.
 */

/** Words a run must share with the secret before it counts: shorter common phrases are chance. */
export const LEAK_NGRAM = 4
/** Covered words that make an answer a leak: three 4-word phrases, or one 12-word passage. */
export const LEAK_WORD_LIMIT = 12
/**
 * A short prompt is protected in proportion: a quarter of its words (one 4-word phrase at least)
 * is a leak, so a 12-word prompt cannot be shown whole under the limit above.
 */
export const SHORT_SECRET_SHARE = 0.25

/** Covered words that make an answer a leak of a secret of `secretWords` words. */
export const leakLimitFor = (secretWords: number) =>
  Math.min(LEAK_WORD_LIMIT, Math.max(LEAK_NGRAM, Math.ceil(secretWords * SHORT_SECRET_SHARE)))

export interface LeakGuard {
  /** Feed the next streamed piece; returns the text that is now safe to show (may be ''). */
  push(piece: string): string
  /** The answer ended: returns the held-back rest if still safe, else ''. */
  end(): string
  readonly leaked: boolean
}

const FORMAT_CHARACTER = /\p{Cf}/u
const COMBINING_MARK = /\p{M}/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/**
 * Whether a character belongs to a word: a letter or digit once NFKC-normalised (so `Ａ`, `ﬁ` or
 * `①` count as `a`, `fi`, `1`), a combining mark on one, or an invisible format character.
 */
function isWordCharacter(char: string): boolean {
  const code = char.charCodeAt(0)
  if (code < 0x80) {
    return (
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    )
  }
  return (
    FORMAT_CHARACTER.test(char) ||
    COMBINING_MARK.test(char) ||
    LETTER_OR_DIGIT.test(char.normalize('NFKC'))
  )
}

/** A word's comparable form; '' for a run of invisible characters or marks alone. */
const normaliseWord = (raw: string) =>
  raw
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Finds the words of a text that arrives in pieces, each with its position in the whole text. A
 * word is reported once a character after it (or the end) shows that it is complete.
 */
function createWordScanner(onWord: (word: string, start: number) => void) {
  let scanned = 0
  // A high surrogate at the end of a piece, scanned with its pair in the next one.
  let carry = ''
  let wordStart = -1
  let word = ''

  const completeWord = () => {
    if (wordStart < 0) return
    const normalised = normaliseWord(word)
    if (normalised !== '') onWord(normalised, wordStart)
    wordStart = -1
    word = ''
  }

  const scan = (text: string, final: boolean) => {
    let index = 0
    while (index < text.length) {
      const code = text.charCodeAt(index)
      let size = 1
      if (code >= 0xd800 && code <= 0xdbff) {
        if (index + 1 === text.length && !final) break
        const next = text.charCodeAt(index + 1)
        if (next >= 0xdc00 && next <= 0xdfff) size = 2
      }
      const char = text.slice(index, index + size)
      if (isWordCharacter(char)) {
        if (wordStart < 0) wordStart = scanned
        word += char
      } else {
        completeWord()
      }
      scanned += size
      index += size
    }
    carry = text.slice(index)
  }

  return {
    push(piece: string) {
      scan(carry + piece, false)
    },
    end() {
      scan(carry, true)
      completeWord()
    },
    /** Where the word in progress starts, else where scanning stopped; nothing after is known. */
    get settledUpTo() {
      return wordStart < 0 ? scanned : wordStart
    },
  }
}

/** A text's words as the guard compares them. */
export function leakWords(text: string): string[] {
  const words: string[] = []
  const scanner = createWordScanner((word) => words.push(word))
  scanner.push(text)
  scanner.end()
  return words
}

export function createLeakGuard({
  secretParts,
  canary,
}: {
  secretParts: string[]
  canary: string
}): LeakGuard {
  const secretGrams = new Set<string>()
  let secretWords = 0
  for (const part of secretParts) {
    const words = leakWords(part)
    secretWords += words.length
    for (let index = 0; index + LEAK_NGRAM <= words.length; index++) {
      secretGrams.add(words.slice(index, index + LEAK_NGRAM).join(' '))
    }
  }
  const limit = leakLimitFor(secretWords)
  const [canaryWord, ...rest] = leakWords(canary)
  if (canaryWord === undefined || rest.length > 0) {
    throw new Error('The leak guard’s canary must be a single word of letters and digits.')
  }

  let leaked = false
  let coveredWords = 0
  // The last LEAK_NGRAM complete words: the only ones a later word can still cover.
  const recent: { word: string; start: number; covered: boolean }[] = []
  // The text not yet released, and its position in the whole answer.
  let pending = ''
  let pendingStart = 0

  const scanner = createWordScanner((word, start) => {
    if (leaked) return
    if (word.includes(canaryWord)) {
      leaked = true
      return
    }
    recent.push({ word, start, covered: false })
    if (recent.length > LEAK_NGRAM) recent.shift()
    if (recent.length < LEAK_NGRAM || !secretGrams.has(recent.map((w) => w.word).join(' '))) return
    for (const recentWord of recent) {
      if (recentWord.covered) continue
      recentWord.covered = true
      coveredWords++
    }
    if (coveredWords >= limit) leaked = true
  })

  /**
   * Releases the text before the last LEAK_NGRAM − 1 complete words: every word before them has
   * all the runs it can belong to complete, so its verdict is final.
   */
  const release = () => {
    const undecided = recent[Math.max(0, recent.length - (LEAK_NGRAM - 1))]
    const boundary = undecided?.start ?? scanner.settledUpTo
    if (boundary === pendingStart) return ''
    const safe = pending.slice(0, boundary - pendingStart)
    pending = pending.slice(boundary - pendingStart)
    pendingStart = boundary
    return safe
  }

  return {
    push(piece) {
      if (leaked) return ''
      pending += piece
      scanner.push(piece)
      if (leaked) {
        pending = ''
        return ''
      }
      return release()
    },
    end() {
      if (leaked) return ''
      scanner.end()
      const rest = leaked ? '' : pending
      pending = ''
      return rest
    },
    get leaked() {
      return leaked
    },
  }
}
