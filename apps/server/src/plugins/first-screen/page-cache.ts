import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PUBLIC_TABLES, sendCached } from '../response-cache/response-cache.ts'
import { cachedResponse } from '../response-cache/response-store.ts'

/** A page that is not kept: a 404, or one the server could not paint. */
export class UncachedPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}
}

const HTML = 'text/html; charset=utf-8'

/**
 * The storefront's server-rendered pages, kept in the response cache beside the API's answers
 * (decision 0031), dropped by the same table generations and sent the same way (`sendCached`: a
 * header block made once, 304, br or gzip). A page shows the frame, cards, shops, sellers,
 * ratings, sales and static text, so any public table's write drops it: simpler than a list per
 * page, and never stale. Every page is the anonymous visitor's; nobody's session enters it.
 */
export async function servePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  canonicalUrl: string,
  build: () => Promise<string | UncachedPage>,
) {
  const key = `page ${canonicalUrl}`
  try {
    const page = await app.responseCache.fill(key, PUBLIC_TABLES, async () => {
      const built = await build()
      if (built instanceof UncachedPage) throw built
      return cachedResponse(built, { cacheControl: 'no-cache', contentType: HTML })
    })
    sendCached(app.responseCache, key, request, reply, page)
    return reply
  } catch (error) {
    if (!(error instanceof UncachedPage)) throw error
    return reply.code(error.status).type(HTML).header('cache-control', 'no-cache').send(error.html)
  }
}
