import { existsSync } from 'node:fs'
import http from 'node:http'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { prompts } from '../src/db/schema.ts'
import { createLogger } from '../src/lib/logger.ts'
import {
  publicRead,
  publicReadHooksGuard,
  responseCachePlugin,
} from '../src/plugins/response-cache/response-cache.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'

// The real web build, server renderer included (`npm test` builds before this suite runs).
const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url))
const rendererBundle = fileURLToPath(
  new URL('../../web/dist-server/entry-server.js', import.meta.url),
)
const TOKEN = 'token-metrik-jawaban-lebih-dulu-0123456789'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request over a real socket, the bytes as they came (no decompression, no redirects). */
function request(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      new URL(path, baseUrl),
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** What the socket adds to any answer, and the request id each answer has anew. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'x-request-id'])
const answerHeaders = (headers: http.IncomingHttpHeaders | LightMyRequestResponse['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)))

describe('kept public answers written before routing', () => {
  let testApp: TestApp
  let baseUrl: string
  let prompt: FactoryPrompt
  const lines: Record<string, unknown>[] = []
  /** Answers written ahead of Fastify so far. */
  let answeredFirst = 0
  /** The next answer before routing throws, as a failing view count or compression would. */
  let failNext = false

  beforeAll(async () => {
    if (!existsSync(rendererBundle)) {
      throw new Error(`${rendererBundle} is missing: run \`npm run build\` before this suite`)
    }
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    testApp = await buildTestApp({
      webDistDir: distDir,
      env: { METRICS_TOKEN: TOKEN },
      logger: createLogger({ logLevel: 'info', isProduction: true }, stream),
    })
    const shop = await createShop(testApp.db, { name: 'Toko Jawaban Cepat' })
    prompt = await createPrompt(testApp.db, shop.id, { title: 'Caption Teh Tarik', price: 20_000 })
    await testApp.app.events.syncPublicChanges()
    const known = testApp.app.knownUrls
    const answer = known.answer.bind(known)
    known.answer = (incoming, outgoing, requestId) => {
      if (failNext) {
        failNext = false
        throw new Error('jawaban tersimpan gagal ditulis')
      }
      const answered = answer(incoming, outgoing, requestId)
      if (answered) answeredFirst++
      return answered
    }
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await testApp?.close()
  })

  it('[VISITOR] a URL answered once comes back from memory with the status, headers and bytes of the route’s own hit', async () => {
    const url = `/api/v1/products/${prompt.slug}?utm_source=wa`
    const first = await request(baseUrl, url)
    expect(first.status).toBe(200)
    const before = answeredFirst
    const second = await request(baseUrl, url)
    expect(answeredFirst).toBe(before + 1)
    // The route's hit (`inject` goes to Fastify, past the server): the same answer.
    const routed = await testApp.app.inject({ url })
    expect(answeredFirst).toBe(before + 1)
    expect(second.status).toBe(routed.statusCode)
    expect(second.body.toString()).toBe(routed.body)
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(routed.headers))
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")
    expect(second.headers['x-request-id']).toMatch(/^[\w-]{36}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    expect(JSON.parse(second.body.toString())).toMatchObject({ title: 'Caption Teh Tarik' })
  })

  it('[VISITOR] gets a 304 to its ETag, br when it asks, no body to a HEAD, and its own request id kept', async () => {
    const url = '/api/v1/categories'
    const plain = await request(baseUrl, url)
    const before = answeredFirst
    const notModified = await request(baseUrl, url, {
      headers: { 'if-none-match': String(plain.headers.etag) },
    })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    const br = await request(baseUrl, url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString())
    const head = await request(baseUrl, url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(plain.body.length))
    const named = await request(baseUrl, url, { headers: { 'x-request-id': 'proxy-id-1234abcd' } })
    expect(named.headers['x-request-id']).toBe('proxy-id-1234abcd')
    expect(answeredFirst).toBe(before + 4)
  })

  it('[VISITOR] after a write to what it shows, the next answer is the route’s new one, then kept again', async () => {
    const url = `/api/v1/products/${prompt.slug}`
    await request(baseUrl, url)
    expect(JSON.parse((await request(baseUrl, url)).body.toString()).price).toBe(20_000)
    await testApp.db.update(prompts).set({ price: 25_000 }).where(eq(prompts.id, prompt.id))
    await testApp.app.events.syncPublicChanges()
    const before = answeredFirst
    expect(JSON.parse((await request(baseUrl, url)).body.toString()).price).toBe(25_000)
    expect(answeredFirst).toBe(before)
    expect(JSON.parse((await request(baseUrl, url)).body.toString()).price).toBe(25_000)
    expect(answeredFirst).toBe(before + 1)
  })

  it('[VISITOR] a painted page is answered the same way, with the headers the route’s hit sends', async () => {
    const url = `/marketplace/prompt/${prompt.slug}`
    const first = await request(baseUrl, url)
    expect(first.status).toBe(200)
    expect(first.body.toString()).toContain('Caption Teh Tarik')
    const before = answeredFirst
    const second = await request(baseUrl, url)
    expect(answeredFirst).toBe(before + 1)
    const routed = await testApp.app.inject({ url })
    expect(second.body.toString()).toBe(routed.body)
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(routed.headers))
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('[VISITOR] a page sent to its address, or one that is not there, always takes the route', async () => {
    for (const url of [
      `/marketplace/prompt/${prompt.slug}/`,
      '/marketplace/prompt/tidak-ada-sama-sekali',
    ]) {
      const before = answeredFirst
      const statuses = [(await request(baseUrl, url)).status, (await request(baseUrl, url)).status]
      expect(statuses).toEqual(url.endsWith('/') ? [301, 301] : [404, 404])
      expect(answeredFirst).toBe(before)
    }
    const nul = await request(baseUrl, '/api/v1/categories?featured=true%00')
    expect(nul.status).toBe(400)
  })

  it('[VISITOR] when writing a kept answer fails before anything went out, the route answers', async () => {
    const url = '/api/v1/categories?featured=true&dari=gagal'
    const first = await request(baseUrl, url)
    failNext = true
    const before = answeredFirst
    const routed = await request(baseUrl, url)
    expect(routed.status).toBe(200)
    expect(routed.body.toString()).toBe(first.body.toString())
    expect(answeredFirst).toBe(before)
    expect(lines.some((line) => line.msg === 'kept answer failed')).toBe(true)
  })

  it('[VISITOR] a write to a known URL is not answered from memory', async () => {
    const url = '/api/v1/categories?featured=true'
    await request(baseUrl, url)
    const before = answeredFirst
    const post = await request(baseUrl, url, { method: 'POST' })
    expect(post.status).toBeGreaterThanOrEqual(400)
    expect(post.status).toBeLessThan(500)
    expect(answeredFirst).toBe(before)
  })

  it('[SYSTEM] writes the request line and times the route of each answer given before routing', async () => {
    const url = '/api/v1/pages/tentang?ref=log'
    await request(baseUrl, url)
    const scrape = async () =>
      (await request(baseUrl, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).body
        .toString()
        .match(
          /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/pages\/:slug",status_class="2xx"\} (\d+)/,
        )?.[1]
    const counted = Number(await scrape())
    const before = answeredFirst
    const answer = await request(baseUrl, url)
    expect(answeredFirst).toBe(before + 1)
    expect(Number(await scrape())).toBe(counted + 1)
    const line = lines.find((entry) => entry.reqId === answer.headers['x-request-id'])
    expect(line).toMatchObject({ msg: 'request', method: 'GET', url, statusCode: 200 })
    expect(typeof line?.responseTime).toBe('number')
  })
})

describe('a public read with a hook of its own', () => {
  it('[SYSTEM] is refused when declared: its hits would be answered before the hook', async () => {
    const app = Fastify()
    app.decorate('events', {
      onPublicChange: () => () => {},
      syncPublicChanges: async () => {},
    } as unknown as FastifyInstance['events'])
    await app.register(publicReadHooksGuard)
    await app.register(responseCachePlugin)
    let refusal: unknown
    try {
      app.get(
        '/terbatas',
        {
          onRequest: async () => {},
          config: publicRead({ cacheControl: 'no-cache', tables: ['pages'] }),
        },
        async () => ({ ok: true }),
      )
      await app.ready()
    } catch (error) {
      refusal = error
    } finally {
      await app.close()
    }
    expect(String(refusal)).toContain('/terbatas: a public read cannot have its own onRequest')
  })
})
