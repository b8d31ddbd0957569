import { describe, expect, it } from 'vitest'
import {
  formatDateTimeWib,
  formatDateWib,
  formatNumber,
  formatRating,
  formatRupiah,
} from './format.ts'

const nbsp = '\u00a0'

describe('Indonesian formatting', () => {
  it('writes rupiah with a dot for thousands and no decimals', () => {
    expect(formatRupiah(150_000)).toBe(`Rp${nbsp}150.000`)
    expect(formatRupiah(1_500_000)).toBe(`Rp${nbsp}1.500.000`)
    expect(formatRupiah(0)).toBe(`Rp${nbsp}0`)
  })

  it('groups plain numbers the Indonesian way', () => {
    expect(formatNumber(1_234_567)).toBe('1.234.567')
  })

  it('writes dates with Indonesian month names', () => {
    expect(formatDateWib('2026-11-22T03:00:00Z')).toBe('22 November 2026')
  })

  it('writes a moment of record in Jakarta time with WIB, whatever the local zone', () => {
    expect(formatDateTimeWib('2026-11-24T00:52:00Z')).toBe('24 Nov 2026, 07.52 WIB')
    expect(formatDateTimeWib('2026-11-23T17:30:00Z')).toBe('24 Nov 2026, 00.30 WIB')
    expect(formatDateWib('2026-11-23T17:30:00Z')).toBe('24 November 2026')
  })

  it('writes a rating with one decimal and a comma, rounded from hundredths', () => {
    expect(formatRating(433)).toBe('4,3')
    expect(formatRating(500)).toBe('5,0')
    expect(formatRating(445)).toBe('4,5')
    // A formatter made once serves every call the same.
    expect([formatRating(0), formatRating(0)]).toEqual(['0,0', '0,0'])
  })
})
