/** What a secret is replaced with in a log line. */
export const REDACTED = '[redacted]'

/**
 * Query parameters that carry a credential: email links (`verify-email?token=`), receipt links
 * (`/payment/{id}?token=`), OAuth callbacks (`code`, `state`) and anything named like a key.
 * The separators may be percent-encoded, as in a `callbackURL` that holds another link.
 */
const SECRET_PARAM =
  /((?:[?&;]|%3F|%26)(?:[\w.-]*(?:token|secret|signature|password|passwd)[\w.-]*|code|key|otp|state|sig|api_?key|invitationId)(?:=|%3D))[^&#\s"'\\<>]+/gi

/** Path segments that are themselves the credential. */
const SECRET_SEGMENT = /(\/(?:reset-password|snap)\/)[^/?#\s"'\\<>]+/gi

/** JSON fields named like a credential, wherever an object holding one is logged. */
const SECRET_FIELD =
  /("[\w-]*(?:token|secret|password|authorization|cookie)[\w-]*"\s*:\s*")(?:[^"\\]|\\.)*"/gi

const BEARER = /(\bBearer\s+)[\w.~+/=-]+/gi

/**
 * Takes credentials out of a log line (or a URL) and leaves everything else: whoever reads
 * the logs must not be able to open someone's receipt, reset their password or verify their
 * address. Applied to every line the logger writes, so no call site has to remember it.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_FIELD, `$1${REDACTED}"`)
    .replace(BEARER, `$1${REDACTED}`)
}
