import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hookHeaders } from '../response-cache/known-urls.ts'
import { PUBLIC_TABLES, sendCached } from '../response-cache/response-cache.ts'
import { cachedResponse, ResponseStore } from '../response-cache/response-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's painted pages (decision 0031), apart from the API's answers. */
    pageCache: ResponseStore
  }
}

/**
 * Pages have a store of their own, smaller than the API's: a flood of distinct list addresses
 * (every search word is a page) then pushes out only other pages, never the API's answers.
 */
export function createPageCache(app: FastifyInstance) {
  const store = new ResponseStore({ maxEntries: 1_000, maxBytes: 32 * 1024 * 1024, ttlMs: 30_000 })
  const stopListening = app.events.onPublicChange((table) => store.invalidate(table))
  app.addHook('onClose', async () => {
    stopListening()
  })
  app.decorate('pageCache', store)
  return store
}

/** A page that is not kept: a 404, or one the server could not paint. */
export class UncachedPage {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {}
}

const HTML = 'text/html; charset=utf-8'

/**
 * The storefront's server-rendered pages, kept as the API's answers are (decision 0031): dropped
 * by the same table generations and sent the same way (`sendCached`: a header block made once,
 * 304, br or gzip). A page shows the frame, cards, shops, sellers,
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
    const page = await app.pageCache.fill(key, PUBLIC_TABLES, async () => {
      const built = await build()
      if (built instanceof UncachedPage) throw built
      return cachedResponse(built, { cacheControl: 'no-cache', contentType: HTML })
    })
    // A kept page's next hits are answered before routing (`KnownUrls`); a 404 never is.
    app.knownUrls.remember(request.url, key, () => ({
      store: app.pageCache,
      key,
      route: undefined,
      headers: hookHeaders(reply),
      serve: undefined,
    }))
    sendCached(app.pageCache, key, request, reply, page)
    return reply
  } catch (error) {
    if (!(error instanceof UncachedPage)) throw error
    return reply.code(error.status).type(HTML).header('cache-control', 'no-cache').send(error.html)
  }
}
