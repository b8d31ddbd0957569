import { describe, expect, it } from 'vitest'
import { parseRatePercent, ratePercentText } from './rate-percent'

describe('a rate typed in percent', () => {
  it('reads a comma or a dot as the decimal mark, in basis points', () => {
    expect(parseRatePercent('12,5')).toBe(1250)
    expect(parseRatePercent('12.5')).toBe(1250)
    expect(parseRatePercent(' 10 ')).toBe(1000)
    expect(parseRatePercent('0,01')).toBe(1)
  })

  it('is the platform default (null) when left empty', () => {
    expect(parseRatePercent('')).toBeNull()
    expect(parseRatePercent('   ')).toBeNull()
  })

  it('is refused when it is not a plain number with at most two decimals', () => {
    expect(parseRatePercent('12,345')).toBeUndefined()
    expect(parseRatePercent('-5')).toBeUndefined()
    expect(parseRatePercent('10%')).toBeUndefined()
    expect(parseRatePercent('1e3')).toBeUndefined()
  })

  it('is written back with an Indonesian decimal comma', () => {
    expect(ratePercentText(1250)).toBe('12,5')
    expect(ratePercentText(1000)).toBe('10')
  })
})
