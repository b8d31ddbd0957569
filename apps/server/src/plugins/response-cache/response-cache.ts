import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
} from 'fastify'
import fp from 'fastify-plugin'
import {
  type CachedResponse,
  cachedResponse,
  type Encoding,
  ResponseStore,
  type ResponseStoreOptions,
} from './response-store.ts'

/** The tables public reads show; migration 0012's triggers announce each one's writes. */
export const PUBLIC_TABLES = [
  'categories',
  'orders',
  'organizations',
  'pages',
  'platform_settings',
  'prompt_examples',
  'prompts',
  'reviews',
  'shops',
  'users',
] as const
export type PublicTable = (typeof PUBLIC_TABLES)[number]

/**
 * A route's answer is the same for every caller and may be kept in this process. Only for GET
 * routes that read no cookie, session or visitor and set none (decision 0019).
 */
export interface PublicRead {
  /** The `Cache-Control` of the answer (browsers and proxies). */
  cacheControl: string
  /** Every table the answer shows: a write to any of them drops it. */
  tables: readonly PublicTable[]
  /** Runs for every answer served, a cache hit or a 304 included, with what `remember` kept. */
  onServe?: { remember: (body: never) => string; run: (remembered: string) => void }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicRead?: PublicRead
  }
  interface FastifyInstance {
    responseCache: ResponseStore
  }
}

/** A route's `config` marking it a cached public read; `remember` sees the route's body type. */
export function publicRead<Body = never>(read: {
  cacheControl: string
  tables: readonly PublicTable[]
  onServe?: { remember: (body: Body) => string; run: (remembered: string) => void }
}): { publicRead: PublicRead } {
  return { publicRead: read as PublicRead }
}

const DEFAULTS: ResponseStoreOptions = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 30_000,
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Serves the routes marked `publicRead` from memory: a hit answers in `onRequest`, before any
 * validation or handler; a miss runs the handler once for all concurrent callers, serialises
 * with the route's response schema and keeps the body, its ETag and (once asked) its gzip and
 * br forms, so `@fastify/etag` and `@fastify/compress` find their work done and skip it.
 * Writes to the shown tables, in any process, drop what they change (migration 0012).
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: Partial<ResponseStoreOptions>) => {
    const store = new ResponseStore({ ...DEFAULTS, ...options })
    app.decorate('responseCache', store)
    const stopListening = app.events.onPublicChange((table) => store.invalidate(table))
    app.addHook('onClose', async () => {
      stopListening()
    })

    // A writer's next read must see its write: its request is answered only after this process
    // has heard the notifications its transaction sent (another process hears them soon after).
    // A callback, not an async hook: reads, the hot path, skip it without making a promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      // Only a person can read next: the gateway's notifications and other anonymous writes
      // do not wait (a round trip each, on the webhook's hot path).
      const person = request.headers.cookie !== undefined || request.headers.authorization
      if (SAFE_METHODS.has(request.method) || !person) return done(null, payload)
      // A failed sync has emptied the cache already: the answer stands as the write left it.
      app.events.syncPublicChanges().then(
        () => done(null, payload),
        () => done(null, payload),
      )
    })

    app.addHook('onRoute', (route) => {
      const read = route.config?.publicRead
      if (!read) return
      const serveHit: onRequestHookHandler = (request, reply, done) => {
        const hit = store.get(request.url)
        if (!hit) return done()
        send(store, request, reply, hit, read)
      }
      route.onRequest = [...toArray(route.onRequest), serveHit]
      const handler = route.handler as RouteHandlerMethod
      route.handler = async function cachedRead(request, reply) {
        const key = request.url
        const response = await store.fill(key, read.tables, async () => {
          const body = await handler.call(this, request, reply)
          // The route's response schema (validation and field list) applies as before.
          return cachedResponse(reply.serialize(body) as string, {
            cacheControl: read.cacheControl,
            remembered: read.onServe?.remember(body as never),
          })
        })
        return send(store, request, reply, response, read)
      }
    })
  },
  { name: 'response-cache' },
)

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function send(
  store: ResponseStore,
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  read: PublicRead,
) {
  if (read.onServe && response.remembered !== undefined) read.onServe.run(response.remembered)
  reply.header('cache-control', response.cacheControl).header('etag', response.etag)
  if (response.compressible) reply.header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], response.etag)) {
    return reply.code(304).send()
  }
  reply.header('content-type', 'application/json; charset=utf-8')
  const encoding = response.compressible
    ? preferredEncoding(request.headers['accept-encoding'])
    : null
  if (!encoding) return reply.send(response.body)
  reply.header('content-encoding', encoding)
  return reply.send(store.variant(request.url, response, encoding))
}

/** `If-None-Match` names this answer (weak comparison, a list or `*`). */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  if (header === etag || header === '*') return true
  const opaque = etag.slice(2)
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === etag || trimmed === opaque || trimmed === '*'
  })
}

/** br when accepted, else gzip; `q=0` refuses one. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  let gzip = false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (refused) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gzip = true
  }
  return gzip ? 'gzip' : null
}
