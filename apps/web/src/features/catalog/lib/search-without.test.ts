import { describe, expect, it } from 'vitest'
import { searchWithout } from './search-without'

describe('searchWithout', () => {
  it('drops a word whatever its case or accents, keeping the others as typed', () => {
    expect(searchWithout('Caption Instagram JUALAN', 'jualan')).toBe('Caption Instagram')
    expect(searchWithout('kafé jualan', 'kafe')).toBe('jualan')
  })

  it('drops every word of a phrase and a word typed twice', () => {
    expect(searchWithout('tugas akhir zzz', 'tugas akhir')).toBe('zzz')
    expect(searchWithout('logo, logo merek', 'logo')).toBe('merek')
  })

  it('leaves nothing when the only word goes', () => {
    expect(searchWithout('jualan', 'jualan')).toBe('')
  })
})
