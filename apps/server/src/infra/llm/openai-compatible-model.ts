import {
  estimateInputTokens,
  estimateTokens,
  LlmError,
  type LlmModel,
  type LlmRequest,
  type LlmStream,
  type LlmUsage,
} from './llm-model.ts'
import { createEventStreamParser } from './server-sent-events.ts'

export interface OpenAiCompatibleModelOptions {
  /**
   * Up to the API's version, e.g. `https://api.openai.com/v1`,
   * `https://generativelanguage.googleapis.com/v1beta/openai`, `http://127.0.0.1:11434/v1`.
   */
  baseUrl: string
  /** Sent as a bearer token; local servers (Ollama, llama.cpp) need none. */
  apiKey?: string
  model: string
  /** Until the provider's headers arrive. */
  connectTimeoutMs?: number
  /** The longest silence once the answer has started. */
  idleTimeoutMs?: number
  fetch?: typeof fetch
}

/** `1.5` → `1,5`: the timeouts as a buyer or an admin reads them. */
const seconds = (ms: number) => (ms / 1000).toLocaleString('id-ID')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A system error's code (`ECONNREFUSED`) says why without any of the request in it. */
function errorCode(error: unknown): string | undefined {
  const cause = isRecord(error) ? error.cause : undefined
  const code = isRecord(cause) ? cause.code : undefined
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : undefined
}

const unreadable = () =>
  new LlmError('bad_answer', 'Penyedia model mengirim jawaban yang tidak dapat dibaca.')

/** Statuses with which a provider refuses the request's content, not our key or quota. */
const INPUT_REFUSALS = [400, 413, 422]

/**
 * A model behind the OpenAI chat-completions API (OpenAI, Gemini's OpenAI endpoint, Ollama,
 * llama.cpp), streamed as Server-Sent Events. Every way it can fail becomes an LlmError whose
 * message names the failure only: the status code, never the body, which may quote the prompt.
 */
export function createOpenAiCompatibleModel(options: OpenAiCompatibleModelOptions): LlmModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const connectTimeoutMs = options.connectTimeoutMs ?? 20_000
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000
  const send = options.fetch ?? fetch

  async function stream(request: LlmRequest): Promise<LlmStream> {
    request.signal?.throwIfAborted()
    // One controller for both timeouts and the caller's signal: aborting it closes the socket.
    const controller = new AbortController()
    let timeout: LlmError | undefined
    let timer: NodeJS.Timeout | undefined
    const onCallerAbort = () => controller.abort(request.signal?.reason)
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })
    const disarm = () => {
      clearTimeout(timer)
      timer = undefined
    }
    const finish = () => {
      disarm()
      request.signal?.removeEventListener('abort', onCallerAbort)
      // Closes the connection when reading stopped early; nothing to close once the body ended.
      controller.abort()
    }
    const arm = (ms: number, error: LlmError) => {
      timer = setTimeout(() => {
        timeout = error
        controller.abort(error)
        finish()
      }, ms)
    }
    /** What to throw for an error of fetch or of the body: timeouts and the caller come first. */
    const failure = (error: unknown, lost: string) => {
      if (timeout) return timeout
      if (request.signal?.aborted) return request.signal.reason
      if (error instanceof LlmError) return error
      const code = errorCode(error)
      return new LlmError('unreachable', `${lost}${code ? ` (${code})` : ''}.`)
    }

    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`
    arm(
      connectTimeoutMs,
      new LlmError(
        'timeout',
        `Penyedia model tidak menjawab dalam ${seconds(connectTimeoutMs)} detik.`,
      ),
    )
    let response: Response
    try {
      response = await send(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: options.model,
          messages: request.messages,
          stream: true,
          max_tokens: request.maxOutputTokens,
          stream_options: { include_usage: true },
        }),
        signal: controller.signal,
      })
    } catch (error) {
      finish()
      throw failure(error, 'Penyedia model tidak dapat dihubungi')
    }
    disarm()

    const type = response.headers.get('content-type')
    const body = response.body
    if (!response.ok || !body || (type && !type.includes('text/event-stream'))) {
      finish()
      if (!response.ok) {
        throw new LlmError(
          INPUT_REFUSALS.includes(response.status) ? 'input_refused' : 'refused',
          `Penyedia model menolak permintaan (HTTP ${response.status}).`,
        )
      }
      throw unreadable()
    }

    const idle = new LlmError(
      'timeout',
      `Penyedia model berhenti mengirim jawaban selama ${seconds(idleTimeoutMs)} detik.`,
    )
    // Counts from the headers, so a stream nobody reads is closed too.
    arm(idleTimeoutMs, idle)
    let answer = ''
    let reported: LlmUsage | undefined

    /** One event's answer text; keeps the provider's token count when the event carries it. */
    const readEvent = (data: string): { text: string; finished: boolean } => {
      let event: unknown
      try {
        event = JSON.parse(data)
      } catch {
        throw unreadable()
      }
      if (!isRecord(event)) throw unreadable()
      if (event.error !== undefined) {
        throw new LlmError('refused', 'Penyedia model menghentikan jawabannya karena galat.')
      }
      const usage = event.usage
      if (
        isRecord(usage) &&
        typeof usage.prompt_tokens === 'number' &&
        typeof usage.completion_tokens === 'number'
      ) {
        reported = { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens }
      }
      const choice = Array.isArray(event.choices) ? event.choices[0] : undefined
      if (!isRecord(choice)) return { text: '', finished: false }
      const content = isRecord(choice.delta) ? choice.delta.content : undefined
      return {
        text: typeof content === 'string' ? content : '',
        finished: typeof choice.finish_reason === 'string',
      }
    }

    async function* chunks(source: ReadableStream<Uint8Array>): AsyncGenerator<string> {
      const reader = source.getReader()
      const decoder = new TextDecoder()
      const parser = createEventStreamParser()
      // The answer is whole at `[DONE]`, or when the body ends after a choice's finish_reason.
      let finished = false
      try {
        for (;;) {
          if (timer === undefined) arm(idleTimeoutMs, idle)
          let read: ReadableStreamReadResult<Uint8Array>
          try {
            read = await reader.read()
          } catch (error) {
            throw failure(error, 'Sambungan ke penyedia model terputus')
          } finally {
            disarm()
          }
          const events = read.done
            ? [...parser.push(decoder.decode()), ...parser.end()]
            : parser.push(decoder.decode(read.value, { stream: true }))
          for (const data of events) {
            if (data === '[DONE]') return
            const event = readEvent(data)
            finished ||= event.finished
            if (event.text === '') continue
            answer += event.text
            yield event.text
          }
          if (read.done) break
        }
        if (!finished) {
          throw new LlmError('bad_answer', 'Jawaban penyedia model terputus sebelum selesai.')
        }
      } finally {
        finish()
      }
    }

    return {
      chunks: chunks(body),
      usage: () =>
        reported ?? {
          inputTokens: estimateInputTokens(request.messages),
          outputTokens: estimateTokens(answer),
        },
    }
  }

  return { name: options.model, simulated: false, stream }
}
