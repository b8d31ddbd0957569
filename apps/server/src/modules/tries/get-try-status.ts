import type { TryStatus } from '@pasarprompt/contracts/tries'
import { findTryablePrompt } from './find-tryable-prompt.ts'
import type { PromptTriesContext, TryCaller } from './prompt-tries-context.ts'
import { freeTriesUsed } from './tries-used.ts'
import { nextWibMidnight, wibDay } from './try-day.ts'

/** What the "Coba dulu" form shows this caller: the variables' names and the tries left today. */
export async function getTryStatus(
  ctx: PromptTriesContext,
  { slug, caller }: { slug: string; caller: TryCaller },
): Promise<TryStatus> {
  const prompt = await findTryablePrompt(ctx.db, slug)
  const now = new Date()
  const used = await freeTriesUsed(ctx.db, { promptId: prompt.id, caller, day: wibDay(now) })
  return {
    available: ctx.model !== null,
    simulated: ctx.model?.simulated ?? false,
    variables: prompt.variables,
    freePerDay: prompt.freePerDay,
    remaining: Math.max(0, prompt.freePerDay - used),
    resetsAt: nextWibMidnight(now).toISOString(),
  }
}
