import { pph22Of } from '@pasarprompt/contracts/tax'

/**
 * How a sale's price is shared (DESIGN.md §4), in integer rupiah, rounding down in the seller's
 * and the affiliate's disfavour so the platform never pays out more than it received. PPh 22
 * (decision 0044) is `floor(price × pph22Bp / 10000)` of the price, taken out of the seller's
 * share: rounding it down favours the seller by less than a rupiah, and the platform's fee stays
 * what it would be without the tax.
 */
export function splitSale(input: {
  price: number
  commissionBp: number
  affiliateBp: number
  pph22Bp?: number
}) {
  const { price, commissionBp, affiliateBp, pph22Bp = 0 } = input
  const affiliateFee = Math.floor((price * affiliateBp) / 10_000)
  const pph22Withheld = pph22Of(price, pph22Bp)
  const sellerNet =
    Math.floor((price * (10_000 - commissionBp)) / 10_000) - affiliateFee - pph22Withheld
  const platformFee = price - sellerNet - affiliateFee - pph22Withheld
  return { sellerNet, platformFee, affiliateFee, pph22Withheld }
}
