import { describe, expect, it } from 'vitest'
import { linkifyParts } from './chat.ts'

describe('linkifyParts', () => {
  it('makes http(s) addresses links and leaves the rest text', () => {
    expect(linkifyParts('Lihat https://contoh.id/a?b=1. Terima kasih')).toEqual([
      { text: 'Lihat ' },
      { text: 'https://contoh.id/a?b=1', href: 'https://contoh.id/a?b=1' },
      { text: '. Terima kasih' },
    ])
  })

  it('never links other schemes, and keeps markup as text', () => {
    const body = 'javascript:alert(1) <a href="https://x.id">x</a> data:text/html,hi'
    const parts = linkifyParts(body)
    expect(parts.map((part) => part.text).join('')).toBe(body)
    // Only the https address inside the (text) markup is a link; the other schemes stay text.
    expect(parts.filter((part) => part.href).map((part) => part.href)).toEqual(['https://x.id/'])
  })

  it('handles a text without links and links in parentheses', () => {
    expect(linkifyParts('Halo kak')).toEqual([{ text: 'Halo kak' }])
    expect(linkifyParts('(http://a.id/x)')).toEqual([
      { text: '(' },
      { text: 'http://a.id/x', href: 'http://a.id/x' },
      { text: ')' },
    ])
  })
})
