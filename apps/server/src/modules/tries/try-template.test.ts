import { describe, expect, it } from 'vitest'
import { tryTemplate } from './try-template.ts'

describe('a try’s template', () => {
  it('names and fills only brackets written as variables; any other bracket stays the seller’s secret text', () => {
    const template = tryTemplate(
      'Tulis caption untuk [NAMA PRODUK] bagi [target_pasar]. [Jangan sebut merek pesaing: Indomie, Sedaap] Gaya: [GAYA-1].',
    )
    expect(template.variables).toEqual(['NAMA PRODUK', 'GAYA-1'])
    expect(template.secretParts).toEqual([
      'Tulis caption untuk ',
      ' bagi [target_pasar]. [Jangan sebut merek pesaing: Indomie, Sedaap] Gaya: ',
      '.',
    ])
    expect(template.fill({ 'NAMA PRODUK': 'kopi susu', 'GAYA-1': ' ', TARGET_PASAR: 'x' })).toBe(
      'Tulis caption untuk kopi susu bagi [target_pasar]. [Jangan sebut merek pesaing: Indomie, Sedaap] Gaya: [GAYA-1].',
    )
  })

  it('keeps a variable used twice as one, and a template without variables as one secret part', () => {
    const twice = tryTemplate('[KOTA] dan [KOTA] lagi')
    expect(twice.variables).toEqual(['KOTA'])
    expect(twice.fill({ KOTA: 'Bandung' })).toBe('Bandung dan Bandung lagi')
    expect(tryTemplate('Tanpa variabel sama sekali.').secretParts).toEqual([
      'Tanpa variabel sama sekali.',
    ])
  })
})
