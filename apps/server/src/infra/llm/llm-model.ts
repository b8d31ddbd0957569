/**
 * The port through which "Coba dulu" reaches a language model (issue 31): one OpenAI-compatible
 * provider or the built-in simulator. The request holds the seller's secret prompt, so nothing
 * here (error messages included) ever repeats a message, the API key or the provider's body.
 */

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

export interface LlmRequest {
  messages: ChatMessage[]
  maxOutputTokens: number
  /** Aborting it (the buyer went away) closes the provider's connection too. */
  signal?: AbortSignal
}

export interface LlmUsage {
  inputTokens: number
  outputTokens: number
}

export interface LlmStream {
  /**
   * The answer's text pieces as they arrive; throws LlmError if the provider fails or stalls
   * mid-answer, or the signal's reason once `signal` aborts. Iterate it to its end or break out
   * (which closes the connection).
   */
  chunks: AsyncIterable<string>
  /**
   * Token use, complete once `chunks` has ended (provider's own count when it sent one, else an
   * estimate ceil(chars/4) of messages and answer).
   */
  usage(): LlmUsage
}

export interface LlmModel {
  /** e.g. the configured model id, or 'simulasi' */
  readonly name: string
  readonly simulated: boolean
  /**
   * Resolves once the provider has accepted the request (HTTP 200 and headers); rejects with
   * LlmError otherwise, or with the signal's reason once `signal` aborts (as `fetch` does).
   */
  stream(request: LlmRequest): Promise<LlmStream>
}

/**
 * `input_refused`: the provider refused what was sent (HTTP 400, 413, 422: too long, against its
 * policy) — the buyer's input may be why; `refused`: any other refusal (key, quota, model name).
 */
export type LlmErrorKind = 'unreachable' | 'timeout' | 'refused' | 'input_refused' | 'bad_answer'

/** A provider's failure; the message is Indonesian and safe to log (no prompt, key or body). */
export class LlmError extends Error {
  override readonly name = 'LlmError'

  constructor(
    readonly kind: LlmErrorKind,
    message: string,
  ) {
    super(message)
  }
}

/** The usual rule of thumb (about four characters a token), for providers that send no count. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4)
}

/** The estimated input of a request: every message's text. */
export function estimateInputTokens(messages: ChatMessage[]): number {
  return estimateTokens(messages.map((message) => message.content).join(''))
}
