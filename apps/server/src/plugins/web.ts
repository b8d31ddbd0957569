import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

interface WebPluginOptions {
  /** The web app's build output (`apps/web/dist`); when missing only the API is served. */
  distDir: string | undefined
}

const HASHED_ASSETS = `${path.sep}assets${path.sep}`

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and `index.html` for any other page a browser asks for (client-side routes).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.indexOf('?')
    return reply.redirect(`/marketplace${query >= 0 ? request.url.slice(query) : ''}`, 302)
  })

  const indexFile = options.distDir && path.join(options.distDir, 'index.html')
  if (!options.distDir || !indexFile || !existsSync(indexFile)) {
    app.log.warn('web build not found: only the API is served (run `npm run build`)')
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan'),
    )
    return
  }

  const indexHtml = readFileSync(indexFile)
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/'
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/assets/') &&
      !path.posix.extname(pathname)
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml)
  })
})
