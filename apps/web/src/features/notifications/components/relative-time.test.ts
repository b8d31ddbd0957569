import { DAY_MS } from '@pasarprompt/contracts/durations'
import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-11-24T10:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('the bell’s times', () => {
  it('says "baru saja" within the first minute', () => {
    expect(relativeTime(ago(30_000), now)).toBe('baru saja')
  })

  it('counts minutes, hours and days in Indonesian within a week', () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 menit yang lalu')
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 jam yang lalu')
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('kemarin')
    expect(relativeTime(ago(3 * DAY_MS), now)).toBe('3 hari yang lalu')
  })

  it('writes an older moment in Jakarta time with its zone', () => {
    expect(relativeTime('2026-11-10T00:52:00Z', now)).toBe('10 Nov 2026, 07.52 WIB')
  })
})
