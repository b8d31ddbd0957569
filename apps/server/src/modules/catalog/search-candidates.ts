import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts, shops } from '../../db/schema.ts'

/**
 * Prompts a search ranks, at most, per condition: ranking reads each one's words and full text,
 * so a common word among a million prompts must not rank all of its hundred thousand.
 */
export const MAX_SEARCH_CANDIDATES = 500

/**
 * `prompts.id in (…)`: the prompts passing `filters` and each condition, at most
 * `MAX_SEARCH_CANDIDATES` of each. Conditions go from the closest answers to the widest, so the
 * closest prompts are always among those ranked; a catalogue with fewer matches ranks them all.
 * `filters` may read `shops` (visibility), which the candidates join.
 */
export function amongSearchCandidates(
  db: Executor,
  conditions: (SQL | null)[],
  filters: (SQL | undefined)[],
): SQL {
  const selects = conditions.flatMap((condition) =>
    condition
      ? [
          sql`(${db
            .select({ id: prompts.id })
            .from(prompts)
            .innerJoin(shops, eq(shops.id, prompts.shopId))
            .where(and(...filters, condition))
            .limit(MAX_SEARCH_CANDIDATES)})`,
        ]
      : [],
  )
  return selects.length > 0
    ? sql`${prompts.id} in (${sql.join(selects, sql` union `)})`
    : sql`false`
}
