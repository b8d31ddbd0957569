import { describe, expect, it } from 'vitest'
import { sameMailbox } from './find-attributable-click.ts'

describe('sameMailbox', () => {
  it('treats case, a +tag and Gmail dots as the same mailbox', () => {
    expect(sameMailbox('Budi.Santoso+promo@Gmail.com', 'budisantoso@googlemail.com')).toBe(true)
    expect(sameMailbox('sari+toko@contoh.id', 'SARI@contoh.id')).toBe(true)
  })

  it('keeps dots where the provider does not ignore them, and other domains apart', () => {
    expect(sameMailbox('budi.santoso@contoh.id', 'budisantoso@contoh.id')).toBe(false)
    expect(sameMailbox('sari@contoh.id', 'sari@contoh.com')).toBe(false)
  })
})
