import { applyRichTextRules } from '@pasarprompt/contracts/rich-text'
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { serverSanitizer } from './html-sanitizer'

function createPurifier(): DOMPurify {
  const purifier = createDOMPurify(window)
  // Without a DOM, DOMPurify returns its input untouched: fail instead of passing HTML through.
  if (!purifier.isSupported) throw new Error('sanitizeHtml needs a DOM')
  // Spec §5: the same rules the server applied before storing.
  applyRichTextRules(purifier)
  return purifier
}

let purifier: DOMPurify | undefined

/** Cleans seller-written HTML down to the spec's allow-list; safe to render as innerHTML. */
export function sanitizeHtml(dirty: string): string {
  // On the server there is no DOM: the renderer's cleaner, with the same rules.
  const onServer = serverSanitizer()
  if (onServer) return onServer(dirty)
  purifier ??= createPurifier()
  return purifier.sanitize(dirty)
}
