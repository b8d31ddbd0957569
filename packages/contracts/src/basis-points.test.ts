import { describe, expect, it } from 'vitest'
import { basisPointsToPercent, formatBasisPoints, percentToBasisPoints } from './basis-points.ts'

describe('basis points', () => {
  it('are read as percent and typed percent becomes basis points', () => {
    expect(basisPointsToPercent(2000)).toBe(20)
    expect(basisPointsToPercent(1250)).toBe(12.5)
    expect(percentToBasisPoints(12.5)).toBe(1250)
    expect(percentToBasisPoints(0.07)).toBe(7)
  })

  it('are written as an Indonesian percentage', () => {
    expect(formatBasisPoints(2000)).toBe('20%')
    expect(formatBasisPoints(1250)).toBe('12,5%')
  })
})
