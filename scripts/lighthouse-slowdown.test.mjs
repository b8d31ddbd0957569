import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from './lighthouse-slowdown.mjs'

describe('calibratedSlowdown', () => {
  it('gives Lighthouse’s own 4× to the machine its preset was made for, more to a faster one', () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2)
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2)
    expect(calibratedSlowdown(2700)).toBeCloseTo(9, 1)
  })

  it('slows a slow machine less, never below 1×', () => {
    expect(calibratedSlowdown(1300)).toBe(3)
    expect(calibratedSlowdown(1044)).toBeCloseTo(2.49, 2)
    expect(calibratedSlowdown(800)).toBe(2)
    expect(calibratedSlowdown(150)).toBe(1)
    expect(calibratedSlowdown(100)).toBe(1)
  })

  it('refuses an index that is not a measure', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow()
    expect(() => calibratedSlowdown(0)).toThrow()
  })
})
