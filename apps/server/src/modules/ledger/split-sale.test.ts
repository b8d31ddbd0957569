import { describe, expect, it } from 'vitest'
import { splitSale } from './split-sale.ts'

describe('splitSale', () => {
  it('gives the seller 80 % and the platform 20 % at the default commission', () => {
    expect(splitSale({ price: 150_000, commissionBp: 2000, affiliateBp: 0 })).toEqual({
      sellerNet: 120_000,
      platformFee: 30_000,
      affiliateFee: 0,
      pph22Withheld: 0,
    })
  })

  it('takes the affiliate fee out of the seller share', () => {
    expect(splitSale({ price: 150_000, commissionBp: 2000, affiliateBp: 1000 })).toEqual({
      sellerNet: 105_000,
      platformFee: 30_000,
      affiliateFee: 15_000,
      pph22Withheld: 0,
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

  it('withholds PPh 22 of the price out of the seller share, leaving the platform fee as it was', () => {
    expect(
      splitSale({ price: 150_000, commissionBp: 2000, affiliateBp: 1000, pph22Bp: 50 }),
    ).toEqual({ sellerNet: 104_250, platformFee: 30_000, affiliateFee: 15_000, pph22Withheld: 750 })
  })

  it('rounds the withholding down and the shares still add up to the price', () => {
    // 0,5 % of Rp 10.099 is Rp 50,495: Rp 50 is withheld.
    expect(splitSale({ price: 10_099, commissionBp: 2000, affiliateBp: 0, pph22Bp: 50 })).toEqual({
      sellerNet: 8_029,
      platformFee: 2_020,
      affiliateFee: 0,
      pph22Withheld: 50,
    })
    for (const price of [0, 1, 199, 10_001, 12_345, 99_999, 4_999_999, 5_000_000]) {
      for (const [commissionBp, affiliateBp] of [
        [2000, 1000],
        [1750, 333],
        [0, 0],
        [9000, 0],
        [0, 9000],
      ] as const) {
        const split = splitSale({ price, commissionBp, affiliateBp, pph22Bp: 50 })
        expect(split.pph22Withheld).toBe(Math.floor((price * 50) / 10_000))
        expect(split.sellerNet + split.platformFee + split.affiliateFee + split.pph22Withheld).toBe(
          price,
        )
        expect(split.sellerNet).toBeGreaterThanOrEqual(0)
        expect(split.platformFee).toBe(splitSale({ price, commissionBp, affiliateBp }).platformFee)
      }
    }
  })
})
