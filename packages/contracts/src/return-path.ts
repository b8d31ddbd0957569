const PARSE_BASE = 'https://pasarprompt.invalid'

const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0
  return code < 0x20 || code === 0x7f
}

/**
 * A place on this site to send someone back to after signing in or up, or null: only a path
 * (`/marketplace/prompt/x?y#z`), never an absolute URL, `//host`, `/\host`, a backslash or a
 * control character that a browser would read as another site.
 */
export function safeReturnPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > 2000) return null
  if (!target.startsWith('/') || target.startsWith('//')) return null
  // Browsers read `\` as `/` and drop tabs and newlines: `/\evil.test`, `/\t/evil.test`.
  if (target.includes('\\') || Array.from(target).some(isControl)) return null
  try {
    const url = new URL(target, PARSE_BASE)
    return url.origin === PARSE_BASE ? target : null
  } catch {
    return null
  }
}

/**
 * Where the verification mail's link lands: the verification page, which then sends the person
 * on to `returnTo` (a safe path) once the address is verified.
 */
export function emailVerifiedPath(returnTo?: string | null): string {
  const next = safeReturnPath(returnTo)
  return next
    ? `/verify-email?status=verified&redirect=${encodeURIComponent(next)}`
    : '/verify-email?status=verified'
}
