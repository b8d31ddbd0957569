import { desc, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptVersions } from '../../db/schema.ts'

export type PromptVersionRow = {
  promptId: string
  version: number
  promptText: string
  instructions: string
  changeNote: string | null
  approvedAt: Date
}

/**
 * The approved versions of some prompts, newest first per prompt (issue 30), with their secret
 * text: for their buyers' reads only. A prompt never revised has none (its secret is version 1).
 */
export async function readPromptVersions(
  db: Executor,
  promptIds: string[],
): Promise<Map<string, PromptVersionRow[]>> {
  const byPrompt = new Map<string, PromptVersionRow[]>()
  if (promptIds.length === 0) return byPrompt
  const rows = await db
    .select({
      promptId: promptVersions.promptId,
      version: promptVersions.version,
      promptText: promptVersions.promptText,
      instructions: promptVersions.instructions,
      changeNote: promptVersions.changeNote,
      approvedAt: promptVersions.approvedAt,
    })
    .from(promptVersions)
    .where(inArray(promptVersions.promptId, [...new Set(promptIds)]))
    .orderBy(desc(promptVersions.version))
  for (const row of rows) {
    const list = byPrompt.get(row.promptId) ?? []
    list.push(row)
    byPrompt.set(row.promptId, list)
  }
  return byPrompt
}

/** The version that was current when an order was paid: the newest approved by then (or 1). */
export function versionPaidFor(history: PromptVersionRow[], paidAt: Date): number {
  return history.find((row) => row.approvedAt.getTime() <= paidAt.getTime())?.version ?? 1
}
