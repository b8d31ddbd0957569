import type { AffiliateOrder } from '@pasarprompt/contracts/affiliates'
import { describe, expect, it } from 'vitest'
import { nextRelease } from './affiliate-balance-cards'

const order = (status: AffiliateOrder['status'], releaseAt: string | null): AffiliateOrder => ({
  id: '00000000-0000-4000-8000-000000000000',
  shopName: 'Toko',
  promptTitle: 'Prompt',
  price: 25_000,
  fee: 2_500,
  status,
  paidAt: '2026-11-20T00:00:00.000Z',
  releaseAt,
})

describe('the next release of held fees', () => {
  it('is the soonest release among held fees', () => {
    expect(
      nextRelease([
        order('held', '2099-11-28T00:00:00.000Z'),
        order('held', '2099-11-26T00:00:00.000Z'),
        order('available', '2026-11-01T00:00:00.000Z'),
      ]),
    ).toBe('2099-11-26T00:00:00.000Z')
  })

  it('is unknown when nothing is held', () => {
    expect(nextRelease([order('available', null), order('reversed', null)])).toBeNull()
  })
})
