import { eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { promptRevisions, prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

export const NOTHING_TO_REVIEW = 'Prompt ini tidak sedang menunggu peninjauan.'

/** The prompt, locked, and its new version if one waits for review. */
export async function lockForReview(tx: Transaction, id: string) {
  const [prompt] = await tx.select().from(prompts).where(eq(prompts.id, id)).for('update')
  if (!prompt) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  const [revision] = await tx.select().from(promptRevisions).where(eq(promptRevisions.promptId, id))
  return { prompt, revision: revision?.status === 'in_review' ? revision : undefined }
}
