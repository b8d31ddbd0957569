import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { describe, expect, it } from 'vitest'
import { payeeText } from './payee-text'

const base: AdminPayout = {
  id: '00000000-0000-4000-8000-000000000001',
  shop: null,
  affiliate: null,
  amount: 60_000,
  status: 'requested',
  bankCode: 'bni',
  accountNumber: '9876543210',
  accountHolder: 'Sari Afiliasi',
  recentBankChange: true,
  bankChangedAt: null,
  requestedBy: 'sari@contoh.id',
  transferReference: null,
  rejectionReason: null,
  requestedAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
}

describe('the payout queue names whoever is paid', () => {
  it('a shop by its name, its owner checked for a recent bank change', () => {
    const text = payeeText({
      ...base,
      shop: { id: 's1', name: 'Studio Visual AI', slug: 'studio' },
    })
    expect(text.name).toBe('Studio Visual AI')
    expect(text.approveBody('Rp 60.000')).toContain('rekening Studio Visual AI')
    expect(text.recentChange).toContain('pemilik toko')
  })

  it('an affiliate as "Afiliasi · {name}", addressed as a person', () => {
    const text = payeeText({
      ...base,
      affiliate: { userId: 'u1', name: 'Sari Afiliasi', email: 'sari@contoh.id' },
    })
    expect(text.name).toBe('Afiliasi · Sari Afiliasi')
    expect(text.approveBody('Rp 60.000')).toContain('rekening afiliasi Sari Afiliasi')
    expect(text.recentChange).toContain('afiliasinya')
    expect(text.rejectBody).not.toContain('toko')
  })
})
