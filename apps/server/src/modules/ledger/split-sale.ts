/**
 * How a sale's price is shared (DESIGN.md §4), in integer rupiah, rounding down in the seller's
 * and the affiliate's disfavour so the platform never pays out more than it received.
 */
export function splitSale(input: { price: number; commissionBp: number; affiliateBp: number }) {
  const { price, commissionBp, affiliateBp } = input
  const affiliateFee = Math.floor((price * affiliateBp) / 10_000)
  const sellerNet = Math.floor((price * (10_000 - commissionBp)) / 10_000) - affiliateFee
  const platformFee = price - sellerNet - affiliateFee
  return { sellerNet, platformFee, affiliateFee }
}
