import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { checkSubmissionForCopies } from './check-submission-for-copies.ts'

/** Submissions checked per job run: a backlog drains over a few minutes, the run stays short. */
const BATCH = 50

/**
 * The job's part of copy detection (decision 0043): checks the submissions in review that have
 * no check yet — the submit's own check failed or its process stopped, or the prompt came in
 * review another way (the demo seed) — oldest first. One that fails is told to `onError` and
 * the rest still run. Returns how many it checked.
 */
export async function checkUncheckedSubmissions(
  db: Database,
  onError: (error: unknown, submission: { promptId: string; forRevision: boolean }) => void,
): Promise<number> {
  const pending = await queryRows<{ promptId: string; forRevision: boolean }>(
    db,
    sql`
      select prompts.id as "promptId", false as "forRevision", prompts.submitted_at as at
      from prompts
      where prompts.status = 'in_review' and prompts.submitted_at is not null
        and not exists (select 1 from copy_checks as checks
                        where checks.prompt_id = prompts.id
                          and checks.submitted_at = prompts.submitted_at)
      union all
      select revisions.prompt_id, true, revisions.submitted_at
      from prompt_revisions as revisions
      join prompts on prompts.id = revisions.prompt_id and prompts.status = 'published'
      where revisions.status = 'in_review'
        and not exists (select 1 from copy_checks as checks
                        where checks.prompt_id = revisions.prompt_id
                          and checks.submitted_at = revisions.submitted_at)
      order by at
      limit ${BATCH}`,
  )
  let checked = 0
  for (const { promptId, forRevision } of pending) {
    try {
      await checkSubmissionForCopies(db, { promptId, forRevision })
      checked += 1
    } catch (error) {
      onError(error, { promptId, forRevision })
    }
  }
  return checked
}
