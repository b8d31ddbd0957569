/**
 * The invisible mark in a bought prompt's text (issue 32, decision 0042): the order's 48-bit
 * `leak_mark` and an 8-bit checksum, written as 28 zero-width characters of 2 bits each, put
 * at the end of a word (before its space) every few words, so a fragment still names the order.
 *
 * A copy is a run of exactly 28 characters of the alphabet standing between two visible
 * characters; nothing else delimits it, so no delimiter character is spent.
 */

/** ZERO WIDTH SPACE, ZERO WIDTH NON-JOINER, ZERO WIDTH JOINER, INVISIBLE SEPARATOR: 2 bits each. */
const ALPHABET = ['\u200B', '\u200C', '\u200D', '\u2063'] as const
const RUN = /[\u200B-\u200D\u2063]+/g
const SYMBOL_VALUE = new Map<string, number>(ALPHABET.map((char, index) => [char, index]))

/** The order's mark: a random 48-bit number (`orders.leak_mark`). */
export const LEAK_MARK_BITS = 48
const CHECK_BITS = 8
/** Characters in one copy: (48 + 8) bits at 2 bits a character. */
export const LEAK_MARK_LENGTH = (LEAK_MARK_BITS + CHECK_BITS) / 2
/** At least this many words between two copies, and no more than this many copies in a text. */
const MIN_GAP = 8
const MAX_COPIES = 10
const MARK_LIMIT = 2 ** LEAK_MARK_BITS

/** CRC-8 (polynomial 0x07, start 0xFF) of the mark's six bytes, most significant first. */
function checksum(mark: number): number {
  let crc = 0xff
  for (let shift = 40; shift >= 0; shift -= 8) {
    crc ^= Math.floor(mark / 2 ** shift) % 256
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff
    }
  }
  return crc
}

/** One copy of the mark: 28 invisible characters. */
export function encodeLeakMark(mark: number): string {
  if (!Number.isSafeInteger(mark) || mark < 0 || mark >= MARK_LIMIT) {
    throw new RangeError('A leak mark is a 48-bit unsigned integer.')
  }
  // 56 bits do not fit in a double's 53: the mark's 24 symbols, then the checksum's 4.
  const symbols: string[] = []
  for (let index = LEAK_MARK_BITS / 2 - 1; index >= 0; index--) {
    symbols.push(ALPHABET[Math.floor(mark / 4 ** index) % 4] as string)
  }
  const check = checksum(mark)
  for (let index = CHECK_BITS / 2 - 1; index >= 0; index--) {
    symbols.push(ALPHABET[(check >> (2 * index)) & 3] as string)
  }
  return symbols.join('')
}

/** The mark a 28-character window carries, or null when its checksum does not hold. */
function decodeWindow(window: string): number | null {
  let mark = 0
  for (let index = 0; index < LEAK_MARK_BITS / 2; index++) {
    mark = mark * 4 + (SYMBOL_VALUE.get(window[index] as string) ?? 0)
  }
  let check = 0
  for (let index = LEAK_MARK_BITS / 2; index < LEAK_MARK_LENGTH; index++) {
    check = (check << 2) | (SYMBOL_VALUE.get(window[index] as string) ?? 0)
  }
  return checksum(mark) === check ? mark : null
}

/** Where each intact copy sits in `text`: runs are read left to right, a failed window slides by one. */
function* copiesIn(text: string): Generator<{ start: number; mark: number }> {
  for (const run of text.matchAll(RUN)) {
    const chars = run[0]
    let offset = 0
    while (offset + LEAK_MARK_LENGTH <= chars.length) {
      const mark = decodeWindow(chars.slice(offset, offset + LEAK_MARK_LENGTH))
      if (mark === null) {
        offset += 1
        continue
      }
      yield { start: run.index + offset, mark }
      offset += LEAK_MARK_LENGTH
    }
  }
}

/** Every intact copy's mark in `text`, with how many copies carry it, most copies first. */
export function findLeakMarks(text: string): { mark: number; copies: number }[] {
  const votes = new Map<number, number>()
  for (const { mark } of copiesIn(text)) votes.set(mark, (votes.get(mark) ?? 0) + 1)
  return [...votes]
    .map(([mark, copies]) => ({ mark, copies }))
    .sort((a, b) => b.copies - a.copies || a.mark - b.mark)
}

/** `text` without the copies of marks it carries: what the seller wrote. */
export function stripLeakMarks(text: string): string {
  let plain = ''
  let last = 0
  for (const { start } of copiesIn(text)) {
    plain += text.slice(last, start)
    last = start + LEAK_MARK_LENGTH
  }
  return plain + text.slice(last)
}

/** A letter of a script that does not join (an Arabic letter before ZWJ would change shape), or a digit. */
const PLAIN_END = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u

/**
 * Where a copy may go: at the end of a word, right before the single space that separates it
 * from the next word. Tokenizers cut text before a space, so the copy becomes tokens of its own
 * and every visible word keeps its tokens (after the space it would take the word's leading
 * space away: ` kata` and `kata` are different tokens). Never inside a `[VARIABLE]` (the fill-in
 * form must still find it), a code fence or inline code (a model repeating code must not carry
 * an invisible character into it).
 */
function boundaries(text: string): number[] {
  const excluded = new Uint8Array(text.length + 1)
  for (const pattern of [/```[\s\S]*?(?:```|$)/g, /`[^`\n]*`/g, /\[[^[\]\n]*\]/g]) {
    for (const match of text.matchAll(pattern)) {
      excluded.fill(1, match.index + 1, match.index + match[0].length)
    }
  }
  const found: number[] = []
  for (let index = 1; index < text.length - 1; index++) {
    if (
      text[index] === ' ' &&
      !excluded[index] &&
      PLAIN_END.test(text[index - 1] as string) &&
      /\S/u.test(text[index + 1] as string)
    ) {
      found.push(index)
    }
  }
  return found
}

/**
 * `text` with copies of `mark` between its words: one every `gap` word boundaries (at least 8,
 * at most 10 copies in all), the first half a gap in (mid-text in a short one). The same text
 * and mark give the same result, so a buyer sees the same marked text on every load. A text
 * without a boundary (one word, or all code) carries one copy at its end.
 */
export function markText(text: string, mark: number): string {
  if (!text) return text
  const copy = encodeLeakMark(mark)
  const places = boundaries(text)
  if (places.length === 0) return text + copy
  const gap = Math.max(MIN_GAP, Math.ceil(places.length / MAX_COPIES))
  const first = Math.min(Math.floor(gap / 2), Math.floor(places.length / 2))
  const chosen = places.filter((_, index) => index >= first && (index - first) % gap === 0)
  let marked = ''
  let last = 0
  for (const place of chosen) {
    marked += text.slice(last, place) + copy
    last = place
  }
  return marked + text.slice(last)
}
