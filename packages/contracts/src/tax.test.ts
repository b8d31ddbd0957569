import { describe, expect, it } from 'vitest'
import { pph22Of, TaxProfileInput, taxIdDigits, taxIdProblem } from './tax.ts'

describe('NIK and NPWP (decision 0044)', () => {
  it('takes a NIK of 16 digits with a province, a birth date (a woman’s day plus 40) and a serial', () => {
    expect(taxIdProblem('nik', '3171011501900001')).toBeNull()
    expect(taxIdProblem('nik', '3171015501900002')).toBeNull()
    expect(taxIdProblem('nik', '3171 0115 0190 0001')).toBeNull()
  })

  it('refuses a NIK of the wrong length, letters, a date that cannot be, or a zero serial', () => {
    expect(taxIdProblem('nik', '317101150190001')).toBe('NIK harus 16 angka.')
    expect(taxIdProblem('nik', '31710115019000011')).toBe('NIK harus 16 angka.')
    expect(taxIdProblem('nik', '3171O11501900001')).toBe('NIK hanya berisi angka.')
    expect(taxIdProblem('nik', '3171013201900001')).toMatch(/tidak valid/)
    expect(taxIdProblem('nik', '3171010013900001')).toMatch(/tidak valid/)
    expect(taxIdProblem('nik', '3171011513900001')).toMatch(/tidak valid/)
    expect(taxIdProblem('nik', '0571011501900001')).toMatch(/tidak valid/)
    expect(taxIdProblem('nik', '3171011501900000')).toMatch(/tidak valid/)
  })

  it('takes an NPWP of 15 digits, as typed with dots and a dash, or the 16-digit one', () => {
    expect(taxIdProblem('npwp', '01.234.567.8-901.234')).toBeNull()
    expect(taxIdProblem('npwp', '012345678901234')).toBeNull()
    expect(taxIdProblem('npwp', '3171011501900001')).toBeNull()
    expect(taxIdDigits('01.234.567.8-901.234')).toBe('012345678901234')
  })

  it('refuses an NPWP of another length, letters, or one digit repeated', () => {
    expect(taxIdProblem('npwp', '01.234.567.8-901')).toBe('NPWP harus 15 atau 16 angka.')
    expect(taxIdProblem('npwp', '01234567890123456')).toBe('NPWP harus 15 atau 16 angka.')
    expect(taxIdProblem('npwp', '01234567890123A')).toBe('NPWP hanya berisi angka.')
    expect(taxIdProblem('npwp', '000000000000000')).toMatch(/tidak valid/)
  })

  it('the form’s schema keeps the digits only and names the field that is wrong', () => {
    expect(
      TaxProfileInput.parse({ idType: 'npwp', taxId: '01.234.567.8-901.234', taxName: 'PT Uji' }),
    ).toEqual({ idType: 'npwp', taxId: '012345678901234', taxName: 'PT Uji' })
    const refused = TaxProfileInput.safeParse({ idType: 'nik', taxId: '123', taxName: 'Uji Coba' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.path).toEqual(['taxId'])
  })
})

describe('pph22Of', () => {
  it('is 0,5 % of the price rounded down, in whole rupiah', () => {
    expect(pph22Of(150_000, 50)).toBe(750)
    expect(pph22Of(10_099, 50)).toBe(50)
    expect(pph22Of(199, 50)).toBe(0)
    expect(pph22Of(5_000_000, 50)).toBe(25_000)
    expect(pph22Of(150_000, 0)).toBe(0)
  })
})
