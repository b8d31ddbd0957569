import type { TryStreamEvent } from '@pasarprompt/contracts/tries'
import {
  estimateInputTokens,
  estimateTokens,
  LlmError,
  type LlmStream,
  type LlmUsage,
} from '../../infra/llm/llm-model.ts'
import { AppError } from '../../lib/app-error.ts'
import { finishPromptTry, type TryEnd } from './finish-prompt-try.ts'
import { createLeakGuard } from './leak-guard.ts'
import type { PromptTriesContext } from './prompt-tries-context.ts'
import { type StartedTry, TRY_MAX_OUTPUT_TOKENS } from './start-prompt-try.ts'

/**
 * The longest a try may run, the provider's silences and keep-alives included: well under the
 * 5 minutes after which a try still `running` is taken for abandoned (`tries-used.ts`).
 */
export const TRY_DEADLINE_MS = 120_000

const WITHHELD =
  'Jawaban ini ditahan karena mengulang isi prompt yang dirahasiakan. Percobaan ini tidak dihitung.'
const FAILED =
  'Model AI berhenti di tengah jawaban. Percobaan ini tidak dihitung; coba lagi sebentar lagi.'
const INPUT_REFUSED =
  'Model AI menolak isian ini (terlalu panjang atau melanggar kebijakan penyedia). Ubah isian Anda lalu coba lagi; percobaan ini tidak dihitung.'

interface Relay {
  /** The client went away: the model's request is cancelled and the try ends. */
  signal: AbortSignal
  /** Called once the model has accepted the request, before the first event. */
  open(): void
  send(event: TryStreamEvent): void
}

/**
 * Runs a reserved try: the model's answer goes to the client only through the leak guard, piece
 * by piece. A model that fails before answering is a 502 (`MODEL_FAILED`; a 400 when it refused
 * the input), afterwards a `failed` event; neither, nor a withheld answer, uses up a free try. A
 * client that leaves cancels the model's request. The answer is never stored or logged. Every
 * way out ends the try's row, so nothing stays `running`.
 */
export async function runPromptTry(
  ctx: PromptTriesContext,
  started: StartedTry,
  { signal, open, send }: Relay,
): Promise<void> {
  const upstream = new AbortController()
  const cancel = () => upstream.abort()
  signal.addEventListener('abort', cancel, { once: true })
  const deadline = setTimeout(cancel, TRY_DEADLINE_MS)
  const inputTokens = estimateInputTokens(started.messages)
  let answer = ''
  let shown = ''
  let ended = false
  const spent = (): LlmUsage => ({ inputTokens, outputTokens: estimateTokens(answer) })
  const end = async (status: TryEnd, usage: LlmUsage) => {
    ended = true
    await finishPromptTry(ctx.db, { tryId: started.tryId, status, usage })
  }

  try {
    if (signal.aborted) return await end('failed', { inputTokens: 0, outputTokens: 0 })
    let stream: LlmStream
    try {
      stream = await started.model.stream({
        messages: started.messages,
        maxOutputTokens: TRY_MAX_OUTPUT_TOKENS,
        signal: upstream.signal,
      })
    } catch (error) {
      await end('failed', { inputTokens: 0, outputTokens: 0 })
      if (signal.aborted) return
      if (error instanceof LlmError && error.kind === 'input_refused') {
        throw new AppError('VALIDATION_FAILED', INPUT_REFUSED, { cause: error })
      }
      throw new AppError('MODEL_FAILED', undefined, { cause: error })
    }
    open()

    const guard = createLeakGuard({ secretParts: started.secretParts, canary: started.canary })
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
      // The buyer left: what they saw counts as a try; an answer cut off by the model does not.
      if (signal.aborted) return await end(shown ? 'answered' : 'failed', spent())
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
    clearTimeout(deadline)
    signal.removeEventListener('abort', cancel)
    upstream.abort()
    // An unexpected failure (the database, a bug) must not leave the try holding its place.
    if (!ended) await end('failed', spent()).catch(() => {})
  }
}
