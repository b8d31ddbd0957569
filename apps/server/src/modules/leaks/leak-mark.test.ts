import {
  fillPromptTemplate,
  parsePromptTemplate,
  templateVariables,
} from '@pasarprompt/contracts/prompt-template'
import fc from 'fast-check'
import { getEncoding } from 'js-tiktoken'
import { describe, expect, it } from 'vitest'
import {
  editLikeALeaker as edit,
  seededRandom as random,
} from '../../../test/helpers/leaked-text.ts'
import {
  encodeLeakMark,
  findLeakMarks,
  LEAK_MARK_LENGTH,
  markText,
  stripLeakMarks,
} from './leak-mark.ts'

const MAX_MARK = 2 ** 48 - 1
const ORDER_A = 0x1234_5678_9abc
const ORDER_B = 0xfedc_ba98_7654

/** A prompt as sellers write them: sentences, variables, a list, a code fence. */
const PROMPT = [
  'Kamu adalah copywriter senior untuk brand lokal Indonesia yang menjual [PRODUK] di kota [NAMA KOTA].',
  'Tulis tiga caption Instagram yang hangat, singkat, dan mengajak pembaca membeli hari ini juga.',
  'Setiap caption harus menyebut keunggulan utama produk, memakai bahasa sehari-hari, dan diakhiri ajakan yang jelas.',
  'Gunakan paling banyak dua emoji per caption dan hindari kata yang berlebihan seperti terbaik atau nomor satu.',
  'Sesuaikan nada tulisan dengan target pembeli [TARGET PEMBELI] dan sebutkan harga Rp 150.000 bila cocok.',
  'Tambahkan lima tagar yang relevan di akhir setiap caption, tanpa spasi di dalam tagar.',
  'Format jawaban sebagai daftar bernomor:',
  '1. Caption pertama untuk pembaca yang baru mengenal brand.',
  '2. Caption kedua untuk pembaca yang sudah pernah membeli.',
  '3. Caption ketiga untuk promosi akhir pekan dengan potongan harga.',
  '```json',
  '{ "caption": "teks caption", "tagar": ["satu", "dua"] }',
  '```',
  'Jangan menulis penjelasan apa pun di luar daftar tersebut, dan periksa ejaan sebelum menjawab.',
].join('\n')

describe('the leak mark', () => {
  it('round-trips every 48-bit order mark through its 28 invisible characters', () => {
    for (const mark of [0, 1, ORDER_A, ORDER_B, MAX_MARK]) {
      expect(encodeLeakMark(mark)).toHaveLength(LEAK_MARK_LENGTH)
      expect(findLeakMarks(`kata${encodeLeakMark(mark)} kata`)).toEqual([{ mark, copies: 1 }])
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MARK }), (mark) => {
        const copy = encodeLeakMark(mark)
        expect(copy).toMatch(/^[\u200B-\u200D\u2063]{28}$/)
        expect(findLeakMarks(markText(PROMPT, mark))[0]?.mark).toBe(mark)
      }),
      { numRuns: 2000 },
    )
    expect(() => encodeLeakMark(2 ** 48)).toThrow(RangeError)
  })

  it('marks the same text the same way every time, and stripping gives the seller’s text back', () => {
    const marked = markText(PROMPT, ORDER_A)
    expect(markText(PROMPT, ORDER_A)).toBe(marked)
    expect(marked).not.toBe(PROMPT)
    expect(stripLeakMarks(marked)).toBe(PROMPT)
    expect(markText(PROMPT, ORDER_B)).not.toBe(marked)
    expect(findLeakMarks(marked)).toEqual([{ mark: ORDER_A, copies: expect.any(Number) }])
    expect(findLeakMarks(marked)[0]?.copies).toBeGreaterThanOrEqual(8)
  })

  it('leaves variables, code and the visible text as they were', () => {
    const marked = markText(PROMPT, ORDER_A)
    expect(templateVariables(marked)).toEqual(templateVariables(PROMPT))
    expect(templateVariables(marked)).toEqual(
      expect.arrayContaining(['PRODUK', 'NAMA KOTA', 'TARGET PEMBELI']),
    )
    // The fill-in form fills the marked text as it fills the seller's, and keeps the marks.
    const values = { PRODUK: 'keripik pedas', 'NAMA KOTA': 'Bandung' }
    const filled = fillPromptTemplate(marked, values)
    expect(stripLeakMarks(filled)).toBe(fillPromptTemplate(PROMPT, values))
    expect(findLeakMarks(filled)).toEqual(findLeakMarks(marked))
    for (const part of parsePromptTemplate(marked)) {
      if (part.kind === 'variable') expect(part.raw).not.toMatch(/[\u200B-\u200D\u2063]/)
    }
    const fence = marked.slice(marked.indexOf('```'), marked.lastIndexOf('```') + 3)
    expect(fence).toBe(PROMPT.slice(PROMPT.indexOf('```'), PROMPT.lastIndexOf('```') + 3))
    // Every copy sits at a word's end, before a space: never inside a word.
    expect(marked).not.toMatch(/[\u200B-\u200D\u2063][^\s\u200B-\u200D\u2063]/)
    expect(marked.replace(/[\u200B-\u200D\u2063]/g, '')).toBe(PROMPT)
  })

  it('still names the order after 30 % of the words are deleted or replaced and lines reordered', () => {
    const marked = markText(PROMPT, ORDER_A)
    for (let seed = 1; seed <= 200; seed++) {
      const found = findLeakMarks(edit(marked, 0.3, seed))
      expect(found.map(({ mark }) => mark)).toEqual([ORDER_A])
    }
  })

  it('still names the order from a 30 % fragment of the text', () => {
    const marked = markText(PROMPT, ORDER_A)
    const length = Math.floor(marked.length * 0.3)
    for (let start = 0; start + length <= marked.length; start += 17) {
      expect(findLeakMarks(marked.slice(start, start + length)).map(({ mark }) => mark)).toEqual([
        ORDER_A,
      ])
    }
  })

  it('names both orders in a text mixed from two buyers’ copies', () => {
    const a = markText(PROMPT, ORDER_A).split('\n')
    const b = markText(PROMPT, ORDER_B).split('\n')
    const mixed = a.map((line, index) => (index % 2 === 0 ? line : b[index])).join('\n')
    expect(
      findLeakMarks(mixed)
        .map(({ mark }) => mark)
        .sort(),
    ).toEqual([ORDER_A, ORDER_B].sort())
  })

  it('finds nothing in a text without marks, and nothing false over many random edits', () => {
    expect(findLeakMarks(PROMPT)).toEqual([])
    const next = random(7)
    const noise = Array.from({ length: 2000 }, () => Math.floor(next() * 1e6).toString(36)).join(
      ' ',
    )
    expect(findLeakMarks(noise)).toEqual([])
    // Zero-width characters that are not a mark (an emoji's joiner, a stray space) name nothing.
    expect(findLeakMarks('👨\u200D👩\u200D👧 kata\u200B\u200B kata\u200C')).toEqual([])

    const marked = markText(PROMPT, ORDER_A)
    let wrong = 0
    let traced = 0
    for (let seed = 1; seed <= 2000; seed++) {
      const found = findLeakMarks(edit(marked, 0.1 + (seed % 7) * 0.1, seed))
      wrong += found.filter(({ mark }) => mark !== ORDER_A).length
      if (found.length > 0) traced += 1
    }
    expect(wrong).toBe(0)
    expect(traced).toBeGreaterThan(1900)
  })

  it('keeps every visible word’s tokens and costs a bounded number of tokens (cl100k, o200k)', () => {
    for (const name of ['cl100k_base', 'o200k_base'] as const) {
      const encoding = getEncoding(name)
      const marked = markText(PROMPT, ORDER_A)
      const copies = findLeakMarks(marked)[0]?.copies ?? 0
      const plain = encoding.encode(PROMPT)
      const tokens = encoding.encode(marked)
      // The marked text's tokens, less those made only of mark characters, are the seller's.
      const visible = tokens.filter(
        (token) => encoding.decode([token]).replace(/[\u200B-\u200D\u2063\uFFFD]/g, '') !== '',
      )
      expect(visible).toEqual(plain)
      const perCopy = (tokens.length - plain.length) / copies
      console.info(
        `${name}: ${plain.length} tokens, ${tokens.length} marked (${copies} copies, ${perCopy.toFixed(1)} per copy)`,
      )
      expect(perCopy).toBeLessThanOrEqual(45)
    }
  })
})
