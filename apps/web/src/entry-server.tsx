// The storefront's server renderer (decision 0031), built by `vite build --ssr` into
// `dist-server/` and loaded by the API server's web plugin.
import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough } from 'node:stream'
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { routes } from './app/routes'
import { setFirstScreenSource } from './lib/first-screen-data'
import { createQueryClient } from './lib/query-client'

export { SERVER_RENDERED_ATTRIBUTE } from './entry-shared'
/** The server gives its own rich-text cleaner (same rules, on jsdom): there is no DOM here. */
export { setServerSanitizer } from './lib/html-sanitizer'

/** What a page renders to: its markup for `#root`, or nothing when rendering it failed. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'failed'; error: unknown }

const handler = createStaticHandler(routes)

// Each render reads its own page's answers, even when renders interleave while one waits on a
// lazy module: the store follows the render through its callbacks.
const pageAnswers = new AsyncLocalStorage<Map<string, unknown>>()
setFirstScreenSource(() => pageAnswers.getStore())

/** How long a render may wait for its lazy parts before it is given up (the page then goes out unpainted). */
const RENDER_TIMEOUT_MS = 10_000

/**
 * Renders the page at `url` as an anonymous visitor sees it, with `answers` (request key → the
 * public endpoint's answer, as the page embeds them) as its data. Everything is awaited
 * (`onAllReady`): the page is cached and sent whole, and a crawler reads it complete.
 */
export async function renderPage(
  url: string,
  answers: ReadonlyMap<string, unknown>,
): Promise<RenderedPage> {
  const context = await handler.query(new Request(url))
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const client = createQueryClient()
  const page = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  )
  return pageAnswers.run(
    new Map(answers),
    () =>
      new Promise<RenderedPage>((resolve) => {
        const chunks: Buffer[] = []
        let failure: unknown
        const stream = renderToPipeableStream(page, {
          // Every finished part stays where it stands: React otherwise moves a large one to the
          // end of the document with an inline script to put it back, which the CSP forbids
          // (no inline script) and which shows nothing without JavaScript.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            if (failure) {
              clearTimeout(timer)
              return resolve({ kind: 'failed', error: failure })
            }
            const sink = new PassThrough()
            sink.on('data', (chunk: Buffer) => chunks.push(chunk))
            sink.on('end', () => {
              clearTimeout(timer)
              resolve({
                kind: 'page',
                status: context.statusCode,
                html: Buffer.concat(chunks).toString('utf8'),
              })
            })
            stream.pipe(sink)
          },
          onShellError(error) {
            clearTimeout(timer)
            resolve({ kind: 'failed', error })
          },
          // An error inside the page would leave a part for the browser to render alone, and the
          // hydration would not match: the page goes out unpainted instead.
          onError(error) {
            failure ??= error
          },
        })
        const timer = setTimeout(() => {
          failure ??= new Error('render timed out')
          stream.abort()
        }, RENDER_TIMEOUT_MS)
      }),
  )
}
