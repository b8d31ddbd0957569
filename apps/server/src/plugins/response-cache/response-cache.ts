import type { OutgoingHttpHeaders } from 'node:http'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteHandlerMethod,
} from 'fastify'
import fp from 'fastify-plugin'
import { hookHeaders, KnownUrls, writeKept } from './known-urls.ts'
import {
  type CachedResponse,
  cachedResponse,
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
 * routes that read no cookie, session or visitor and set none (decision 0019), and that no hook
 * of their own may refuse (a limit, a sign-in check): a URL seen before is answered ahead of
 * routing (`KnownUrls.answer`), where only the app-wide hooks' headers are repeated.
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
    /**
     * The kept answer to a public read's URL, when this process has answered that very URL
     * and the answer is still current; `undefined` otherwise (ask the route then).
     */
    keptPublicAnswer(url: string): CachedResponse | undefined
    /** Validated URLs and their kept answers, for hits before validation or routing. */
    knownUrls: KnownUrls
  }
  interface FastifyRequest {
    /** A cached read's key, set once its parameters are validated (`cacheKey`). */
    responseCacheKey: string
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

/** The hooks a route's own options may add before its handler runs. */
const ROUTE_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/**
 * Refuses a public read declared with a hook of its own (a limit, a check): its hits are answered
 * before routing, past any such hook. Registered before the plugins that add their own hooks to
 * every route (compression), so that it sees only what the route declared.
 */
export const publicReadHooksGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicRead) return
      const own = ROUTE_HOOKS.filter((hook) => toArray(route[hook]).length > 0)
      if (own.length > 0) {
        throw new Error(`${route.url}: a public read cannot have its own ${own.join(', ')}`)
      }
    })
  },
  { name: 'public-read-hooks-guard' },
)

/**
 * Serves the routes marked `publicRead` from memory, keyed on what the route validated (its
 * params and its query after Zod: defaults applied, unknown parameters gone, keys sorted), so
 * `?foo=1` or another order of the same parameters is the same answer and never a new query.
 * A miss runs the handler once for all concurrent callers, serialises with the route's
 * response schema and keeps the body, its ETag and (once asked) its gzip and br forms.
 * Writes to the shown tables, in any process, drop what they change (migration 0012).
 *
 * A hit goes out through `sendCached`: a header block made once per answer, written straight
 * to the socket, past the `onSend` hooks (compression and ETag have nothing left to do).
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: Partial<ResponseStoreOptions>) => {
    const store = new ResponseStore({ ...DEFAULTS, ...options })
    app.decorate('responseCache', store)
    app.decorateRequest('responseCacheKey', '')
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

    const knownUrls = new KnownUrls()
    app.decorate('knownUrls', knownUrls)
    app.decorate('keptPublicAnswer', (url: string) => knownUrls.kept(url, store))

    app.addHook('onRoute', (route) => {
      const read = route.config?.publicRead
      if (!read) return
      const routeUrl = route.url
      const onServe = read.onServe
      const served = onServe
        ? (response: CachedResponse) => {
            if (response.remembered !== undefined) onServe.run(response.remembered)
          }
        : undefined
      const serve = (request: FastifyRequest, reply: FastifyReply, response: CachedResponse) => {
        served?.(response)
        sendCached(store, request.responseCacheKey, request, reply, response)
      }
      const serveValidated: preHandlerHookHandler = (request, reply, done) => {
        const key = cacheKey(routeUrl, request.params, request.query)
        request.responseCacheKey = key
        knownUrls.remember(request.url, key, () => ({
          store,
          key,
          route: routeUrl,
          headers: hookHeaders(reply),
          serve: served,
        }))
        const hit = store.get(key)
        if (!hit) return done()
        serve(request, reply, hit)
      }
      route.preHandler = [...toArray(route.preHandler), serveValidated]
      const handler = route.handler as RouteHandlerMethod
      route.handler = async function cachedRead(request, reply) {
        const response = await store.fill(request.responseCacheKey, read.tables, async () => {
          const body = await handler.call(this, request, reply)
          // The route's response schema (validation and field list) applies as before.
          return cachedResponse(reply.serialize(body) as string, {
            cacheControl: read.cacheControl,
            remembered: onServe?.remember(body as never),
          })
        })
        serve(request, reply, response)
        return reply
      }
    })
  },
  { name: 'response-cache' },
)

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/**
 * The key of a route's answer: its pattern and its validated params and query, as JSON with
 * sorted keys and no `undefined` values. Two URLs that validate to the same parameters share it.
 */
export function cacheKey(route: string, params: unknown, query: unknown): string {
  return `${route} ${canonicalJson(params ?? {})} ${canonicalJson(query ?? {})}`
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  const record = value as Record<string, unknown>
  const fields: string[] = []
  for (const name of Object.keys(record).sort()) {
    if (record[name] !== undefined)
      fields.push(`${JSON.stringify(name)}:${canonicalJson(record[name])}`)
  }
  return `{${fields.join(',')}}`
}

/**
 * Sends a stored answer as the request asks for it (304 to a matching `If-None-Match`, else br,
 * gzip or as it is): the headers earlier hooks set (request id, security headers) plus the
 * answer's own block made once (`ResponseStore.representation`), written to the socket in one
 * go. `onSend` hooks do not run; `onResponse` hooks (the request line, metrics) do. For any
 * kind of stored answer: a server-rendered page under its own key goes out the same way.
 */
export function sendCached(
  store: ResponseStore,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
) {
  reply.hijack()
  writeKept(request.raw, reply.raw, store, key, response, reply.getHeaders() as OutgoingHttpHeaders)
}
