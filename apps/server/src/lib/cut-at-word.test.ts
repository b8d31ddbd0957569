import { describe, expect, it } from 'vitest'
import { cutAtWord } from './cut-at-word.ts'

describe('cutAtWord', () => {
  it('keeps text that fits as it is', () => {
    expect(cutAtWord('Caption jualan', 150)).toBe('Caption jualan')
    expect(cutAtWord('a'.repeat(150))).toBe('a'.repeat(150))
  })

  it('cuts after the last whole word, the ellipsis within the limit', () => {
    const text = 'Buat caption Instagram untuk jualan kue kering menjelang Lebaran'
    expect(cutAtWord(text, 30)).toBe('Buat caption Instagram untuk…')
    const long = `${'kata '.repeat(40)}akhir`
    const cut = cutAtWord(long)
    expect(Array.from(cut).length).toBeLessThanOrEqual(150)
    expect(cut.endsWith('kata…')).toBe(true)
  })

  it('keeps a word that ends exactly where the room does', () => {
    // 'Buat caption' is 12 characters; the 13th is a space: the word is whole.
    expect(cutAtWord('Buat caption Instagram', 13)).toBe('Buat caption…')
  })

  it('drops punctuation left at the cut', () => {
    expect(cutAtWord('Cocok untuk kuliner, fashion, dan kecantikan', 22)).toBe(
      'Cocok untuk kuliner…',
    )
  })

  it('cuts a single word longer than the room where the room ends', () => {
    expect(cutAtWord('a'.repeat(200))).toBe(`${'a'.repeat(149)}…`)
  })

  it('counts an emoji as one character and never splits it', () => {
    const cut = cutAtWord(`${'🙂 '.repeat(100)}`, 10)
    expect(cut).toBe('🙂 🙂 🙂 🙂 🙂…')
  })
})
