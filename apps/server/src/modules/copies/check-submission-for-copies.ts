import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { findCloseSecrets } from './find-close-secrets.ts'

export interface CheckSubmissionOptions {
  promptId: string
  /** A published prompt's new version (`prompt_revisions`) rather than the prompt itself. */
  forRevision: boolean
}

/**
 * Compares a submission in review with every other shop's secrets and keeps what is close as
 * flags for the reviewer (issue 32, decision 0043), with a check row saying it was done. Runs
 * after the submit's transaction (catalog) and again from the job for any submission a failed
 * run left unchecked; checking one twice changes nothing. Returns how many flags it kept, or
 * null when the submission is no longer in review.
 */
export async function checkSubmissionForCopies(
  db: Database,
  { promptId, forRevision }: CheckSubmissionOptions,
): Promise<number | null> {
  const started = performance.now()
  // The submission's time stays text, so it is written back to the microsecond it was read.
  const [submission] = await queryRows<{ text: string; shopId: string; submittedAt: string }>(
    db,
    forRevision
      ? sql`
          select revisions.prompt_text as text, prompts.shop_id as "shopId",
            revisions.submitted_at::text as "submittedAt"
          from prompt_revisions as revisions
          join prompts on prompts.id = revisions.prompt_id
          where revisions.prompt_id = ${promptId} and revisions.status = 'in_review'
            and prompts.status = 'published'`
      : sql`
          select secrets.prompt_text as text, prompts.shop_id as "shopId",
            prompts.submitted_at::text as "submittedAt"
          from prompts
          join prompt_secrets as secrets on secrets.prompt_id = prompts.id
          where prompts.id = ${promptId} and prompts.status = 'in_review'
            and prompts.submitted_at is not null`,
  )
  if (!submission) return null
  const found = await findCloseSecrets(db, { text: submission.text, shopId: submission.shopId })
  const tookMs = Math.round(performance.now() - started)
  await db.transaction(async (tx) => {
    const submittedAt = sql`${submission.submittedAt}::timestamptz`
    await tx.execute(sql`
      insert into copy_checks (prompt_id, submitted_at, for_revision, candidates, took_ms)
      values (${promptId}, ${submittedAt}, ${forRevision}, ${found.candidates}, ${tookMs})
      on conflict do nothing`)
    for (const match of found.matches) {
      await tx.execute(sql`
        insert into copy_flags (prompt_id, submitted_at, for_revision, matched_prompt_id, similarity)
        values (${promptId}, ${submittedAt}, ${forRevision}, ${match.promptId}, ${match.similarity})
        on conflict do nothing`)
    }
  })
  return found.matches.length
}
