import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'
import { loadFirstScreen } from './first-screen/load-first-screen.ts'
import { renderFirstScreen } from './first-screen/render-first-screen.ts'
import { loadServerRenderer } from './first-screen/server-renderer.ts'
import { metaPageOf, pageMetaFor } from './seo/page-meta.ts'
import { renderMeta, renderNoIndex } from './seo/render-meta.ts'
import { robotsTxt } from './seo/robots.ts'
import { buildSitemap } from './seo/sitemap.ts'

interface WebPluginOptions {
  /** The web app's build output (`apps/web/dist`); when missing only the API is served. */
  distDir: string | undefined
}

const HASHED_ASSETS = `${path.sep}assets${path.sep}`

/**
 * Server paths that are never pages: when not served (`/metrics` without METRICS_TOKEN) they
 * answer the API's JSON 404, so a scraper or a probe never mistakes the web app for them.
 */
const SERVER_ONLY_PATHS = new Set(['/metrics'])

function refuseServerOnlyPath(request: FastifyRequest) {
  const pathname = request.url.split('?', 1)[0] ?? '/'
  if (SERVER_ONLY_PATHS.has(pathname.replace(/\/+$/, '') || '/')) {
    throw new AppError('ROUTE_NOT_FOUND')
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and `index.html` for any other page a browser asks for (client-side routes),
 * with the page's own meta for prompt and shop pages (ADR 0004) and, on the storefront's main
 * pages, the data and main picture of the first screen (ADR 0020).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.indexOf('?')
    return reply.redirect(`/marketplace${query >= 0 ? request.url.slice(query) : ''}`, 302)
  })

  // Crawlers read these with or without a web build.
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.env.publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const sitemap = await buildSitemap(app.db, app.env.publicUrl)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap)
  })

  const indexFile = options.distDir && path.join(options.distDir, 'index.html')
  if (!options.distDir || !indexFile || !existsSync(indexFile)) {
    app.log.warn('web build not found: only the API is served (run `npm run build`)')
    app.setNotFoundHandler((request, reply) => {
      refuseServerOnlyPath(request)
      return reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan')
    })
    return
  }

  const indexHtml = readFileSync(indexFile, 'utf8')
  const renderer = await loadServerRenderer(options.distDir, app.log)
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

  app.setNotFoundHandler(async (request, reply) => {
    refuseServerOnlyPath(request)
    const pathname = request.url.split('?', 1)[0] ?? '/'
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/assets/') &&
      !path.posix.extname(pathname)
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan')
    const sendPage = (status: number, html: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html)

    // A page's data are read for GET only: HEAD answers with the same status and headers, and
    // a crawler's HEAD should not count as a prompt's view.
    const withFirstScreen = async (html: string) => {
      if (request.method !== 'GET') return html
      try {
        const screen = await loadFirstScreen(app, request.url)
        if (!screen) return html
        const withData = renderFirstScreen(html, screen)
        return (await renderer?.render(withData, request.url, screen)) ?? withData
      } catch (error) {
        request.log.error({ err: error, pathname }, 'first screen lookup failed')
        return html
      }
    }

    // HEAD answers as GET would, status included.
    const page = metaPageOf(pathname)
    if (!page) return sendPage(200, await withFirstScreen(indexHtml))
    try {
      const meta = await pageMetaFor(app.db, pathname, app.env.publicUrl)
      if (meta) return sendPage(200, await withFirstScreen(renderMeta(indexHtml, meta)))
    } catch (error) {
      // The page still works without its preview; the app fetches its own data.
      request.log.error({ err: error, pathname }, 'page meta lookup failed')
      return sendPage(200, indexHtml)
    }
    // An unknown or unpublished prompt is a 404, so search engines drop it (the app shows its
    // not-found page all the same). A single unknown segment stays 200 with `noindex`: the top
    // level is the app's catch-all, and a first segment the app adds before the reserved list
    // learns it must not be dropped from search engines by a 404.
    return page.kind === 'prompt'
      ? sendPage(404, indexHtml)
      : sendPage(200, renderNoIndex(indexHtml))
  })
})
