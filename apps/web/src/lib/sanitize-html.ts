import { applyRichTextRules } from '@pasarprompt/contracts/rich-text'
import createDOMPurify, { type DOMPurify } from 'dompurify'

function createPurifier(): DOMPurify {
  const purifier = createDOMPurify(window)
  // Without a DOM, DOMPurify returns its input untouched: fail instead of passing HTML through.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM')
  // Spec §5: the same rules the server applied before storing.
  applyRichTextRules(purifier)
  return purifier
}

let purifier: DOMPurify | undefined
/** The server's cleaner, with the same rules, when the page is rendered on the server (no DOM). */
let serverSanitizer: ((dirty: string) => string) | undefined

export function setServerSanitizer(sanitize: (dirty: string) => string) {
  serverSanitizer = sanitize
}

/** Cleans seller-written HTML down to the spec's allow-list; safe to render as innerHTML. */
export function sanitizeHtml(dirty: string): string {
  if (serverSanitizer) return serverSanitizer(dirty)
  purifier ??= createPurifier()
  return purifier.sanitize(dirty)
}
