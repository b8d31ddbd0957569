import {
  isAllowedHref,
  keptClasses,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@pasarprompt/contracts/rich-text'
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * Seller-written rich text is cleaned before it is stored (DESIGN.md §4), with the same rules the
 * web app applies again when it renders (`apps/web/src/lib/sanitize-html.ts`); links open in a
 * new tab and pass no ranking to sellers' sites.
 */
function createPurifier(): DOMPurify {
  const purifier = createDOMPurify(new JSDOM('').window)
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
    node.setAttribute('rel', 'noopener noreferrer nofollow')
  })
  return purifier
}

let purifier: DOMPurify | undefined

export function sanitizeRichText(dirty: string): string {
  purifier ??= createPurifier()
  return purifier.sanitize(dirty).trim()
}

/** The text of rich text, for "is it empty?" checks and excerpts. */
export const richTextToPlain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
