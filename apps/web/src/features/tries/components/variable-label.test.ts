import { describe, expect, it } from 'vitest'
import { variableLabel } from './variable-label'

describe('variableLabel', () => {
  it('writes a variable name as a sentence-case label', () => {
    expect(variableLabel('NAMA_PRODUK')).toBe('Nama produk')
    expect(variableLabel('NAMA PRODUK')).toBe('Nama produk')
    expect(variableLabel('KOTA')).toBe('Kota')
  })

  it('keeps the punctuation of a longer name and folds repeated separators', () => {
    expect(variableLabel('HOST 1, KARAKTER')).toBe('Host 1, karakter')
    expect(variableLabel('TUJUAN:  AWARENESS/JUALAN__EDUKASI')).toBe(
      'Tujuan: awareness/jualan edukasi',
    )
  })
})
