/**
 * Who paid, as far as the gateway's verified status says (issue 26, decision 0029). Midtrans
 * names the payer only for cards: `masked_card`, the card's first six and last four digits
 * (`481111-1114`). E-wallets (GoPay, ShopeePay, OVO, DANA) and QRIS report the method, and QRIS
 * the issuer, but nobody's account; a virtual account number is made for each transaction. So
 * only a card payment gives an identity; every other method gives null.
 */
export function payerIdentityOf(status: Record<string, unknown>): string | null {
  if (status.payment_type !== 'credit_card' || typeof status.masked_card !== 'string') return null
  const digits = status.masked_card.replace(/\D/g, '')
  if (digits.length < 10 || digits.length > 19) return null
  return `card:${digits.slice(0, 6)}${digits.slice(-4)}`
}
