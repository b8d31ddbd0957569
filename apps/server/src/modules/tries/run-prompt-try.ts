import type { TryStreamEvent } from '@pasarprompt/contracts/tries'
import {
  estimateInputTokens,
  estimateTokens,
  type LlmStream,
  type LlmUsage,
} from '../../infra/llm/llm-model.ts'
import { AppError } from '../../lib/app-error.ts'
import { finishPromptTry, type TryEnd } from './finish-prompt-try.ts'
import { createLeakGuard } from './leak-guard.ts'
import type { PromptTriesContext } from './prompt-tries-context.ts'
import { type StartedTry, TRY_MAX_OUTPUT_TOKENS } from './start-prompt-try.ts'

const WITHHELD =
  'Jawaban ini ditahan karena mengulang isi prompt yang dirahasiakan. Percobaan ini tidak dihitung.'
const FAILED =
  'Model AI berhenti di tengah jawaban. Percobaan ini tidak dihitung; coba lagi sebentar lagi.'

interface Relay {
  /** The client went away: the model's request is cancelled. */
  signal: AbortSignal
  /** Called once the model has accepted the request, before the first event. */
  open(): void
  send(event: TryStreamEvent): void
}

/**
 * Runs a reserved try: the model's answer goes to the client only through the leak guard, piece
 * by piece. A model that fails before answering is a 502 (`MODEL_FAILED`), afterwards a `failed`
 * event; neither, nor a withheld answer, uses up a free try. The answer is never stored or logged.
 */
export async function runPromptTry(
  ctx: PromptTriesContext,
  started: StartedTry,
  { signal, open, send }: Relay,
): Promise<void> {
  const upstream = new AbortController()
  const cancel = () => upstream.abort()
  signal.addEventListener('abort', cancel, { once: true })
  const inputTokens = estimateInputTokens(started.messages)
  let answer = ''
  const spent = (): LlmUsage => ({ inputTokens, outputTokens: estimateTokens(answer) })
  const end = (status: TryEnd, usage: LlmUsage) =>
    finishPromptTry(ctx.db, { tryId: started.tryId, status, usage })

  try {
    let stream: LlmStream
    try {
      stream = await started.model.stream({
        messages: started.messages,
        maxOutputTokens: TRY_MAX_OUTPUT_TOKENS,
        signal: upstream.signal,
      })
    } catch (error) {
      await end('failed', { inputTokens: 0, outputTokens: 0 })
      throw new AppError('MODEL_FAILED', undefined, { cause: error })
    }
    open()

    const guard = createLeakGuard({ secretParts: started.secretParts, canary: started.canary })
    let shown = ''
    const show = (text: string) => {
      if (!text) return
      shown += text
      send({ type: 'delta', text })
    }
    try {
      for await (const piece of stream.chunks) {
        answer += piece
        show(guard.push(piece))
        if (guard.leaked) break
      }
      if (!guard.leaked) show(guard.end())
    } catch {
      if (signal.aborted) {
        await end(shown ? 'answered' : 'failed', spent())
        return
      }
      await end('failed', spent())
      send({ type: 'failed', message: FAILED, remaining: started.remaining + 1 })
      return
    }
    if (guard.leaked) {
      upstream.abort()
      await end('withheld', spent())
      send({ type: 'withheld', message: WITHHELD, remaining: started.remaining + 1 })
      return
    }
    await end('answered', stream.usage())
    send({ type: 'done', remaining: started.remaining })
  } finally {
    signal.removeEventListener('abort', cancel)
  }
}
