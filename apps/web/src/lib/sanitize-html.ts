import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

// Spec §5: the only markup seller-written rich text may keep.
const CONFIG: Config = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'class'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

// Syntax-highlighting hints only: any other class could restyle the page (`fixed inset-0`).
const CODE_CLASS = /^language-[\w+#-]+$/
const CODE_TAGS = new Set(['CODE', 'PRE'])

// Parsed the way the browser will parse it, so `java\tscript:` cannot slip through.
function isAllowedHref(href: string) {
  try {
    return LINK_PROTOCOLS.has(new URL(href).protocol)
  } catch {
    return false
  }
}

function createPurifier(): DOMPurify {
  const purifier = createDOMPurify(window)
  // Without a DOM, DOMPurify returns its input untouched: fail instead of passing HTML through.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM')
  purifier.setConfig(CONFIG)
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'href' && !isAllowedHref(event.attrValue)) {
      event.keepAttr = false
    } else if (event.attrName === 'class') {
      const kept = CODE_TAGS.has(node.nodeName)
        ? event.attrValue.split(/\s+/).filter((token) => CODE_CLASS.test(token))
        : []
      event.attrValue = kept.join(' ')
      event.keepAttr = kept.length > 0
    }
  })
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return
    // New tab (spec §5) without handing the opened page a handle on ours.
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  })
  return purifier
}

let purifier: DOMPurify | undefined

/** Cleans seller-written HTML down to the spec's allow-list; safe to render as innerHTML. */
export function sanitizeHtml(dirty: string): string {
  purifier ??= createPurifier()
  return purifier.sanitize(dirty)
}
