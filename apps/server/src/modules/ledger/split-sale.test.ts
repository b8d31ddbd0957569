import { describe, expect, it } from 'vitest'
import { splitSale } from './split-sale.ts'

describe('splitSale', () => {
  it('gives the seller 80 % and the platform 20 % at the default commission', () => {
    expect(splitSale({ price: 150_000, commissionBp: 2000, affiliateBp: 0 })).toEqual({
      sellerNet: 120_000,
      platformFee: 30_000,
      affiliateFee: 0,
    })
  })

  it('takes the affiliate fee out of the seller share', () => {
    expect(splitSale({ price: 150_000, commissionBp: 2000, affiliateBp: 1000 })).toEqual({
      sellerNet: 105_000,
      platformFee: 30_000,
      affiliateFee: 15_000,
    })
  })

  it('rounds the shares down and gives the remainder to the platform, so they always add up', () => {
    for (const price of [10_001, 12_345, 99_999, 4_999_999]) {
      for (const [commissionBp, affiliateBp] of [
        [2000, 1000],
        [1750, 333],
        [0, 0],
        [9000, 0],
      ] as const) {
        const split = splitSale({ price, commissionBp, affiliateBp })
        expect(split.sellerNet + split.platformFee + split.affiliateFee).toBe(price)
        expect(split.sellerNet).toBeGreaterThanOrEqual(0)
        expect(split.platformFee).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('handles the largest price without losing precision', () => {
    expect(splitSale({ price: 5_000_000, commissionBp: 2000, affiliateBp: 1000 }).sellerNet).toBe(
      3_500_000,
    )
  })
})
