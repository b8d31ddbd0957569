/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { postForEventStream } from './event-stream-request'
import { ApiError, setAuthToken } from './http'
import { readServerSentEvents } from './server-sent-events'

let server: Server
let baseUrl: string

async function answer(request: IncomingMessage, response: ServerResponse) {
  let body = ''
  for await (const chunk of request) body += chunk
  if (request.url === '/refused') {
    response.writeHead(429, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ code: 'RATE_LIMITED', message: 'Coba gratis sudah habis.' }))
    return
  }
  const received = {
    accept: request.headers.accept ?? null,
    authorization: request.headers.authorization ?? null,
    contentType: request.headers['content-type'] ?? null,
    body: JSON.parse(body),
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' })
  response.write(`event: received\ndata: ${JSON.stringify(received)}\n\n`)
  await new Promise((resolve) => setTimeout(resolve, 50))
  response.end('event: done\ndata: {}\n\n')
}

beforeAll(async () => {
  server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  setAuthToken(null)
  vi.restoreAllMocks()
})

describe('postForEventStream', () => {
  it('posts JSON with the bearer token and reads the events as they come', async () => {
    setAuthToken('rahasia-123')
    const body = await postForEventStream(
      '/stream',
      { values: { PRODUK: 'kopi' } },
      { signal: new AbortController().signal, baseUrl },
    )
    const events = []
    for await (const event of readServerSentEvents(body)) events.push(event)
    expect(events.map((event) => event.event)).toEqual(['received', 'done'])
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({
      accept: 'text/event-stream',
      authorization: 'Bearer rahasia-123',
      contentType: 'application/json',
      body: { values: { PRODUK: 'kopi' } },
    })
  })

  it('throws a refusal as the server’s error, logged as the API client logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await postForEventStream(
      '/refused',
      {},
      { signal: new AbortController().signal, baseUrl },
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Coba gratis sudah habis.',
    })
    expect(log).toHaveBeenCalledWith({ code: 'RATE_LIMITED', message: 'Coba gratis sudah habis.' })
  })

  it('hands a cancelled request its own abort reason back', async () => {
    const controller = new AbortController()
    const reason = new DOMException('Dibatalkan', 'AbortError')
    controller.abort(reason)
    await expect(
      postForEventStream('/stream', {}, { signal: controller.signal, baseUrl }),
    ).rejects.toBe(reason)
  })
})
