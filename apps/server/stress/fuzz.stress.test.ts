import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts'
import {
  authOperations,
  buildCast,
  type Cast,
  fuzzOperation,
  listOperations,
  orderForFuzzing,
} from '../test/helpers/fuzz.ts'

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
    const operations = orderForFuzzing([...(await listOperations(testApp)), ...authOperations])
    const problems: string[] = []
    const known = new Set<string>()
    let tried = 0
    const started = Date.now()
    for (const op of operations) {
      const result = await fuzzOperation(testApp, cast, op, { runs: RUNS, seed: SEED })
      tried += result.tried
      problems.push(...result.problems)
      for (const k of result.known) known.add(k)
    }
    console.info(
      `fuzz (seed ${SEED}): ${operations.length} routes × ${RUNS} runs = ${tried} requests in ${Math.round((Date.now() - started) / 1000)} s; ${problems.length} problems; known (other helpers): ${[...known].join(', ') || 'none'}`,
    )
    expect(problems.slice(0, 50)).toEqual([])
  })
})
