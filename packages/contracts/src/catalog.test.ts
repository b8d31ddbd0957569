import { describe, expect, it } from 'vitest'
import { templateVariables } from './prompt-template.ts'

describe('template variables', () => {
  it('finds each distinct [BRACKETED] name once, whatever its case', () => {
    expect(templateVariables('Tulis iklan untuk [PRODUK] di [Kota]; sebut [produk] lagi.')).toEqual(
      ['PRODUK', 'KOTA'],
    )
  })

  it('ignores empty brackets and brackets across lines', () => {
    expect(templateVariables('[] dan [baris\nbaru] tanpa variabel')).toEqual([])
  })
})
