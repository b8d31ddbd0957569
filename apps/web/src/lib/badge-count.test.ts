import { describe, expect, it } from 'vitest'
import { badgeCount } from './badge-count'

describe('wishlist badge', () => {
  it('is hidden at zero', () => {
    expect(badgeCount(0)).toBeNull()
  })

  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeCount(1)).toBe('1')
    expect(badgeCount(99)).toBe('99')
    expect(badgeCount(100)).toBe('99+')
    expect(badgeCount(5000)).toBe('99+')
  })
})
