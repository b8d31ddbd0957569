import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  consumeQuota,
  deleteEndedQuotaWindows,
  readQuota,
} from '../src/modules/limits/consume-quota.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'

describe('consumeQuota: limits shared through the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })
  // Windows are aligned to the clock: a test that straddled a minute boundary would read a new,
  // empty window. The clock (Date only; timers stay real) stands mid-window unless a test moves it.
  const midWindow = new Date('2026-11-27T10:00:30.000Z')
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(midWindow)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets exactly max through when many ask at once', async () => {
    const rule = { key: 'test:parallel', max: 5, windowMs: 60_000 }
    const answers = await Promise.all(Array.from({ length: 20 }, () => consumeQuota(t.db, rule)))
    expect(answers.filter((a) => a.allowed)).toHaveLength(5)
    const refused = answers.find((a) => !a.allowed)
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect(await readQuota(t.db, rule)).toBe(20)
  })

  it('counts amounts (bytes) and keeps keys apart', async () => {
    const bytes = { key: 'test:bytes', max: 1000, windowMs: 60_000 }
    expect((await consumeQuota(t.db, { ...bytes, amount: 600 })).allowed).toBe(true)
    expect((await consumeQuota(t.db, { ...bytes, amount: 600 })).allowed).toBe(false)
    expect(
      (await consumeQuota(t.db, { ...bytes, key: 'test:bytes-other', amount: 600 })).allowed,
    ).toBe(true)
  })

  it('forgets windows that have ended', async () => {
    await consumeQuota(t.db, { key: 'test:short', max: 1, windowMs: 1 })
    vi.setSystemTime(midWindow.getTime() + 5)
    expect(await deleteEndedQuotaWindows(t.db)).toBeGreaterThanOrEqual(1)
    expect(await readQuota(t.db, { key: 'test:parallel', windowMs: 60_000 })).toBe(20)
  })
})
