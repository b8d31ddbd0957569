import http from 'node:http'
import type { FastifyInstance, FastifyServerFactory } from 'fastify'
import { requestIdFrom, requestLine } from '../lib/logger.ts'
import type { KnownUrl } from './response-cache/known-urls.ts'

type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean

/**
 * The HTTP server the app listens with. A GET or HEAD of a URL whose public answer this process
 * keeps (`KnownUrls.answer`: a URL already validated, an answer still current) is written before
 * Fastify sees the request; anything else goes to Fastify as before. A cache hit so skips
 * routing, the request and reply objects and the hook chain, which cost a small answer more than
 * its own write (docs/performance.md). What those hooks give every answer stays: the request id,
 * the headers the app-wide hooks set (security headers), the request line in the log and the
 * request metrics. `app.inject` goes to Fastify directly: tests of this path use a real port.
 */
export function keptAnswersFirst() {
  let answer: Answer | undefined

  const serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer(
      (options.http ?? {}) as http.ServerOptions,
      (request, response) => {
        if (answer?.(request, response)) return
        handler(request, response)
      },
    )
    // What Fastify sets on a server it makes itself (lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout as number
    server.requestTimeout = options.requestTimeout as number
    server.setTimeout(options.connectionTimeout as number)
    const perSocket = options.maxRequestsPerSocket as number | null
    if (perSocket && perSocket > 0) server.maxRequestsPerSocket = perSocket
    return server
  }

  /** From now on, answer kept reads of `app` first; from its close on, Fastify answers all. */
  const attach = (app: FastifyInstance) => {
    let closing = false
    app.addHook('preClose', (done) => {
      closing = true
      done()
    })
    const recordMetrics = app.env.metricsToken !== undefined
    answer = (request, response) => {
      const method = request.method
      if (closing || (method !== 'GET' && method !== 'HEAD')) return false
      const started = performance.now()
      let requestId = ''
      let known: KnownUrl | undefined
      try {
        known = app.knownUrls.answer(request, response, () => {
          requestId = requestIdFrom(request.headers['x-request-id'])
          return requestId
        })
      } catch (error) {
        // Fastify would have answered a 500: the route answers instead, when nothing went out.
        app.log.error({ err: error, reqId: requestId || undefined }, 'kept answer failed')
        if (!response.headersSent) return false
        response.destroy()
        return true
      }
      if (!known) return false
      const milliseconds = performance.now() - started
      const statusCode = response.statusCode
      app.log.info(
        { reqId: requestId, ...requestLine(method, request.url ?? '', statusCode, milliseconds) },
        'request',
      )
      if (recordMetrics) {
        const seconds = milliseconds / 1000
        app.metrics.recordRequest({ method, route: known.route, statusCode, seconds })
      }
      return true
    }
  }

  return { serverFactory, attach }
}
