import { describe, expect, it } from 'vitest'
import { reopenDelayMs } from './live-event-stream'

describe('reopening the live event stream', () => {
  it('reopens within two seconds, spread at random, after the server said to reconnect', () => {
    expect(reopenDelayMs(true, 0, () => 0)).toBe(0)
    expect(reopenDelayMs(true, 5, () => 0.999)).toBeLessThan(2_000)
    expect(reopenDelayMs(true, 5, () => 0.5)).toBe(1_000)
  })

  it('backs off after failures, doubling up to half a minute, with jitter', () => {
    expect(reopenDelayMs(false, 0, () => 0)).toBe(500)
    expect(reopenDelayMs(false, 0, () => 1)).toBe(1_000)
    expect(reopenDelayMs(false, 3, () => 1)).toBe(8_000)
    expect(reopenDelayMs(false, 10, () => 1)).toBe(30_000)
  })
})
