import type { PageMeta } from './page-meta.ts'

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** For text and double-quoted attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char)

const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON that can sit inside `<script>`: with no `<` a seller's text can never close the tag or
 * open a comment, and the escapes are still the same JSON for any parser.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => jsonEscapes[char] ?? char)

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i
const DESCRIPTION = /<meta\s[^>]*name=["']description["'][^>]*>/i

/** Puts tags at the end of `<head>` (or where it would be); slices, so `$` in text is literal. */
function insertIntoHead(html: string, tags: string) {
  const headEnd = html.search(/<\/head>/i)
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${tags}\n${html.slice(headEnd)}`
  const htmlTag = /<html\b[^>]*>/i.exec(html)
  const at = htmlTag ? htmlTag.index + htmlTag[0].length : 0
  return `${html.slice(0, at)}${tags}${html.slice(at)}`
}

const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}" />`

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}" />`

/**
 * The app's `index.html` with a page's own title, description, Open Graph, canonical link and
 * JSON-LD. The JSON-LD block is data, not script: browsers never run it, so the CSP's ban on
 * inline scripts neither applies to it nor needs loosening.
 */
export function renderMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    metaProperty('og:site_name', 'PasarPrompt'),
    metaProperty('og:locale', 'id_ID'),
    metaProperty('og:type', meta.ogType),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', meta.canonicalUrl),
    ...(meta.imageUrl ? [metaProperty('og:image', meta.imageUrl)] : []),
    metaName('twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`,
  ]
  const withoutDefaults = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '')
  return insertIntoHead(withoutDefaults, tags.join('\n'))
}

/** The app's `index.html`, asking search engines not to index the page. */
export function renderNoIndex(indexHtml: string): string {
  return insertIntoHead(indexHtml, metaName('robots', 'noindex'))
}
