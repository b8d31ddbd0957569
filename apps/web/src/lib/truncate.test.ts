import { describe, expect, it } from 'vitest'
import { truncate, truncateChannelTitle } from './truncate'

describe('truncate', () => {
  it('returns text of at most 150 characters unchanged by default', () => {
    const text = 'a'.repeat(150)
    expect(truncate(text)).toBe(text)
  })

  it('cuts text longer than 150 characters to 150 and adds an ellipsis', () => {
    expect(truncate('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`)
  })

  it('honours a custom maximum', () => {
    expect(truncate('Prompt foto produk', 6)).toBe('Prompt…')
  })

  it('drops the trailing space before the ellipsis', () => {
    expect(truncate('Prompt untuk foto', 7)).toBe('Prompt…')
  })

  it('counts an emoji as one character and never cuts it in half', () => {
    expect(truncate('🔥🔥🔥', 3)).toBe('🔥🔥🔥')
    expect(truncate('Promo 🔥 hari ini', 7)).toBe('Promo 🔥…')
  })

  it('returns an empty text unchanged', () => {
    expect(truncate('')).toBe('')
  })
})

describe('truncateChannelTitle', () => {
  it('keeps a title of 15 characters', () => {
    expect(truncateChannelTitle('Toko Prompt Ani')).toBe('Toko Prompt Ani')
  })

  it('cuts a longer title to 15 characters plus an ellipsis', () => {
    expect(truncateChannelTitle('Toko Prompt Andalan Jakarta')).toBe('Toko Prompt And…')
  })
})
