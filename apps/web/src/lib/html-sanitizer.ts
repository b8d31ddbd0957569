/**
 * Which cleaner seller HTML goes through, without loading DOMPurify (~12 KB gzip) with the page
 * that shows it (issue 27). The server renderer sets its own cleaner before the first render;
 * in the browser DOMPurify is loaded the first time seller HTML is shown (`loadSanitizer`).
 */
type Sanitize = (dirty: string) => string

let onServer: Sanitize | undefined
let inBrowser: Sanitize | undefined

/** The server renderer's cleaner: the server's DOMPurify on jsdom, with the same rules. */
export function setServerSanitizer(sanitize: Sanitize) {
  onServer = sanitize
}

export function serverSanitizer(): Sanitize | undefined {
  return onServer
}

/** The cleaner, if it is loaded (always on the server). */
export function loadedSanitizer(): Sanitize | undefined {
  return onServer ?? inBrowser
}

/** DOMPurify with the spec's rules, loaded once (in the browser: the server never awaits it). */
export async function loadSanitizer(): Promise<Sanitize> {
  inBrowser ??= (await import('./sanitize-html')).sanitizeHtml
  return inBrowser
}
