import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

/**
 * From this pg_trgm similarity on, two secrets are flagged as a possible copy (decision 0043):
 * the demo's prompts of different shops reach 0.38 at most, and a demo prompt with its sentences
 * reordered and a fifth of its words changed 0.62 or more in 95 of 100 cases (0.75 on average).
 */
export const COPY_SIMILARITY = 0.5

/** Flags kept per submission: the closest ones; a reviewer needs one to decide. */
const MAX_MATCHES = 5

/**
 * Candidates compared exactly at most, those sharing the most bands first: bounds the check's
 * cost for a text of very common words (a copy shares 3–4 of the 20 bands, a stranger rarely 1).
 */
const MAX_CANDIDATES = 100

/**
 * The statuses a copy is looked for among: what buyers hold or held (published, archived) and
 * what waits for review, so of two near-identical submissions the second is flagged whichever
 * is approved first. Drafts and rejected prompts are their shops' private work.
 */
const COMPARED_STATUSES = ['published', 'archived', 'in_review']

export interface FindCloseSecretsOptions {
  text: string
  /** The submitting shop: its own prompts are never a copy of it (a seller reusing their text). */
  shopId: string
}

export interface CloseSecrets {
  /** How many prompts the MinHash bands proposed (the first `MAX_CANDIDATES` compared). */
  candidates: number
  matches: { promptId: string; similarity: number }[]
}

/**
 * Other shops' prompts whose secret is close to `text`: the prompts sharing a MinHash band of
 * its word set (`prompt_text_bands`, some dozens in 100k), then pg_trgm's exact `similarity()`
 * on those alone. A GIN trigram index answers `%` too, but a secret of a few hundred trigrams reads
 * a posting list per trigram, most of them nearly the whole catalogue: seconds at 100k prompts
 * (the bench, docs/performance.md).
 */
export async function findCloseSecrets(
  db: Executor,
  { text, shopId }: FindCloseSecretsOptions,
): Promise<CloseSecrets> {
  const [row] = await queryRows<{ candidates: number; matches: CloseSecrets['matches'] }>(
    db,
    sql`
      with query as (select band, hash from prompt_copy_bands(${text})),
      shared as (
        select bands.prompt_id, count(*) as bands
        from prompt_text_bands as bands
        join query on query.band = bands.band and query.hash = bands.hash
        group by bands.prompt_id
      ),
      candidates as (
        select shared.prompt_id
        from shared
        join prompts on prompts.id = shared.prompt_id
        where prompts.shop_id <> ${shopId}
          and prompts.status = any(${sql.param(COMPARED_STATUSES)}::text[])
        order by shared.bands desc
        limit ${MAX_CANDIDATES}
      ),
      scored as (
        select candidates.prompt_id, similarity(secrets.prompt_text, ${text}) as similarity
        from candidates
        join prompt_secrets as secrets on secrets.prompt_id = candidates.prompt_id
      )
      select
        (select count(*)::int from shared) as candidates,
        coalesce(
          (select json_agg(json_build_object('promptId', prompt_id, 'similarity', similarity)
                           order by similarity desc)
           from (select * from scored where similarity >= ${COPY_SIMILARITY}
                 order by similarity desc limit ${MAX_MATCHES}) as close),
          '[]'::json
        ) as matches`,
  )
  return { candidates: Number(row?.candidates ?? 0), matches: row?.matches ?? [] }
}
