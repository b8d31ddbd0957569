import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts'
import { buildCast, type Cast, fuzzEveryRoute } from '../test/helpers/fuzz.ts'

/**
 * Issue 17, the long part of the fuzzing: every route × FUZZ_STRESS_RUNS inputs (200 by
 * default), a new seed a run unless FUZZ_SEED names one (printed, to replay a failure).
 */
const RUNS = Number(process.env.FUZZ_STRESS_RUNS ?? 200)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)

describe('fuzzing every body and query schema (long)', () => {
  let testApp: TestApp
  let cast: Cast
  beforeAll(async () => {
    testApp = await buildTestApp()
    cast = await buildCast(testApp)
  })
  afterAll(() => testApp.close())

  it('never answers a 5xx, and every error is Indonesian {code, message} JSON', async () => {
    const started = Date.now()
    const { routes, tried, problems, known } = await fuzzEveryRoute(testApp, cast, {
      runs: RUNS,
      seed: SEED,
    })
    console.info(
      `fuzz (seed ${SEED}): ${routes} routes × ${RUNS} runs = ${tried} requests in ${Math.round((Date.now() - started) / 1000)} s; ${problems.length} problems; known (other helpers): ${known}`,
    )
    expect(problems.slice(0, 50)).toEqual([])
  })
})
