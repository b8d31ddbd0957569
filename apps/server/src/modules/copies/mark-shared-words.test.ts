import { describe, expect, it } from 'vitest'
import { markSharedWords } from './mark-shared-words.ts'

describe('markSharedWords', () => {
  it('marks the words the other text also has, whatever their order or case', () => {
    expect(markSharedWords('Tulis caption singkat', 'CAPTION yang singkat')).toEqual([
      { text: 'Tulis ', shared: false },
      { text: 'caption singkat', shared: true },
    ])
  })

  it('keeps a separator between two shared words inside the shared run', () => {
    expect(markSharedWords('[PRODUK], [HARGA] baru', 'harga produk')).toEqual([
      { text: '[', shared: false },
      { text: 'PRODUK], [HARGA', shared: true },
      { text: '] baru', shared: false },
    ])
  })

  it('gives back the whole text, piece by piece', () => {
    const text = 'Kamu adalah penulis iklan.\n\nTulis 3 versi untuk [NAMA USAHA]!'
    const pieces = markSharedWords(text, 'tulis versi iklan usaha')
    expect(pieces.map((piece) => piece.text).join('')).toBe(text)
    expect(pieces.every((piece, i) => i === 0 || piece.shared !== pieces[i - 1]?.shared)).toBe(true)
  })

  it('marks nothing against an empty text, and reads words of any script', () => {
    expect(markSharedWords('Kopi susu', '')).toEqual([{ text: 'Kopi susu', shared: false }])
    expect(markSharedWords('café 2025', 'CAFÉ')).toEqual([
      { text: 'café', shared: true },
      { text: ' 2025', shared: false },
    ])
  })
})
