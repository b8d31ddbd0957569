import type { TryStatus } from '@pasarprompt/contracts/tries'
import { TRY_LIMITS } from '../limits/limits.ts'
import { findTryablePrompt } from './find-tryable-prompt.ts'
import type { PromptTriesContext, TryCaller } from './prompt-tries-context.ts'
import { COUNTED, countTries, type TryWho, tryNetworkOf } from './tries-used.ts'
import { nextWibMidnight, wibDay } from './try-day.ts'

/** What the "Coba dulu" form shows this caller: the variables' names and the tries left today. */
export async function getTryStatus(
  ctx: PromptTriesContext,
  { slug, caller }: { slug: string; caller: TryCaller },
): Promise<TryStatus> {
  const prompt = await findTryablePrompt(ctx.db, slug)
  const now = new Date()
  const count = (who: TryWho) =>
    countTries(ctx.db, { promptId: prompt.id, day: wibDay(now), who, statuses: COUNTED })
  // The caller's own, unless their address has used its share first (`start-prompt-try.ts`).
  const remaining = Math.min(
    prompt.freePerDay - (await count(caller)),
    prompt.freePerDay * TRY_LIMITS.networkShare -
      (await count({ network: tryNetworkOf(ctx.secret, caller.ip) })),
  )
  return {
    available: ctx.model !== null,
    simulated: ctx.model?.simulated ?? false,
    variables: prompt.template.variables,
    freePerDay: prompt.freePerDay,
    remaining: Math.max(0, remaining),
    resetsAt: nextWibMidnight(now).toISOString(),
  }
}
