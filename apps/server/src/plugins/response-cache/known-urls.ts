import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'
import type { FastifyReply } from 'fastify'
import type { CachedResponse, Encoding, Representation, ResponseStore } from './response-store.ts'

/** What a raw URL was found to be, once its route had validated it. */
export interface KnownUrl {
  /** The store its answer is kept in (the API's answers, or the painted pages). */
  store: ResponseStore
  key: string
  /** The route's pattern (`/api/v1/products/:slug`) for the request metrics; none for a page. */
  route: string | undefined
  /** What the app-wide hooks had set on the reply, its request id aside (`hookHeaders`). */
  headers: OutgoingHttpHeaders
  /** Runs for each answer served (a prompt's detail counts a view). */
  serve: ((response: CachedResponse) => void) | undefined
}

const MAX_KNOWN_URLS = 10_000
const MAX_KNOWN_URL_LENGTH = 512

/**
 * Raw URLs already validated, with the stored answer each one names. A request for one of them
 * whose answer is still kept needs no routing, parsing or validation: the server ahead of Fastify
 * (`kept-answers-first.ts`) answers it. This map only saves work, it never decides an answer: an
 * unknown URL, or one whose answer has gone, takes the route as before, which remembers it again.
 */
export class KnownUrls {
  private readonly urls = new Map<string, KnownUrl>()

  /**
   * `url` validated to `key`; `known` is made only when that is news. Not when a hook had set a
   * cookie: an answer given before routing repeats the hooks' headers to everyone.
   */
  remember(url: string, key: string, known: () => KnownUrl) {
    if (url.length > MAX_KNOWN_URL_LENGTH || this.urls.get(url)?.key === key) return
    const made = known()
    if (made.headers['set-cookie'] !== undefined) return
    this.urls.set(url, made)
    if (this.urls.size > MAX_KNOWN_URLS) {
      const oldest = this.urls.keys().next().value
      if (oldest !== undefined) this.urls.delete(oldest)
    }
  }

  /** The answer `store` keeps for `url`, when the URL is known and its answer still current. */
  kept(url: string, store: ResponseStore): CachedResponse | undefined {
    const known = this.urls.get(url)
    return known?.store === store ? store.get(known.key) : undefined
  }

  /**
   * Writes the kept answer to `request` on `response`, as the route's hit would have: the
   * request id (`requestId()`, asked only then), the hooks' headers, the answer's own block (304,
   * br, gzip or as it is). What it answered for (its route), or `undefined` with nothing written.
   */
  answer(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: () => string,
  ): KnownUrl | undefined {
    const known = this.urls.get(request.url ?? '')
    const hit = known?.store.get(known.key)
    if (!hit || !known) return undefined
    known.serve?.(hit)
    // In the order the route's hit writes them: request id, the hooks' headers, the answer's.
    writeKept(request, response, known.store, known.key, hit, {
      'x-request-id': requestId(),
      ...known.headers,
    })
    return known
  }
}

/**
 * Writes the answer `store` keeps under `key` as `request` asks for it (`representationFor`):
 * `headers` (request id, the hooks' headers) and the answer's own block made once
 * (`ResponseStore.representation`), to the socket in one go. Both ways a hit goes out use it:
 * before routing (`KnownUrls.answer`) and from the route (`sendCached`).
 */
export function writeKept(
  request: IncomingMessage,
  response: ServerResponse,
  store: ResponseStore,
  key: string,
  answer: CachedResponse,
  headers: OutgoingHttpHeaders,
) {
  const prepared = store.representation(key, answer, representationFor(request.headers, answer))
  response.writeHead(prepared.status, { ...headers, ...prepared.headers })
  response.end(prepared.body)
}

/** The headers set on `reply` so far but its request id: what the app-wide hooks add to any answer. */
export function hookHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const { 'x-request-id': _id, ...headers } = reply.getHeaders()
  return headers as OutgoingHttpHeaders
}

/** A 304 to a matching `If-None-Match`, else br, gzip or as it is, as `Accept-Encoding` asks. */
function representationFor(headers: IncomingHttpHeaders, response: CachedResponse): Representation {
  if (matchesEtag(headers['if-none-match'], response.etag)) return 'not-modified'
  if (!response.compressible) return 'identity'
  return preferredEncoding(headers['accept-encoding']) ?? 'identity'
}

/** `If-None-Match` names this answer (weak comparison, a list or `*`). */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  if (header === etag || header === '*') return true
  const opaque = etag.slice(2)
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === etag || trimmed === opaque || trimmed === '*'
  })
}

/** `Accept-Encoding` values seen, with the encoding each chose: clients send a handful. */
const chosenEncodings = new Map<string, Encoding | null>()
const MAX_CHOSEN_ENCODINGS = 100

/** br when accepted, else gzip; `q=0` refuses one. */
function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const known = chosenEncodings.get(header)
  if (known !== undefined) return known
  let gzip = false
  let chosen: Encoding | null = null
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (refused) continue
    if (name === 'br') {
      chosen = 'br'
      break
    }
    if (name === 'gzip' || name === '*') gzip = true
  }
  chosen ??= gzip ? 'gzip' : null
  if (chosenEncodings.size < MAX_CHOSEN_ENCODINGS) chosenEncodings.set(header, chosen)
  return chosen
}
