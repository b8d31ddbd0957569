/**
 * What the gateway keeps per payment method (Midtrans' published rates): the platform's
 * expense, never the seller's (DESIGN.md §4). Percentages in basis points, rounded up.
 */
export const GATEWAY_FEES: Record<string, { bp?: number; flat?: number }> = {
  qris: { bp: 70 },
  gopay: { bp: 200 },
  shopeepay: { bp: 200 },
  ovo: { bp: 150 },
  dana: { bp: 150 },
  bca_va: { flat: 4_000 },
  bni_va: { flat: 4_000 },
  bri_va: { flat: 4_000 },
  permata_va: { flat: 4_000 },
  mandiri_va: { flat: 4_000 },
  credit_card: { bp: 290, flat: 2_000 },
}

export function gatewayFee(method: string | null, price: number): number {
  if (price === 0 || !method) return 0
  const fee = GATEWAY_FEES[method]
  if (!fee) return 0
  return Math.ceil((price * (fee.bp ?? 0)) / 10_000) + (fee.flat ?? 0)
}
