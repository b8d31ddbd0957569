import { describe, expect, it } from 'vitest'
import { payerIdentityOf } from './payer-identity.ts'

describe('payerIdentityOf: who paid, as the gateway says', () => {
  it('names a card by its first six and last four digits, however Midtrans masks it', () => {
    expect(payerIdentityOf({ payment_type: 'credit_card', masked_card: '481111-1114' })).toBe(
      'card:4811111114',
    )
    expect(payerIdentityOf({ payment_type: 'credit_card', masked_card: '48111111-1114' })).toBe(
      'card:4811111114',
    )
  })

  it('has nothing for e-wallets, QRIS and virtual accounts, or a card without its mask', () => {
    expect(payerIdentityOf({ payment_type: 'gopay' })).toBeNull()
    expect(payerIdentityOf({ payment_type: 'qris', issuer: 'gopay', acquirer: 'gopay' })).toBeNull()
    expect(
      payerIdentityOf({
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bca', va_number: '1' }],
      }),
    ).toBeNull()
    expect(payerIdentityOf({ payment_type: 'credit_card' })).toBeNull()
    expect(payerIdentityOf({ payment_type: 'credit_card', masked_card: '4811' })).toBeNull()
  })
})
