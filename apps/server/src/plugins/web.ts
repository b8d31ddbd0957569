import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'
import { firstScreenPlan } from './first-screen/first-screen-reads.ts'
import { loadFirstScreen } from './first-screen/load-first-screen.ts'
import { createPageCache, servePage, UncachedPage } from './first-screen/page-cache.ts'
import { renderFirstScreen } from './first-screen/render-first-screen.ts'
import { loadServerRenderer, type ServerRenderer } from './first-screen/server-renderer.ts'
import { type MetaPage, metaPageOf, pageMetaFor } from './seo/page-meta.ts'
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
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. The
 * storefront's pages (home, list, prompt, shop, guide, static pages) go out painted by the
 * server and cached (decision 0031), with their own meta (ADR 0004) and the first screen's data
 * and main picture (ADR 0020); any other page is `index.html`, rendered in the browser.
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
  if (renderer) createPageCache(app)
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

  /**
   * An unknown or unpublished prompt is a 404, so search engines drop it (the app shows its
   * not-found page all the same). A single unknown segment stays 200 with `noindex`: the top
   * level is the app's catch-all, and a first segment the app adds before the reserved list
   * learns it must not be dropped from search engines by a 404.
   */
  const unknownPage = (page: MetaPage) =>
    page.kind === 'prompt'
      ? new UncachedPage(404, indexHtml)
      : new UncachedPage(200, renderNoIndex(indexHtml))

  /** A storefront page painted by the server (decision 0031): its meta, data and markup. */
  async function buildPaintedPage(url: string, painter: ServerRenderer) {
    const pathname = url.split('?', 1)[0] ?? '/'
    const page = metaPageOf(pathname)
    let html = indexHtml
    if (page) {
      const meta = await pageMetaFor(app.db, pathname, app.env)
      if (!meta) return unknownPage(page)
      html = renderMeta(indexHtml, meta)
    }
    const screen = await loadFirstScreen(app, url)
    if (!screen) return new UncachedPage(200, html)
    const withData = renderFirstScreen(html, screen)
    // A read that did not answer (an unknown static page, a failing query): the browser paints
    // the page from what it asks itself, and nothing is kept.
    if (!screen.complete) return new UncachedPage(200, withData)
    return (await painter.render(withData, url, screen)) ?? new UncachedPage(200, withData)
  }

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

    // HEAD answers as GET would, status included; GET and HEAD share the cached page.
    const search = new URLSearchParams(request.url.slice(pathname.length + 1))
    const plan = renderer ? firstScreenPlan(pathname, search) : null
    if (renderer && plan) {
      // One address per page: another spelling (a capital in a shop's name, an encoded letter,
      // a trailing slash) is sent to it, so each page is painted and kept once.
      if (!plan.canonicalUrl.includes('?') && plan.canonicalUrl !== pathname) {
        const query = request.url.slice(pathname.length)
        return reply.redirect(`${plan.canonicalUrl}${query}`, 301)
      }
      return servePage(app, request, reply, plan.canonicalUrl, () =>
        buildPaintedPage(plan.canonicalUrl, renderer).catch((error: unknown) => {
          request.log.error({ err: error, pathname }, 'server-rendered page failed')
          return new UncachedPage(200, indexHtml)
        }),
      )
    }

    // Without a renderer (or for the pages it does not paint): the app shell, with the first
    // screen's data where there is one. A page's data are read for GET only: a crawler's HEAD
    // should not count as a prompt's view.
    const withFirstScreen = async (html: string) => {
      if (request.method !== 'GET') return html
      try {
        const screen = await loadFirstScreen(app, request.url)
        return screen ? renderFirstScreen(html, screen) : html
      } catch (error) {
        request.log.error({ err: error, pathname }, 'first screen lookup failed')
        return html
      }
    }
    const page = metaPageOf(pathname)
    if (!page) return sendPage(200, await withFirstScreen(indexHtml))
    try {
      const meta = await pageMetaFor(app.db, pathname, app.env)
      if (meta) return sendPage(200, await withFirstScreen(renderMeta(indexHtml, meta)))
    } catch (error) {
      // The page still works without its preview; the app fetches its own data.
      request.log.error({ err: error, pathname }, 'page meta lookup failed')
      return sendPage(200, indexHtml)
    }
    const unknown = unknownPage(page)
    return sendPage(unknown.status, unknown.html)
  })
})
