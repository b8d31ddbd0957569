import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * How the fake provider answers `POST …/chat/completions`:
 * - `stream`: FAKE_ANSWER_PIECES as separate SSE chunks a few milliseconds apart, then a usage
 *   chunk (FAKE_USAGE) and `[DONE]`;
 * - `fail`: HTTP 500 with a JSON error body (FAKE_ERROR_DETAIL, which must never reach a log);
 * - `hang`: reads the request and never sends headers;
 * - `stall`: sends headers and the first piece, then nothing;
 * - `echo`: a leaky model, streaming back every received message's content (joined by blank
 *   lines) in chunks of 16 characters, with no usage chunk (the client estimates);
 * - `slow`: SLOW_PIECES pieces SLOW_DELAY_MS apart (seconds in all), for a client that leaves;
 * - `reject`: HTTP 400, as a provider refuses an input too long or against its policy.
 */
export type FakeOpenAiMode = 'stream' | 'fail' | 'hang' | 'stall' | 'echo' | 'slow' | 'reject'

export interface ReceivedRequest {
  method: string
  /** With the query, e.g. `/v1/chat/completions`. */
  path: string
  headers: IncomingHttpHeaders
  /** The JSON body parsed, or the raw text when it is not JSON. */
  body: unknown
}

export interface FakeOpenAiServer {
  /** `http://127.0.0.1:PORT/v1`, the `baseUrl` of an OpenAI-compatible client. */
  baseUrl: string
  /** Every request received, oldest first. */
  requests: ReceivedRequest[]
  /** The whole text `stream` mode answers: FAKE_ANSWER_PIECES joined. */
  answerText: string
  /** Answers whose connection the client closed before the answer ended. */
  readonly cutOff: number
  /** How the following requests are answered. */
  setMode(mode: FakeOpenAiMode): void
  /** Stops the server, destroying hanging and stalled connections so a test run can end. */
  close(): Promise<void>
}

export const FAKE_ANSWER_PIECES = [
  'Keripik ',
  'renyah, ',
  'pedasnya ',
  'nampol! ',
  'Cocok ',
  'buat ',
  'teman ',
  'begadang.',
]
export const FAKE_USAGE = { prompt_tokens: 123, completion_tokens: 17 }
export const FAKE_ERROR_DETAIL = 'upstream exploded while reading the prompt'

const PIECE_DELAY_MS = 5
const SLOW_PIECES = 200
const SLOW_DELAY_MS = 20
const ECHO_CHUNK = 16

const sseChunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`

const FINISH = `data: ${JSON.stringify({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
})}\n\n`

function contentOf(body: unknown): string {
  const messages = (body as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages)) return ''
  return messages
    .map((message) => (message as { content?: unknown }).content)
    .filter((content): content is string => typeof content === 'string')
    .join('\n\n')
}

/** Sends the pieces a few milliseconds apart, as a model does, and ends the answer. */
async function streamText(
  response: ServerResponse,
  pieces: string[],
  usage: object | null,
  delayMs = PIECE_DELAY_MS,
) {
  for (const piece of pieces) {
    if (response.destroyed) return
    response.write(sseChunk(piece))
    await sleep(delayMs)
  }
  if (response.destroyed) return
  response.write(FINISH)
  if (usage) response.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`)
  response.end('data: [DONE]\n\n')
}

/** `size` characters each (`Array.from` keeps an emoji whole). */
function chunksOf(text: string, size: number): string[] {
  const characters = Array.from(text)
  const chunks: string[] = []
  for (let index = 0; index < characters.length; index += size) {
    chunks.push(characters.slice(index, index + size).join(''))
  }
  return chunks
}

/** An OpenAI-compatible provider on loopback (port 0) for tests of "Coba dulu". */
export async function startFakeOpenAiServer({
  mode: initialMode,
}: {
  mode: FakeOpenAiMode
}): Promise<FakeOpenAiServer> {
  let mode = initialMode
  let cutOff = 0
  const requests: ReceivedRequest[] = []
  const server = createServer((request, response) => {
    response.on('close', () => {
      if (!response.writableFinished && response.headersSent) cutOff++
    })
    const parts: Buffer[] = []
    request.on('data', (part: Buffer) => parts.push(part))
    request.on('end', () => {
      const raw = Buffer.concat(parts).toString('utf8')
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {}
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      })
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' })
        response.end('{"error":{"message":"not found"}}')
        return
      }
      const sse = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }
      switch (mode) {
        case 'stream':
          response.writeHead(200, sse)
          void streamText(response, FAKE_ANSWER_PIECES, FAKE_USAGE)
          return
        case 'echo':
          response.writeHead(200, sse)
          void streamText(response, chunksOf(contentOf(body), ECHO_CHUNK), null)
          return
        case 'fail':
          response.writeHead(500, { 'content-type': 'application/json' })
          response.end(
            JSON.stringify({ error: { message: FAKE_ERROR_DETAIL, type: 'server_error' } }),
          )
          return
        case 'slow':
          response.writeHead(200, sse)
          void streamText(
            response,
            Array.from({ length: SLOW_PIECES }, (_, i) => `kata${i} `),
            FAKE_USAGE,
            SLOW_DELAY_MS,
          )
          return
        case 'reject':
          response.writeHead(400, { 'content-type': 'application/json' })
          response.end(
            JSON.stringify({
              error: { message: FAKE_ERROR_DETAIL, code: 'context_length_exceeded' },
            }),
          )
          return
        case 'stall':
          response.writeHead(200, sse)
          response.write(sseChunk(FAKE_ANSWER_PIECES[0] ?? ''))
          return
        case 'hang':
          return
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerText: FAKE_ANSWER_PIECES.join(''),
    get cutOff() {
      return cutOff
    },
    setMode(next) {
      mode = next
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
    },
  }
}
