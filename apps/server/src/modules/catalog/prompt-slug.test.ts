import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './prompt-slug.ts'

describe('slugFromTitle', () => {
  it('turns an Indonesian title into a readable slug', () => {
    expect(slugFromTitle('Rencana Menu Mingguan Katering')).toBe('rencana-menu-mingguan-katering')
    expect(slugFromTitle("Caption & Hashtag Jum'at Berkah")).toBe(
      'caption-dan-hashtag-jumat-berkah',
    )
    expect(slugFromTitle('  Resep Café — Crème Brûlée (2025)!  ')).toBe(
      'resep-cafe-creme-brulee-2025',
    )
    expect(slugFromTitle('Straße Łódź Ærø')).toBe('strasse-lodz-aero')
  })

  it('cuts long titles at a word and never returns an empty slug', () => {
    const slug = slugFromTitle(
      'Panduan Lengkap Menulis Deskripsi Produk Marketplace yang Menjual untuk UMKM Kuliner',
    )
    expect(slug.length).toBeLessThanOrEqual(60)
    expect(slug).toBe('panduan-lengkap-menulis-deskripsi-produk-marketplace-yang')
    expect(slugFromTitle('Ａｂｃ１２３')).toBe('abc123')
    expect(slugFromTitle('日本語のプロンプト')).toBe('prompt')
    expect(slugFromTitle('!!!')).toBe('prompt')
  })
})
