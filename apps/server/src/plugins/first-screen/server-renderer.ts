import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { firstScreenKey } from '@pasarprompt/contracts/first-screen'
import type { FastifyBaseLogger } from 'fastify'
import { sanitizeRichText } from '../../lib/sanitize-rich-text.ts'
import { escapeHtml } from '../seo/render-meta.ts'
import type { FirstScreen } from './render-first-screen.ts'

/** The web build's server renderer (`apps/web/src/entry-server.tsx`), as its bundle exports it. */
interface RendererModule {
  SERVER_RENDERED_ATTRIBUTE: string
  setServerSanitizer(sanitize: (dirty: string) => string): void
  renderPage(
    url: string,
    answers: ReadonlyMap<string, unknown>,
  ): Promise<
    | { kind: 'page'; status: number; html: string }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'failed'; error: unknown }
  >
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

export interface ServerRenderer {
  /**
   * `indexHtml` with the page at `url` painted inside `#root` and the app started by
   * `start-app.js` with the page's chunks; `null` when the page could not be painted (the
   * browser then renders it, as before).
   */
  render(indexHtml: string, url: string, screen: FirstScreen): Promise<string | null>
}

/**
 * Loads the server renderer the web build wrote beside `distDir` (`dist-server/`), with the
 * build's manifest for the chunks each page needs; `null` without one (an API-only run, or a
 * test's stand-in build), and the pages then go out as the empty app shell.
 */
export async function loadServerRenderer(
  distDir: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  const bundle = path.join(distDir, '..', 'dist-server', 'entry-server.js')
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(bundle) || !existsSync(manifestFile)) return null
  const renderer = (await import(pathToFileURL(bundle).href)) as RendererModule
  renderer.setServerSanitizer(sanitizeRichText)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entryChunks = chunksOf(manifest, ['index.html'])
  const pageChunks = (modules: string[]) =>
    chunksOf(manifest, modules).filter((file) => !entryChunks.includes(file))

  return {
    async render(indexHtml, url, screen) {
      const answers = new Map<string, unknown>()
      for (const [requestPath, json] of screen.answers) {
        answers.set(firstScreenKey(requestPath), JSON.parse(json))
      }
      const page = await renderer.renderPage(`http://storefront${url}`, answers)
      if (page.kind !== 'page') {
        if (page.kind === 'failed') log.error({ err: page.error, url }, 'server render failed')
        return null
      }
      // The router's own error page (a chunk that would not load): not a page to keep.
      if (page.status !== 200) {
        log.error({ url, status: page.status }, 'server render ended on an error page')
        return null
      }
      return paint(
        indexHtml,
        page.html,
        renderer.SERVER_RENDERED_ATTRIBUTE,
        pageChunks(screen.modules).map((file) => `/${file}`),
      )
    },
  }
}

/** Every chunk the modules load before they run, theirs included, in the manifest's order. */
function chunksOf(manifest: Manifest, modules: string[]) {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return files
}

const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The page's markup in `#root` (marked, so the browser hydrates it). React writes a page's
 * `<title>` first; it goes to `<head>`, after the page's own, where the browser's React would put
 * it (and finds it again when hydrating). The app's entry script and its preloads give way to
 * `start-app.js`, which asks for them, the page's own chunks included, once the painted page is
 * on screen.
 */
function paint(indexHtml: string, markup: string, attribute: string, pageChunks: string[]) {
  const hoisted = HOISTED_HEAD.exec(markup)?.[0] ?? ''
  const body = markup.slice(hoisted.length)
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string)
  const start = `<script src="/start-app.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preloads, ...pageChunks].join(' '))}" defer></script>`
  const head = indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  const headEnd = head.search(/<\/head>/i)
  const withHead = `${head.slice(0, headEnd)}${start}\n${hoisted}\n${head.slice(headEnd)}`
  return withHead.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root" ${attribute}>${body}</div>`,
  )
}
