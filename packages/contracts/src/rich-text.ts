/**
 * The rich-text rules of spec §5, shared by the server (which stores only clean HTML) and the web
 * app (which cleans again before rendering). Each side runs them through DOMPurify.
 */
export const RICH_TEXT_TAGS = [
  'a',
  'b',
  'br',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'ul',
  'blockquote',
]
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'class']

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/** Parsed the way a browser parses it, so `java\tscript:` cannot slip through. */
export function isAllowedHref(href: string) {
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol)
  } catch {
    return false
  }
}

// Syntax-highlighting hints only: any other class could restyle the page (`fixed inset-0`).
const CODE_CLASS = /^language-[\w+#-]+$/
const CODE_TAGS = new Set(['CODE', 'PRE'])

/** The classes an element may keep: `language-*` on code and pre, nothing elsewhere. */
export const keptClasses = (nodeName: string, value: string) =>
  CODE_TAGS.has(nodeName) ? value.split(/\s+/).filter((token) => CODE_CLASS.test(token)) : []
