import { describe, expect, it } from 'vitest'
import { paymentMethodOf } from './payment-method-of.ts'

describe('payment method names', () => {
  it('names virtual accounts by their bank', () => {
    expect(paymentMethodOf({ payment_type: 'bank_transfer', va_numbers: [{ bank: 'bca' }] })).toBe(
      'bca_va',
    )
    expect(paymentMethodOf({ payment_type: 'echannel' })).toBe('mandiri_va')
    expect(paymentMethodOf({ payment_type: 'bank_transfer', permata_va_number: '123' })).toBe(
      'permata_va',
    )
    expect(paymentMethodOf({ payment_type: 'qris' })).toBe('qris')
    expect(paymentMethodOf({})).toBeNull()
  })
})
