import { FIRST_SCREEN_DATA_ID, firstScreenKey } from '@pasarprompt/contracts/first-screen'
import { imageSrcSet } from '@pasarprompt/contracts/images'
import { escapeHtml, scriptSafeJson } from '../seo/render-meta.ts'
import type { LcpImage } from './first-screen-reads.ts'

export interface FirstScreen {
  /** Request path → the endpoint's JSON answer, as it sent it. */
  answers: Map<string, string>
  lcpImage: LcpImage | undefined
  /** The web app's modules the page renders with (FirstScreenPlan.modules). */
  modules: string[]
  /** Every read answered: a page with one missing (unknown, or failed) is never kept painted. */
  complete: boolean
}

/** `<`, `>`, `&`, U+2028 and U+2029 as JSON escapes: the same JSON, and it cannot end the script. */
const scriptSafe = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => scriptSafeJson(char).slice(1, -1))

/** The preload of the main picture, with the very `srcset` and `sizes` the app's `<img>` has. */
function preloadTag(image: LcpImage) {
  const srcset = imageSrcSet(image.url)
  const source = srcset
    ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"`
    : `href="${escapeHtml(image.url)}"`
  return `<link rel="preload" as="image" ${source} fetchpriority="high" />`
}

/**
 * The page's `index.html` carrying its first screen (ADR 0020): the answers as one JSON object
 * keyed like the app's requests, spliced from the bytes the endpoints sent (each is JSON
 * already, so the whole is too), and the main picture's preload at the top of `<head>`, before
 * the stylesheet and scripts, so the browser starts on it first.
 */
export function renderFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const entries = [...screen.answers].map(
    ([path, json]) => `${JSON.stringify(firstScreenKey(path))}:${json}`,
  )
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafe(`{${entries.join(',')}}`)}</script>`
  const bodyEnd = indexHtml.search(/<\/body>/i)
  let html =
    bodyEnd >= 0
      ? `${indexHtml.slice(0, bodyEnd)}${data}\n${indexHtml.slice(bodyEnd)}`
      : `${indexHtml}${data}`
  if (screen.lcpImage) {
    // After the viewport, which `imagesizes` is measured against (and the charset, which must
    // stay within the first 1024 bytes), before everything else.
    const start =
      /<meta\s+name=["']viewport["'][^>]*>/i.exec(html) ??
      /<meta\s+charset[^>]*>/i.exec(html) ??
      /<head\b[^>]*>/i.exec(html)
    const at = start ? start.index + start[0].length : 0
    html = `${html.slice(0, at)}\n${preloadTag(screen.lcpImage)}${html.slice(at)}`
  }
  return html
}
