import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../src/db/client.ts'
import { disguiseCopy } from '../../src/db/factories/disguise-copy.ts'
import { seededRandom } from '../../src/lib/seeded-random.ts'
import { COPY_SIMILARITY, findCloseSecrets } from '../../src/modules/copies/find-close-secrets.ts'
import { syntheticPrompt, syntheticShops } from '../synthetic/synthetic-rows.ts'
import { percentiles } from './percentiles.ts'

/** The submitting shop of every round: none of the catalogue's, so every prompt is compared. */
const NEW_SHOP = 'bench-copies-shop'

export interface CopyTimings {
  p50: number
  p95: number
  p99: number
  /** Prompts the bands proposed per check: median and most. */
  candidates: { p50: number; max: number }
}

export interface CopyBenchResult {
  prompts: number
  rounds: number
  /** Disguised copies of catalogue prompts (sentences reordered, 20 % of the words changed). */
  copies: CopyTimings & {
    found: number
    /** Copies not found: of them, how many were under the threshold anyway (exact similarity). */
    missed: { belowThreshold: number; missedByBands: number }
  }
  /** New prompts written like the catalogue's: no copy, so ideally nothing flagged. */
  originals: CopyTimings & { flagged: number }
}

const timingsOf = (ms: number[], candidates: number[]): CopyTimings => {
  const sorted = [...candidates].sort((a, b) => a - b)
  return {
    ...percentiles(ms),
    candidates: {
      p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
      max: sorted.at(-1) ?? 0,
    },
  }
}

/**
 * Issue 32's copy check at the catalogue's size: `rounds` disguised copies of random published
 * prompts and `rounds` new prompts, each checked as a submission from a new shop (the check's
 * query, `findCloseSecrets`; writing its one check row is left out). Copies and originals
 * alternate, so neither gets the other's warm pages. The first round is a warm-up.
 */
export async function benchCopyCheck(db: Database, rounds: number): Promise<CopyBenchResult> {
  const random = seededRandom('bench-copies')
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from prompts where status = 'published'`,
  )
  const prompts = Number(counted?.n ?? 0)
  if (prompts === 0) throw new Error('copies: no published prompts (npm run seed:synthetic)')
  const originals = await queryRows<{ id: string; text: string }>(
    db,
    sql`
      select prompts.id, secrets.prompt_text as text
      from prompts
      join prompt_secrets as secrets on secrets.prompt_id = prompts.id
      where prompts.status = 'published'
      order by random()
      limit ${rounds + 1}`,
  )
  const shops = syntheticShops(20, random)
  const copyMs: number[] = []
  const copyCandidates: number[] = []
  const newMs: number[] = []
  const newCandidates: number[] = []
  let found = 0
  let flagged = 0
  const missed = { belowThreshold: 0, missedByBands: 0 }
  for (const [round, original] of originals.entries()) {
    const copy = disguiseCopy(original.text, random)
    const fresh = syntheticPrompt(round, shops, random, Date.now()).promptText
    let started = performance.now()
    const ofCopy = await findCloseSecrets(db, { text: copy, shopId: NEW_SHOP })
    const copyTook = performance.now() - started
    started = performance.now()
    const ofFresh = await findCloseSecrets(db, { text: fresh, shopId: NEW_SHOP })
    const freshTook = performance.now() - started
    if (round === 0) continue
    copyMs.push(copyTook)
    copyCandidates.push(ofCopy.candidates)
    newMs.push(freshTook)
    newCandidates.push(ofFresh.candidates)
    if (ofCopy.matches.some((match) => match.promptId === original.id)) found++
    else {
      const [exact] = await queryRows<{ similarity: number }>(
        db,
        sql`select similarity(${original.text}, ${copy}) as similarity`,
      )
      if (Number(exact?.similarity) < COPY_SIMILARITY) missed.belowThreshold++
      else missed.missedByBands++
    }
    if (ofFresh.matches.length > 0) flagged++
  }
  return {
    prompts,
    rounds: copyMs.length,
    copies: { ...timingsOf(copyMs, copyCandidates), found, missed },
    originals: { ...timingsOf(newMs, newCandidates), flagged },
  }
}
