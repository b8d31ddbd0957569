/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ErrorBody } from '@pasarprompt/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { common } from '@/locales/id/common'
import { ApiError, createHttpClient } from './http'

type Echo = {
  method: string
  url: string
  authorization: string | null
  contentType: string | null
  orderToken: string | null
  body: unknown
}

const SLOW_ANSWER_MS = 500

// JSON comes back parsed; anything else (a multipart upload) as the text that arrived.
const readRequestBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  if (text === '') return undefined
  return request.headers['content-type'] === 'application/json' ? JSON.parse(text) : text
}

const errorBodies: Record<number, ErrorBody> = {
  400: {
    code: 'VALIDATION_FAILED',
    message: 'Data yang dikirim tidak valid.',
    fields: [{ path: 'body.title', message: 'Judul harus 5–120 karakter.' }],
  },
  401: { code: 'UNAUTHORIZED', message: 'Silakan masuk terlebih dahulu.' },
  403: { code: 'FORBIDDEN', message: 'Anda tidak memiliki akses.' },
  404: { code: 'NOT_FOUND', message: 'Produk tidak ditemukan.' },
  500: { code: 'INTERNAL', message: 'Terjadi kesalahan pada server. Silakan coba lagi.' },
}

let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    // A client that gives up (the timeout tests) aborts the body being read: that request ends
    // there, not as an unhandled rejection (seen on a loaded machine).
    answer(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

async function answer(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/'
  const status = /^\/status\/(\d+)$/.exec(url)?.[1]
  if (status) {
    response.writeHead(Number(status), { 'content-type': 'application/json' })
    response.end(JSON.stringify(errorBodies[Number(status)]))
    return
  }
  if (url === '/plain-error') {
    response.writeHead(502, { 'content-type': 'text/html' })
    response.end('<h1>Bad Gateway</h1>')
    return
  }
  if (url === '/no-content') {
    response.writeHead(204).end()
    return
  }
  if (url === '/slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS))
  const echo: Echo = {
    method: request.method ?? '',
    url,
    authorization: request.headers.authorization ?? null,
    contentType: request.headers['content-type'] ?? null,
    orderToken: (request.headers['x-order-token'] as string | undefined) ?? null,
    body: await readRequestBody(request),
  }
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(echo))
}

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function recordingLog() {
  const calls: unknown[][] = []
  return { calls, error: (...args: unknown[]) => void calls.push(args) }
}

function client({
  token = null as string | null,
  organizationId = null as string | null,
  timeoutMs = undefined as number | undefined,
  url = baseUrl,
} = {}) {
  const log = recordingLog()
  const http = createHttpClient({
    baseUrl: url,
    getToken: () => token,
    getOrganizationId: () => organizationId,
    log,
    timeoutMs,
  })
  return { http, log }
}

const stampedProduct = {
  title: 'Prompt foto produk',
  createdAt: '2024-01-01T00:00:00.000Z',
  lastUpdatedAt: '2024-02-01T00:00:00.000Z',
  meta: { createdAt: 'nested stays' },
}

describe('createHttpClient', () => {
  it('sends the stored token as a bearer Authorization header', async () => {
    const { http } = client({ token: 'rahasia-123' })
    const echo = await http.get<Echo>('/echo')
    expect(echo.authorization).toBe('Bearer rahasia-123')
  })

  it('sends no Authorization header when no token is stored', async () => {
    const { http } = client()
    const echo = await http.get<Echo>('/echo')
    expect(echo.authorization).toBeNull()
  })

  it('sends the extra headers a call asks for, beside the bearer token', async () => {
    const { http } = client({ token: 'rahasia-123' })
    const echo = await http.get<Echo>('/echo', { headers: { 'x-order-token': 'tanda-456' } })
    expect(echo.orderToken).toBe('tanda-456')
    expect(echo.authorization).toBe('Bearer rahasia-123')
  })

  it('strips the stamps of a POST body and merges in appId and organizationId', async () => {
    const { http } = client({ organizationId: 'org-42' })
    const echo = await http.post<Echo>('/api/v1/products', stampedProduct)
    expect(echo.contentType).toBe('application/json')
    expect(echo.body).toEqual({
      title: 'Prompt foto produk',
      meta: { createdAt: 'nested stays' },
      appId: 'marketplace',
      organizationId: 'org-42',
    })
  })

  it('strips the stamps of a PUT body and adds only appId when no organisation is active', async () => {
    const { http } = client()
    const echo = await http.put<Echo>('/api/v1/products/1', stampedProduct)
    expect(echo.body).toEqual({
      title: 'Prompt foto produk',
      meta: { createdAt: 'nested stays' },
      appId: 'marketplace',
    })
  })

  it('sends a PATCH body untouched', async () => {
    const { http } = client({ organizationId: 'org-42' })
    const echo = await http.patch<Echo>('/api/v1/products/1', stampedProduct)
    expect(echo.body).toEqual(stampedProduct)
  })

  it('sends a GET without a body or a JSON content type', async () => {
    const { http } = client({ organizationId: 'org-42' })
    const echo = await http.get<Echo>('/echo')
    expect(echo.method).toBe('GET')
    expect(echo.body).toBeUndefined()
    expect(echo.contentType).toBeNull()
  })

  it('sends the body of POST /api/v1/product/get without stamps removed or ids added', async () => {
    const { http } = client({ organizationId: 'org-42' })
    const echo = await http.post<Echo>('/api/v1/product/get', stampedProduct)
    expect(echo.body).toEqual(stampedProduct)
  })

  it('leaves a POST body that is not a plain object as it is', async () => {
    const { http } = client({ organizationId: 'org-42' })
    const echo = await http.post<Echo>('/api/v1/products/bulk', [{ createdAt: 'x' }])
    expect(echo.body).toEqual([{ createdAt: 'x' }])
  })

  it('sends a FormData body as multipart, without stamps, ids or a JSON content type', async () => {
    const { http } = client({ token: 'rahasia-123', organizationId: 'org-42' })
    const form = new FormData()
    form.append('file', new Blob(['isi-gambar'], { type: 'image/png' }), 'contoh.png')
    const echo = await http.post<Echo>('/api/v1/seller/uploads', form)
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(echo.authorization).toBe('Bearer rahasia-123')
    expect(echo.body).toContain('name="file"; filename="contoh.png"')
    expect(echo.body).toContain('isi-gambar')
    expect(echo.body).not.toContain('appId')
    expect(echo.body).not.toContain('org-42')
  })

  it('carries the field messages of a refused body on the thrown error', async () => {
    const { http } = client()
    const error = await http.post('/status/400', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'body.title', message: 'Judul harus 5–120 karakter.' }],
    })
  })

  it('returns undefined for a 204 answer', async () => {
    const { http } = client()
    await expect(http.delete('/no-content')).resolves.toBeUndefined()
  })

  it.each([
    [401, 'Unauthorized access'],
    [403, 'Forbidden access'],
    [404, 'Resource not found'],
  ])('logs %i as %j and rethrows the server message', async (status, logged) => {
    const { http, log } = client()
    const error = await http.get(`/status/${status}`).catch((caught: unknown) => caught)
    expect(log.calls).toEqual([[logged]])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status,
      code: errorBodies[status]?.code,
      message: errorBodies[status]?.message,
    })
  })

  it('logs the response body of a 500 and rethrows its Indonesian message', async () => {
    const { http, log } = client()
    const error = await http.post('/status/500', {}).catch((caught: unknown) => caught)
    expect(log.calls).toEqual([[errorBodies[500]]])
    expect(error).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    })
  })

  it('falls back to the generic Indonesian message when the error body is not ours', async () => {
    const { http, log } = client()
    const error = await http.get('/plain-error').catch((caught: unknown) => caught)
    expect(log.calls).toEqual([['<h1>Bad Gateway</h1>']])
    expect(error).toMatchObject({ status: 502, message: common.errors.generic })
  })

  it('logs a network error and throws status 0 when nothing answers', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    const { http, log } = client({ url: `http://127.0.0.1:${port}` })
    const error = await http.get('/echo').catch((caught: unknown) => caught)
    expect(log.calls).toHaveLength(1)
    expect(log.calls[0]?.[0]).toBe('Network error')
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: common.errors.network,
    })
  })

  it('gives up after the timeout, logs a network error and throws status 0', async () => {
    const { http, log } = client({ timeoutMs: 50 })
    const started = Date.now()
    const error = await http.get('/slow').catch((caught: unknown) => caught)
    expect(Date.now() - started).toBeLessThan(SLOW_ANSWER_MS)
    expect(log.calls[0]?.[0]).toBe('Network error')
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: common.errors.timeout,
    })
  })

  it('hands a cancelled request its own abort reason back without logging', async () => {
    const { http, log } = client()
    const controller = new AbortController()
    const pending = http.get('/slow', { signal: controller.signal })
    const reason = new DOMException('Dibatalkan', 'AbortError')
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    expect(log.calls).toEqual([])
  })
})
