import { describe, expect, it } from 'vitest'
import { labelledIndexes, niceTicks } from './chart-scale'

describe('niceTicks', () => {
  it('reaches a round number at or above the largest value', () => {
    expect(niceTicks(150_000)).toEqual([0, 50_000, 100_000, 150_000])
    expect(niceTicks(170_000)).toEqual([0, 50_000, 100_000, 150_000, 200_000])
    expect(niceTicks(9)).toEqual([0, 5, 10])
  })

  it('never splits a count into fractions and still draws an axis without data', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3])
    expect(niceTicks(1)).toEqual([0, 1])
    expect(niceTicks(0)).toEqual([0, 1])
  })
})

describe('labelledIndexes', () => {
  it('labels every day when there is room, and the newest day always', () => {
    expect(labelledIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(labelledIndexes(30, 6)).toEqual([4, 9, 14, 19, 24, 29])
    expect(labelledIndexes(90, 4).at(-1)).toBe(89)
    expect(labelledIndexes(90, 4).length).toBeLessThanOrEqual(4)
  })
})
