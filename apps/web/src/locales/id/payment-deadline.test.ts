import { GATEWAY_EXPIRY_HOURS } from '@pasarprompt/contracts/constants'
import { describe, expect, it } from 'vitest'
import { ordersText } from './common/orders'
import { guideSections } from './marketplace/guide'

const hoursIn = (text: string) => [...text.matchAll(/(\d+) jam/g)].map((match) => Number(match[1]))

describe('the payment deadline in words', () => {
  it('the guide gives the buyer the hours the gateway takes payment for, and no other', () => {
    const paying = guideSections.find((section) => section.id === 'membayar')
    const hours = (paying?.steps ?? []).flatMap((step) => hoursIn(step.body))
    expect(hours).toEqual([GATEWAY_EXPIRY_HOURS])
  })

  it('an expired order asks for a new one within the same hours', () => {
    expect(hoursIn(ordersText.payment.expiredNext)).toEqual([GATEWAY_EXPIRY_HOURS])
  })
})
