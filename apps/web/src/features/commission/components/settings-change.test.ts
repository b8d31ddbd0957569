import { describe, expect, it } from 'vitest'
import { historySentence, settingChanges } from './settings-change'

const at = '2026-11-24T03:15:00.000Z'
const settings = { commissionBp: 2000, affiliateBp: 1000, holdDays: 3, minPayout: 50_000 }

describe('the settings history in sentences', () => {
  it('says who changed the platform commission, from what to what, and when, in WIB', () => {
    expect(
      historySentence({
        at,
        actorEmail: 'sari@pasarprompt.id',
        actorName: 'Sari',
        action: 'settings.update',
        before: settings,
        after: { ...settings, commissionBp: 2500 },
      }),
    ).toBe('Admin Sari mengubah komisi platform dari 20% menjadi 25% pada 24 Nov 2026, 10.15 WIB.')
  })

  it('lists several changes in one sentence, days and rupiah as people say them', () => {
    expect(
      historySentence({
        at,
        actorEmail: 'sari@pasarprompt.id',
        actorName: 'Sari',
        action: 'settings.update',
        before: settings,
        after: { ...settings, affiliateBp: 1250, holdDays: 5, minPayout: 75_000 },
      }),
    ).toBe(
      'Admin Sari mengubah komisi afiliasi bawaan dari 10% menjadi 12,5%, masa tahan dana dari 3 hari menjadi 5 hari, dan minimum payout dari Rp\u00a050.000 menjadi Rp\u00a075.000 pada 24 Nov 2026, 10.15 WIB.',
    )
  })

  it('reads a sign-up mode change', () => {
    expect(
      historySentence({
        at,
        actorEmail: 'sari@pasarprompt.id',
        actorName: 'Sari',
        action: 'settings.sign-up-mode',
        before: { signUpMode: 'open' },
        after: { signUpMode: 'waitlist' },
      }),
    ).toBe(
      'Admin Sari mengubah mode pendaftaran dari Terbuka menjadi Daftar tunggu pada 24 Nov 2026, 10.15 WIB.',
    )
  })

  it('finds nothing changed between equal settings', () => {
    expect(settingChanges(settings, { ...settings })).toEqual([])
  })
})
