import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptTries } from '../../db/schema.ts'
import type { LlmUsage } from '../../infra/llm/llm-model.ts'

export type TryEnd = 'answered' | 'withheld' | 'failed'

/**
 * A try's end: `answered` keeps its place among the buyer's free tries, `withheld` and `failed`
 * give it back. Its reservation becomes the tokens it used, for the budget and the admins' cost.
 */
export async function finishPromptTry(
  db: Executor,
  { tryId, status, usage }: { tryId: string; status: TryEnd; usage: LlmUsage },
) {
  await db
    .update(promptTries)
    .set({
      status,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      endedAt: new Date(),
    })
    .where(and(eq(promptTries.id, tryId), eq(promptTries.status, 'running')))
}
