import type { TryStatus } from '@pasarprompt/contracts/tries'
import { findTryablePrompt } from './find-tryable-prompt.ts'
import type { PromptTriesContext, TryCaller } from './prompt-tries-context.ts'
import { COUNTED, countTries } from './tries-used.ts'
import { nextWibMidnight, wibDay } from './try-day.ts'

/** What the "Coba dulu" form shows this caller: the variables' names and the tries left today. */
export async function getTryStatus(
  ctx: PromptTriesContext,
  { slug, caller }: { slug: string; caller: TryCaller },
): Promise<TryStatus> {
  const prompt = await findTryablePrompt(ctx.db, slug)
  const now = new Date()
  const used = await countTries(ctx.db, {
    promptId: prompt.id,
    day: wibDay(now),
    who: caller,
    statuses: COUNTED,
  })
  return {
    available: ctx.model !== null,
    simulated: ctx.model?.simulated ?? false,
    variables: prompt.template.variables,
    freePerDay: prompt.freePerDay,
    remaining: Math.max(0, prompt.freePerDay - used),
    resetsAt: nextWibMidnight(now).toISOString(),
  }
}
