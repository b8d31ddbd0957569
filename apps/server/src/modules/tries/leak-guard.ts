import unhomoglyph from 'unhomoglyph'
import { LEAK_STOPWORDS } from './leak-stopwords.ts'

/**
 * The leak guard of "Coba dulu" (issue 31): the model's answer reaches the buyer only through it,
 * and an answer that repeats the seller's secret prompt is cut off. A buyer's own values are not
 * secret: the caller passes only the template's literal parts.
 *
 * **Reading.** Both sides are read alike, one character at a time: NFKD; combining marks and
 * format characters (zero-width spaces, joiners) dropped, so they join a word rather than split
 * it; a non-ASCII letter replaced by its Latin look-alike (`unhomoglyph`, tried on the letter as
 * written, in lower and in upper case, so Cyrillic `а К` and Greek `ο ν` read `a k o v`); lower
 * case. ASCII is never remapped: the look-alike table alone would read `m` as `rn` and `1` as `l`.
 * A word is a run of letters; digits and everything else separate words, so numbering
 * (`1. Kamu 2. adalah`), bullets, case, spacing, quoting and code fences hide nothing.
 *
 * **Four checks**, each with a limit; the answer leaks when any one reaches it.
 * 1. *Runs of words* (`LEAK_NGRAM`, `LEAK_GAP`). An answer word is covered when it lies in a run
 *    of 4 answer words found in one literal part of the secret in the same order or reversed,
 *    consecutive run words standing at most 3 apart in the answer and at most 3 apart in the
 *    secret. Gap 1 is the plain 4-word phrase; the gap also sees through one word in five
 *    changed, junk words between the secret's (up to two at a time), every other or every third
 *    word, and reversed word order. Limit: `leakLimitFor` covered words (12; a quarter of a short
 *    prompt, 4 at least). A run is the longest found ending at each word (a small dynamic
 *    programme over the last 3 answer words), so each word costs its places in the secret × 2 × 9.
 * 2. *Joined letters* (`LEAK_SHINGLE`). Each secret part's letters are joined without separators
 *    and every 24-letter window is kept. An answer letter is covered when it lies in a 24-letter
 *    window of the answer's joined letters that the secret has: words run together
 *    (`Kamuadalahcopywriter`), letters split (`K-a-m-u`, `K a m u`) or digits between words.
 *    Limit: `leakLetterLimitFor` covered letters (72: three windows, about twelve words of six
 *    letters, as the word limit; a quarter of a short prompt's letters, 24 at least).
 * 3. *Vocabulary* (`LEAK_VOCABULARY_SHARE`). The secret's content words are its distinct words of
 *    4 letters or more that are not function words (`leak-stopwords.ts`). Limit: 60 % of them and
 *    8 at least (none for a prompt with fewer than 8). This is the backstop for an echo in any
 *    order with any filler, which runs cannot see; an answer that follows a structured prompt
 *    reuses its section words, so the share is set high.
 * 4. *Canary*. The planted code word (`kanari` + hex) leaks wherever its letters and digits stand
 *    in a row, with anything that is not a letter or digit between them (`kanari 3f-9a…`, in
 *    look-alikes, inside a word).
 * Measured in `leak-guard.test.ts` (docs/decisions/0041): over the eight realistic answers the
 * worst are 6 covered words of 12, 0 covered letters of 72 and 44 % of the vocabulary (24 of 55)
 * against 60 %; each answer with its own filled template, read against the seven other templates:
 * 0 words, 0 letters, 28 %. All
 * fifteen disguises of an echo are withheld for every extraction input and every chunking.
 *
 * **Streaming.** Text is released only once no later input can change its verdict on it. Held
 * back are: any word in progress; every word of a run shorter than 4 that ends in the last 3
 * complete words (a later word may still complete it, so at most 9 words back); the words holding
 * the last 23 joined letters (a later letter may complete a window over them); the characters
 * holding the last letters and digits, one fewer than the canary's. A word in no run can never be
 * covered, and a complete word's part in the vocabulary is settled. Released text therefore holds
 * fewer covered words, covered letters and content words than the limits, and not the whole
 * canary: on its own it would pass the guard. Before a verdict of leak a buyer has seen at most 11
 * words of any run, 71 letters of any joined passage and under 60 % of the content words; in the
 * tests' disguises at most 8 words of a copy, 48 letters (≈ 8 words) of a split copy, nothing of
 * a joined one, and 11 scattered prompt words of a gapped or reversed one. Once leaked, push and
 * end return ''. Every character costs bounded work, so a whole answer is checked in time linear
 * in its length.
 *
 * **Not covered.** A paraphrase or translation; an echo with three or more junk words between the
 * secret's, every fourth word or sparser, or shuffled, until 60 % of the content words; each
 * word's letters reversed; digits for letters (`k4mu`); encodings (base64, ROT13); a prompt
 * whose literal parts are shorter than 4 words or 24 letters between its variables.
 */

/** Words a run must hold before it counts: shorter common phrases are chance. */
export const LEAK_NGRAM = 4
/** How far apart, in the answer and in the secret, two consecutive words of a run may stand. */
export const LEAK_GAP = 3
/** Covered words that make an answer a leak: three 4-word runs, or one 12-word passage. */
export const LEAK_WORD_LIMIT = 12
/**
 * A short prompt is protected in proportion: a quarter of its words (one 4-word run at least),
 * or of its letters (one window at least), is a leak.
 */
export const SHORT_SECRET_SHARE = 0.25
/** Letters in a window of the joined-up letters check. */
export const LEAK_SHINGLE = 24
/** Covered letters that make an answer a leak: three windows, some twelve words of six letters. */
export const LEAK_LETTER_LIMIT = 72
/** The share of the secret's content words whose use makes an answer a leak. */
export const LEAK_VOCABULARY_SHARE = 0.6
/** Content words an answer must use before the vocabulary check can call it a leak. */
export const LEAK_VOCABULARY_MIN = 8
/** Letters a word needs to be a content word. */
export const LEAK_VOCABULARY_MIN_LENGTH = 4

/** Covered words that make an answer a leak of a secret of `secretWords` words. */
export const leakLimitFor = (secretWords: number) =>
  Math.min(LEAK_WORD_LIMIT, Math.max(LEAK_NGRAM, Math.ceil(secretWords * SHORT_SECRET_SHARE)))

/** Covered letters that make an answer a leak of a secret of `secretLetters` letters. */
export const leakLetterLimitFor = (secretLetters: number) =>
  Math.min(LEAK_LETTER_LIMIT, Math.max(LEAK_SHINGLE, Math.ceil(secretLetters * SHORT_SECRET_SHARE)))

/** Content words that make an answer a leak of a secret with `vocabularySize` of them. */
export const leakVocabularyLimitFor = (vocabularySize: number) =>
  vocabularySize < LEAK_VOCABULARY_MIN
    ? Number.POSITIVE_INFINITY
    : Math.max(LEAK_VOCABULARY_MIN, Math.ceil(vocabularySize * LEAK_VOCABULARY_SHARE))

/** How far an answer has gone towards each limit. */
export interface LeakMeasures {
  coveredWords: number
  wordLimit: number
  coveredLetters: number
  letterLimit: number
  vocabularyUsed: number
  vocabularyLimit: number
  vocabularySize: number
}

export interface LeakGuard {
  /** Feed the next streamed piece; returns the text that is now safe to show (may be ''). */
  push(piece: string): string
  /** The answer ended: returns the held-back rest if still safe, else ''. */
  end(): string
  readonly leaked: boolean
  /** The answer's counts so far against the limits (for tests and measurement). */
  readonly measures: LeakMeasures
}

const MARKS = /\p{M}/gu
const FORMAT_CHARACTER = /\p{Cf}/u
const LETTER = /\p{L}/u
const LATIN_LETTERS = /^[a-z]+$/
const SEPARATOR = ' '

/** A letter's Latin look-alike in lower case, else the letter itself in lower case. */
function readLetter(letter: string): string {
  for (const form of [letter, letter.toLowerCase(), letter.toUpperCase()]) {
    const latin = unhomoglyph(form).normalize('NFKD').replace(MARKS, '').toLowerCase()
    if (LATIN_LETTERS.test(latin)) return latin
  }
  return letter.toLowerCase().normalize('NFKD').replace(MARKS, '') || SEPARATOR
}

/** One non-ASCII character as read: letters and digits, SEPARATOR, or '' if it is invisible. */
function readUnicode(char: string): string {
  if (FORMAT_CHARACTER.test(char)) return ''
  let reading = ''
  for (const part of char.normalize('NFKD').replace(MARKS, '')) {
    const code = part.charCodeAt(0)
    if (code < 0x80) reading += readAscii(code, part)
    else if (FORMAT_CHARACTER.test(part)) continue
    else reading += LETTER.test(part) ? readLetter(part) : SEPARATOR
  }
  return reading
}

function readAscii(code: number, char: string): string {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return char
  if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 0x20)
  return SEPARATOR
}

const readings = new Map<string, string>()
const READINGS_KEPT = 8192

/**
 * One character (a code point) as the guard reads it: lower-case letters and digits, SEPARATOR
 * for anything else, '' for what is invisible (a format character or a combining mark).
 */
function readCharacter(char: string): string {
  const code = char.charCodeAt(0)
  if (code < 0x80) return readAscii(code, char)
  let reading = readings.get(char)
  if (reading === undefined) {
    reading = readUnicode(char)
    if (readings.size < READINGS_KEPT) readings.set(char, reading)
  }
  return reading
}

const isDigit = (char: string) => char >= '0' && char <= '9'

/** A text as the guard reads it: lower-case letters and digits, a space for anything else. */
export function leakText(text: string): string {
  let reading = ''
  for (const char of text) reading += readCharacter(char)
  return reading
}

/** A text's words as the guard compares them: its runs of letters, as read. */
export function leakWords(text: string): string[] {
  return leakText(text)
    .split(/[ 0-9]+/)
    .filter((word) => word !== '')
}

/** Whether a word (as read) counts in the vocabulary check. */
export const isContentWord = (word: string) =>
  word.length >= LEAK_VOCABULARY_MIN_LENGTH && !LEAK_STOPWORDS.has(word)

/** The secret's content words: what the vocabulary check counts. */
export function leakVocabulary(secretParts: string[]): Set<string> {
  return new Set(secretParts.flatMap(leakWords).filter(isContentWord))
}

/** What the guard keeps of the secret. */
function readSecretParts(secretParts: string[]) {
  // Each word's places in the secret (its words counted across the parts), and each place's part.
  const places = new Map<string, number[]>()
  const partOf: number[] = []
  const windows = new Set<string>()
  let letters = 0
  secretParts.forEach((part, partIndex) => {
    const words = leakWords(part)
    for (const word of words) {
      const known = places.get(word)
      if (known) known.push(partOf.length)
      else places.set(word, [partOf.length])
      partOf.push(partIndex)
    }
    const joined = words.join('')
    letters += joined.length
    for (let index = 0; index + LEAK_SHINGLE <= joined.length; index++) {
      windows.add(joined.slice(index, index + LEAK_SHINGLE))
    }
  })
  return {
    places,
    partOf,
    windows,
    words: partOf.length,
    letters,
    vocabulary: leakVocabulary(secretParts),
  }
}

/** The source positions of the last `size` characters of a stream: those still undecided. */
class HeldCharacters {
  private readonly starts: number[] = []
  private next = 0
  private readonly size: number
  constructor(size: number) {
    this.size = Math.max(0, size)
  }
  add(start: number) {
    if (this.size === 0) return
    if (this.starts.length < this.size) {
      this.starts.push(start)
      return
    }
    this.starts[this.next] = start
    this.next = (this.next + 1) % this.size
  }
  /** Where the oldest held character starts; Infinity when none is held. */
  get from(): number {
    return this.starts[this.next] ?? Number.POSITIVE_INFINITY
  }
}

/** A complete answer word. */
interface AnswerWord {
  start: number
  covered: boolean
  /** The runs ending at this word, by place in the secret and direction (`runKey`). */
  runs: Map<number, Run>
}

/** A run of answer words found in the secret, ending at `word`. */
interface Run {
  length: number
  word: AnswerWord
  /** The run without its last word; dropped once the run is long enough to count. */
  previous: Run | undefined
}

/** Runs forwards and backwards through the secret are kept apart. */
const runKey = (place: number, forwards: boolean) => place * 2 + (forwards ? 0 : 1)

export function createLeakGuard({
  secretParts,
  canary,
}: {
  secretParts: string[]
  canary: string
}): LeakGuard {
  const canaryReading = leakText(canary)
  if (canaryReading === '' || canaryReading.includes(SEPARATOR)) {
    throw new Error('The leak guard’s canary must be a single word of letters and digits.')
  }
  const secret = readSecretParts(secretParts)
  const wordLimit = leakLimitFor(secret.words)
  const letterLimit = leakLetterLimitFor(secret.letters)
  const vocabularyLimit = leakVocabularyLimitFor(secret.vocabulary.size)

  let leaked = false

  // Words: the last LEAK_GAP complete ones (the only ones a later word can continue a run from),
  // and the word in progress.
  const recent: AnswerWord[] = []
  let coveredWords = 0
  const usedVocabulary = new Set<string>()
  let word = ''
  let wordStart = -1

  const cover = (answerWord: AnswerWord) => {
    if (answerWord.covered) return
    answerWord.covered = true
    coveredWords++
  }

  const completeWord = () => {
    if (wordStart < 0) return
    const text = word
    const start = wordStart
    word = ''
    wordStart = -1
    if (secret.vocabulary.has(text) && !usedVocabulary.has(text)) {
      usedVocabulary.add(text)
      if (usedVocabulary.size >= vocabularyLimit) leaked = true
    }
    const answerWord: AnswerWord = { start, covered: false, runs: new Map() }
    for (const place of secret.places.get(text) ?? []) {
      for (const forwards of [true, false]) {
        let longest: Run | undefined
        for (let back = 1; back <= LEAK_GAP; back++) {
          const earlier = recent[recent.length - back]
          if (earlier === undefined) break
          for (let step = 1; step <= LEAK_GAP; step++) {
            const earlierPlace = forwards ? place - step : place + step
            // A run stays within one literal part: the buyer's values between parts are not secret.
            if (secret.partOf[earlierPlace] !== secret.partOf[place]) continue
            const run = earlier.runs.get(runKey(earlierPlace, forwards))
            if (run && (longest === undefined || run.length > longest.length)) longest = run
          }
        }
        const length = (longest?.length ?? 0) + 1
        const run: Run = {
          length,
          word: answerWord,
          previous: length < LEAK_NGRAM ? longest : undefined,
        }
        answerWord.runs.set(runKey(place, forwards), run)
        if (length < LEAK_NGRAM) continue
        cover(answerWord)
        // A run just long enough: its earlier words are covered now; a longer one's already are.
        if (length > LEAK_NGRAM) continue
        for (let member = longest; member; member = member.previous) cover(member.word)
      }
    }
    recent.push(answerWord)
    if (recent.length > LEAK_GAP) recent.shift()
    if (coveredWords >= wordLimit) leaked = true
  }

  // Joined letters: the last LEAK_SHINGLE of them, and how many are covered.
  let letterWindow = ''
  let letterCount = 0
  let coveredThrough = 0
  let coveredLetters = 0
  const heldLetters = new HeldCharacters(LEAK_SHINGLE - 1)

  const addLetter = (letter: string) => {
    letterWindow = (letterWindow + letter).slice(-LEAK_SHINGLE)
    letterCount++
    // Held from the start of the letter's word, so that whole words are released.
    heldLetters.add(wordStart)
    if (letterWindow.length < LEAK_SHINGLE || !secret.windows.has(letterWindow)) return
    coveredLetters += Math.min(LEAK_SHINGLE, letterCount - coveredThrough)
    coveredThrough = letterCount
    if (coveredLetters >= letterLimit) leaked = true
  }

  // Letters and digits, for the canary.
  let canaryWindow = ''
  const heldCanary = new HeldCharacters(canaryReading.length - 1)

  const addLetterOrDigit = (char: string, start: number) => {
    canaryWindow = (canaryWindow + char).slice(-canaryReading.length)
    heldCanary.add(start)
    if (canaryWindow === canaryReading) leaked = true
  }

  // Scanning: positions are UTF-16 offsets in the whole answer.
  let scanned = 0
  // A high surrogate at the end of a piece, scanned with its pair in the next one.
  let carry = ''

  const scan = (text: string, final: boolean) => {
    let index = 0
    while (index < text.length && !leaked) {
      const code = text.charCodeAt(index)
      let size = 1
      if (code >= 0xd800 && code <= 0xdbff) {
        if (index + 1 === text.length && !final) break
        const next = text.charCodeAt(index + 1)
        if (next >= 0xdc00 && next <= 0xdfff) size = 2
      }
      const start = scanned
      for (const char of readCharacter(text.slice(index, index + size))) {
        if (char === SEPARATOR) {
          completeWord()
        } else if (isDigit(char)) {
          completeWord()
          addLetterOrDigit(char, start)
        } else {
          if (wordStart < 0) wordStart = start
          word += char
          addLetter(char)
          addLetterOrDigit(char, wordStart)
        }
        if (leaked) return
      }
      scanned += size
      index += size
    }
    carry = text.slice(index)
  }

  // The text not yet released, and its position in the whole answer.
  let pending = ''
  let pendingStart = 0

  /**
   * Where the words a later word can still cover begin: those of a run too short to count that
   * ends in the last LEAK_GAP complete words (a later word may continue it). A word in no run
   * can never be covered, and one in a run that counts already is.
   */
  const undecidedWordsFrom = () => {
    let from = Number.POSITIVE_INFINITY
    for (const answerWord of recent) {
      for (const run of answerWord.runs.values()) {
        if (run.length >= LEAK_NGRAM) continue
        let first = run
        while (first.previous) first = first.previous
        from = Math.min(from, first.word.start)
      }
    }
    return from
  }

  /** Releases the text before everything a later character can still change the verdict on. */
  const release = () => {
    const boundary = Math.min(
      scanned,
      wordStart < 0 ? Number.POSITIVE_INFINITY : wordStart,
      undecidedWordsFrom(),
      heldLetters.from,
      heldCanary.from,
    )
    if (boundary <= pendingStart) return ''
    const safe = pending.slice(0, boundary - pendingStart)
    pending = pending.slice(boundary - pendingStart)
    pendingStart = boundary
    return safe
  }

  return {
    push(piece) {
      if (leaked) return ''
      pending += piece
      scan(carry + piece, false)
      if (leaked) {
        pending = ''
        return ''
      }
      return release()
    },
    end() {
      if (leaked) return ''
      scan(carry, true)
      if (!leaked) completeWord()
      const rest = leaked ? '' : pending
      pending = ''
      return rest
    },
    get leaked() {
      return leaked
    },
    get measures() {
      return {
        coveredWords,
        wordLimit,
        coveredLetters,
        letterLimit,
        vocabularyUsed: usedVocabulary.size,
        vocabularyLimit,
        vocabularySize: secret.vocabulary.size,
      }
    },
  }
}
