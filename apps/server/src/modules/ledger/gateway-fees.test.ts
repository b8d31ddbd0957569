import { describe, expect, it } from 'vitest'
import { gatewayFee } from './gateway-fees.ts'

describe('gateway fees', () => {
  it('charges QRIS 0.7 %, rounded up, and virtual accounts a flat fee', () => {
    expect(gatewayFee('qris', 150_000)).toBe(1_050)
    expect(gatewayFee('qris', 10_001)).toBe(71)
    expect(gatewayFee('bca_va', 150_000)).toBe(4_000)
    expect(gatewayFee('gopay', 25_000)).toBe(500)
  })

  it('charges nothing for a free prompt or a method it does not know', () => {
    expect(gatewayFee('qris', 0)).toBe(0)
    expect(gatewayFee('bitcoin', 50_000)).toBe(0)
    expect(gatewayFee(null, 50_000)).toBe(0)
  })
})
