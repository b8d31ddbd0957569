import { describe, expect, it } from 'vitest'
import { groupSearch, synonymGroupForTypo } from './search-synonyms.ts'
import { isTypoOf, searchWordsOf, typoDistance } from './search-words.ts'

describe('search words', () => {
  it('cuts a search as the database cuts a prompt: lower case, accents folded, letters and digits', () => {
    expect(searchWordsOf('Résumé DALL·E 3, “Stable-Diffusion”!')).toEqual([
      'resume',
      'dall',
      'e',
      '3',
      'stable',
      'diffusion',
    ])
  })

  it('counts a swap of two neighbouring letters as one typo', () => {
    expect(typoDistance('captoin', 'caption', 2)).toBe(1)
    expect(typoDistance('skirpsi', 'skripsi', 2)).toBe(1)
    expect(typoDistance('batk', 'batik', 2)).toBe(1)
    expect(typoDistance('kopiii', 'kopi', 1)).toBe(2)
  })

  it('allows no typo under four letters, one up to seven, two from eight', () => {
    expect(isTypoOf('lgo', 'logo')).toBeNull()
    expect(isTypoOf('lgoo', 'logo')).toBe(1)
    expect(isTypoOf('resmue', 'resume')).toBe(1)
    expect(isTypoOf('kopiii', 'kopi')).toBeNull()
    expect(isTypoOf('midjurnye', 'midjourney')).toBe(2)
    expect(isTypoOf('logo', 'logo')).toBeNull()
  })

  it('reads a phrase of the synonym table as one group, with its synonyms', () => {
    expect(groupSearch(['tugas', 'akhir', 'cv'])).toEqual([
      {
        said: ['tugas', 'akhir'],
        alternatives: [['tugas', 'akhir'], ['skripsi'], ['thesis'], ['tesis']],
      },
      {
        said: ['cv'],
        alternatives: [
          ['cv'],
          ['resume'],
          ['riwayat', 'hidup'],
          ['curriculum', 'vitae'],
          ['lamaran'],
        ],
      },
    ])
    expect(groupSearch(['batik'])).toEqual([{ said: ['batik'], alternatives: [['batik']] }])
    expect(synonymGroupForTypo('resmue')?.alternatives).toContainEqual(['cv'])
  })
})
