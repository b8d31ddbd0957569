import { desc, eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import {
  type promptRevisions,
  promptSecrets,
  type prompts,
  promptVersions,
} from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'

export interface RecordPromptVersionOptions {
  actor: Actor
  prompt: typeof prompts.$inferSelect
  revision: typeof promptRevisions.$inferSelect
  at: Date
}

/**
 * Keeps the approved version history (issue 30), inside the approval's transaction and before
 * the revision replaces the secret: the first time, the text the prompt was published with
 * becomes version 1; the revision becomes the next version, with the model it was tested with.
 * Returns the new version's number.
 */
export async function recordPromptVersion(
  tx: Transaction,
  { actor, prompt, revision, at }: RecordPromptVersionOptions,
): Promise<number> {
  const [newest] = await tx
    .select({ version: promptVersions.version })
    .from(promptVersions)
    .where(eq(promptVersions.promptId, prompt.id))
    .orderBy(desc(promptVersions.version))
    .limit(1)
  let current = newest?.version ?? 0
  if (current === 0) {
    const [secret] = await tx
      .select()
      .from(promptSecrets)
      .where(eq(promptSecrets.promptId, prompt.id))
    if (secret) {
      await tx.insert(promptVersions).values(
        stampInsert(actor, {
          promptId: prompt.id,
          version: 1,
          promptText: secret.promptText,
          instructions: secret.instructions,
          changeNote: secret.changeNote,
          model: prompt.model,
          modelVersion: prompt.modelVersion,
          approvedAt: prompt.publishedAt ?? prompt.createdAt,
        }),
      )
      current = 1
    }
  }
  const version = current + 1
  await tx.insert(promptVersions).values(
    stampInsert(actor, {
      promptId: prompt.id,
      version,
      promptText: revision.promptText,
      instructions: revision.instructions,
      changeNote: revision.changeNote,
      model: prompt.model,
      modelVersion: prompt.modelVersion,
      approvedAt: at,
    }),
  )
  return version
}
