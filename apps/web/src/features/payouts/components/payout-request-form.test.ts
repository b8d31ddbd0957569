import { describe, expect, it } from 'vitest'
import { payoutBlockers } from './payout-request-form'

const base = {
  available: 20_000,
  held: 67_200,
  nextReleaseAt: '2026-11-27T11:15:00.000Z',
  minPayout: 50_000,
  hasOpenRequest: false,
  bankConfigured: true,
}

describe('payoutBlockers', () => {
  it('names both the minimum and the hold, with the day the next money is available', () => {
    expect(payoutBlockers(base)).toEqual([
      'Saldo tersedia Rp\u00a020.000, belum mencapai minimum pencairan Rp\u00a050.000.',
      'Rp\u00a067.200 masih ditahan selama masa tunggu; dana berikutnya tersedia mulai 27 November 2026.',
    ])
  })

  it('names only the minimum when nothing is held', () => {
    expect(payoutBlockers({ ...base, held: 0, nextReleaseAt: null })).toEqual([
      'Saldo tersedia Rp\u00a020.000, belum mencapai minimum pencairan Rp\u00a050.000.',
    ])
  })

  it('is empty once the minimum is available, whatever is held', () => {
    expect(payoutBlockers({ ...base, available: 50_000 })).toEqual([])
  })

  it('asks for a bank account, and still names the minimum and the hold; waits for an open request', () => {
    expect(payoutBlockers({ ...base, bankConfigured: false })).toEqual([
      'Isi rekening pencairan terlebih dahulu.',
      'Saldo tersedia Rp\u00a020.000, belum mencapai minimum pencairan Rp\u00a050.000.',
      'Rp\u00a067.200 masih ditahan selama masa tunggu; dana berikutnya tersedia mulai 27 November 2026.',
    ])
    expect(payoutBlockers({ ...base, available: 90_000, bankConfigured: false })).toEqual([
      'Isi rekening pencairan terlebih dahulu.',
    ])
    expect(payoutBlockers({ ...base, available: 90_000, hasOpenRequest: true })).toHaveLength(1)
  })
})
