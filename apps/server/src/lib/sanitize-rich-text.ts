import { applyRichTextRules } from '@pasarprompt/contracts/rich-text'
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * Seller-written rich text is cleaned before it is stored (DESIGN.md §4), with the same rules the
 * web app applies again when it renders (`apps/web/src/lib/sanitize-html.ts`).
 */
function createPurifier(): DOMPurify {
  const purifier = createDOMPurify(new JSDOM('').window)
  applyRichTextRules(purifier)
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
