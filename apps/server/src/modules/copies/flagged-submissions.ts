import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

/**
 * Which of these prompts' newest submission (the new version while one waits, else the prompt's
 * own) was flagged as close to another shop's prompt: the review queue's badge (issue 32).
 */
export async function flaggedSubmissions(db: Executor, promptIds: string[]): Promise<Set<string>> {
  if (promptIds.length === 0) return new Set()
  const rows = await queryRows<{ promptId: string }>(
    db,
    sql`
      select distinct flags.prompt_id as "promptId"
      from copy_flags as flags
      join prompts on prompts.id = flags.prompt_id
      left join prompt_revisions as revisions on revisions.prompt_id = prompts.id
      where flags.prompt_id = any(${sql.param(promptIds)}::uuid[])
        and flags.submitted_at = case
          when prompts.status = 'published' and revisions.status = 'in_review'
            then revisions.submitted_at
          else prompts.submitted_at
        end`,
  )
  return new Set(rows.map((row) => row.promptId))
}
