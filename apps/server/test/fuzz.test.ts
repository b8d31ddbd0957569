import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { buildCast, type Cast, fuzzEveryRoute } from './helpers/fuzz.ts'

/**
 * Issue 17: every route's params, query and body, fuzzed as the role that may call it. Seeded and
 * bounded here; `stress/fuzz.stress.test.ts` runs many more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10)
const SEED = Number(process.env.FUZZ_SEED ?? 17)

describe('fuzzing every body and query schema', () => {
  let testApp: TestApp
  let cast: Cast
  beforeAll(async () => {
    testApp = await buildTestApp()
    cast = await buildCast(testApp)
  })
  afterAll(() => testApp.close())

  it(
    'never answers a 5xx, refuses a lone surrogate in any body field, and every error is Indonesian {code, message} JSON',
    async () => {
      const { routes, tried, problems, known } = await fuzzEveryRoute(testApp, cast, {
        runs: RUNS,
        seed: SEED,
      })
      expect(routes).toBeGreaterThan(100)
      console.info(
        `fuzz: ${routes} routes × ${RUNS} runs = ${tried} requests; ${problems.length} problems; known (other helpers): ${known}`,
      )
      expect(problems).toEqual([])
    },
    // ~15 s alone; beside another whole `npm test` and more on 2 cores it took over 110 s.
    120_000 + RUNS * 12_000,
  )
})
