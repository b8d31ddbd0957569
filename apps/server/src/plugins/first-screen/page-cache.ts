import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { matchesEtag, PUBLIC_TABLES, preferredEncoding } from '../response-cache/response-cache.ts'
import { type CachedResponse, cachedResponse } from '../response-cache/response-store.ts'

/** A page that is not kept: a 404, or one the server could not paint. */
export class UncachedPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}
}

/**
 * The storefront's server-rendered pages, kept in the response cache beside the API's answers
 * (decision 0031) and dropped by the same table generations. A page shows the frame, cards,
 * shops, sellers, ratings, sales and static text, so any public table's write drops it: simpler
 * than a list per page, and never stale. Every page is the anonymous visitor's; nobody's
 * session ever enters it.
 */
export async function servePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  canonicalUrl: string,
  build: () => Promise<string | UncachedPage>,
) {
  const key = `page:${canonicalUrl}`
  let response: CachedResponse
  try {
    response = await app.responseCache.fill(key, PUBLIC_TABLES, async () => {
      const page = await build()
      if (page instanceof UncachedPage) throw page
      return cachedResponse(page, { cacheControl: 'no-cache' })
    })
  } catch (error) {
    if (!(error instanceof UncachedPage)) throw error
    return reply
      .code(error.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(error.html)
  }
  reply.header('cache-control', response.cacheControl).header('etag', response.etag)
  if (response.compressible) reply.header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], response.etag)) return reply.code(304).send()
  reply.type('text/html; charset=utf-8')
  const encoding = response.compressible
    ? preferredEncoding(request.headers['accept-encoding'])
    : null
  if (!encoding) return reply.send(response.body)
  return reply
    .header('content-encoding', encoding)
    .send(app.responseCache.variant(key, response, encoding))
}
