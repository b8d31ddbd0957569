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

/**
 * The class names seller text may keep (spec §5 allows `class`; DESIGN.md §4 limits its values),
 * each on the tags it means something on: a lead paragraph, and syntax-highlighting hints. Any
 * other name could restyle the page (`fixed inset-0` is a Tailwind utility the app ships).
 */
const KEPT_CLASSES: { name: RegExp; tags: ReadonlySet<string> }[] = [
  { name: /^lead$/, tags: new Set(['P']) },
  { name: /^language-[a-z0-9+#-]{1,30}$/, tags: new Set(['CODE', 'PRE']) },
]

/** The classes an element may keep; none outside the list above. */
export const keptClasses = (nodeName: string, value: string) =>
  value
    .split(/\s+/)
    .filter((token) =>
      KEPT_CLASSES.some(({ name, tags }) => tags.has(nodeName) && name.test(token)),
    )

/** Links open in a new tab, give the opened page no handle on ours and pass no ranking. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow'

/** The part of DOMPurify the rules need (contracts import nothing but zod). */
export interface RichTextPurifier {
  setConfig(config: {
    ALLOWED_TAGS: string[]
    ALLOWED_ATTR: string[]
    ALLOW_DATA_ATTR: boolean
    ALLOW_ARIA_ATTR: boolean
  }): void
  addHook(
    entryPoint: 'uponSanitizeAttribute',
    hook: (
      node: Element,
      event: { attrName: string; attrValue: string; keepAttr: boolean },
    ) => void,
  ): void
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: Element) => void): void
}

/** Gives a DOMPurify instance the spec's rules; the server and the web app both call this. */
export function applyRichTextRules(purifier: RichTextPurifier): void {
  purifier.setConfig({
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  })
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'href' && !isAllowedHref(event.attrValue)) {
      event.keepAttr = false
    } else if (event.attrName === 'class') {
      const kept = keptClasses(node.nodeName, event.attrValue)
      event.attrValue = kept.join(' ')
      event.keepAttr = kept.length > 0
    }
  })
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', RICH_TEXT_LINK_REL)
  })
}
