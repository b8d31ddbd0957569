import { describe, expect, it } from 'vitest'
import { newOrderNumber } from './order-number.ts'

describe('order numbers', () => {
  it('read PP-YYYYMMDD-XXXXXX with the date in Jakarta', () => {
    // 20:00 UTC on the 21st is already the 22nd in Jakarta (UTC+7).
    expect(newOrderNumber(new Date('2026-11-21T20:00:00Z'))).toMatch(
      /^PP-20261122-[0-9A-HJKMNP-TV-Z]{6}$/,
    )
  })

  it('are not repeated', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderNumber()))
    expect(numbers.size).toBe(2000)
  })
})
