import {
  isAllowedHref,
  keptClasses,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@pasarprompt/contracts/rich-text'
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

// Spec §5: the only markup seller-written rich text may keep.
const CONFIG: Config = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
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
      const kept = keptClasses(node.nodeName, event.attrValue)
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
