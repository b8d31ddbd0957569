import type { PromptStatus } from '@pasarprompt/contracts/catalog'
import type { CopyCheck } from '@pasarprompt/contracts/copies'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { markSharedWords } from './mark-shared-words.ts'

/**
 * The newest copy check of a prompt's submissions with the prompts it found close, for its
 * reviewer only (issue 32): the other prompt's title, shop and secret, and both secrets with
 * their shared words marked. The submitted text is the one that was checked: the new version's
 * while it waits, else the prompt's. While a submission waits, only its own check counts: none
 * yet (the job is a minute away) shows nothing rather than an earlier submission's flags.
 */
export async function getCopyCheck(db: Executor, promptId: string): Promise<CopyCheck | null> {
  const [check] = await queryRows<{
    submittedAt: Date | string
    submittedKey: string
    forRevision: boolean
    checkedAt: Date | string
    submittedText: string | null
  }>(
    db,
    sql`
      select checks.submitted_at as "submittedAt", checks.submitted_at::text as "submittedKey",
        checks.for_revision as "forRevision",
        checks.checked_at as "checkedAt",
        case when checks.for_revision
          then (select prompt_text from prompt_revisions where prompt_id = checks.prompt_id)
          else (select prompt_text from prompt_secrets where prompt_id = checks.prompt_id)
        end as "submittedText"
      from copy_checks as checks
      where checks.prompt_id = ${promptId}
        and checks.submitted_at = coalesce(
          (select submitted_at from prompt_revisions
           where prompt_id = ${promptId} and status = 'in_review'),
          (select submitted_at from prompts where id = ${promptId} and status = 'in_review'),
          checks.submitted_at)
      order by checks.submitted_at desc
      limit 1`,
  )
  if (!check) return null
  const matches = await queryRows<{
    promptId: string
    title: string
    slug: string
    status: PromptStatus
    shopId: string
    shopName: string
    similarity: number
    matchedText: string
  }>(
    db,
    sql`
      select flags.matched_prompt_id as "promptId", prompts.title, prompts.slug, prompts.status,
        organizations.id as "shopId", organizations.name as "shopName", flags.similarity,
        secrets.prompt_text as "matchedText"
      from copy_flags as flags
      join prompts on prompts.id = flags.matched_prompt_id
      join organizations on organizations.id = prompts.shop_id
      join prompt_secrets as secrets on secrets.prompt_id = flags.matched_prompt_id
      where flags.prompt_id = ${promptId}
        and flags.submitted_at = ${check.submittedKey}::timestamptz
      order by flags.similarity desc`,
  )
  const submittedText = check.submittedText ?? ''
  return {
    submittedAt: new Date(check.submittedAt).toISOString(),
    forRevision: check.forRevision,
    checkedAt: new Date(check.checkedAt).toISOString(),
    matches: matches.map((match) => ({
      promptId: match.promptId,
      title: match.title,
      slug: match.slug,
      status: match.status,
      shop: { id: match.shopId, name: match.shopName },
      similarity: Math.min(1, Math.max(0, Number(match.similarity))),
      submittedText: markSharedWords(submittedText, match.matchedText),
      matchedText: markSharedWords(match.matchedText, submittedText),
    })),
  }
}
