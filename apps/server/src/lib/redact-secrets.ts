/** What a secret is replaced with in a log line. */
export const REDACTED = '[redacted]'

/**
 * Query parameters that carry a credential: email links (`verify-email?token=`), receipt links
 * (`/payment/{id}?token=`), OAuth callbacks (`code`, `state`) and anything named like a key.
 * The separators may be percent-encoded, once or twice, as in a `callbackURL` that holds another
 * link (better-auth encodes a callback's own `?redirect=…` again inside the verification link).
 */
const SECRET_PARAM =
  /((?:[?&;]|%(?:25)?3F|%(?:25)?26)(?:[\w.-]*(?:token|secret|signature|password|passwd)[\w.-]*|code|key|otp|state|sig|api_?key|invitationId)(?:=|%(?:25)?3D))[^&#\s"'\\<>]+/gi

/** Path segments that are themselves the credential. */
const SECRET_SEGMENT = /(\/(?:reset-password|snap)\/)[^/?#\s"'\\<>]+/gi

/** JSON fields named like a credential, wherever an object holding one is logged. */
const SECRET_FIELD =
  /("[\w-]*(?:token|secret|password|authorization|cookie)[\w-]*"\s*:\s*")(?:[^"\\]|\\.)*"/gi

const BEARER = /(\bBearer\s+)[\w.~+/=-]+/gi

/**
 * Fragments every match of the patterns above contains, in lower case (the patterns ignore
 * case, and only ASCII letters match case-insensitively there, which `toLowerCase` maps the
 * same way): a name holding token/secret/signature/passw(or)d/authorization/cookie, one of the
 * short parameter names right before its `=` (`api_key=` ends in `key=`), a secret path
 * segment, or `Bearer`. A line with none of them cannot match, so it skips the regexes.
 */
const TRIGGERS = [
  'token',
  'secret',
  'signature',
  'passw',
  'authorization',
  'cookie',
  'bearer',
  '/snap/',
]
const SHORT_NAMES = ['code', 'key', 'otp', 'state', 'sig', 'invitationid']

/** Whether `text` may hold a credential: plain substring searches, no regex. */
export function mayHoldSecret(text: string): boolean {
  const lower = text.toLowerCase()
  for (const trigger of TRIGGERS) if (lower.includes(trigger)) return true
  for (const equals of ['=', '%3d']) {
    if (!lower.includes(equals)) continue
    for (const name of SHORT_NAMES) if (lower.includes(name + equals)) return true
  }
  return false
}

/**
 * Takes credentials out of a log line (or a URL) and leaves everything else: whoever reads
 * the logs must not be able to open someone's receipt, reset their password or verify their
 * address. Applied to every line the logger writes, so no call site has to remember it; the
 * request line of a read, which has nothing to redact, costs a few substring searches.
 */
export function redactSecrets(text: string): string {
  if (!mayHoldSecret(text)) return text
  return text
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_FIELD, `$1${REDACTED}"`)
    .replace(BEARER, `$1${REDACTED}`)
}
