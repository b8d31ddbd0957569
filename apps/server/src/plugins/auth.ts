import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'
import { judgedByOutcome } from '../lib/outcome-log.ts'
import type { Auth } from '../modules/auth/auth.ts'
import { authMessages, authStatusMessages, OWN_CODES } from '../modules/auth/auth-messages.ts'
import type { AuthSession } from '../modules/auth/session.ts'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    /** The caller's session (cookie or bearer), looked up once per request; null when signed out. */
    authSession(): Promise<AuthSession | null>
  }
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-forwarded-for') continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  // better-auth rate-limits and records sessions by this header: give it the address Fastify
  // trusts (TRUST_PROXY), never the one a client claims.
  headers.set('x-forwarded-for', request.ip)
  return headers
}

const sessionCache = new WeakMap<FastifyRequest, Promise<AuthSession | null>>()

/**
 * The GET endpoints the app and its emails use. Others are not served: a cross-site link
 * carries the Lax cookie, and some of better-auth's GETs change state (the active organisation).
 */
const ALLOWED_GETS = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/auth\/list-sessions$/,
  // Read-only; better-auth answers only a member of that organisation (Setting's team list).
  /^\/api\/auth\/organization\/list-members$/,
  // Read-only too: the pending invitations of an organisation, for its members (Setting).
  /^\/api\/auth\/organization\/list-invitations$/,
  /^\/api\/auth\/verify-email$/,
  /^\/api\/auth\/reset-password\/[^/]+$/,
  /^\/api\/auth\/callback\/[a-z]+$/,
  /^\/api\/auth\/error$/,
]

/**
 * Mounts better-auth at /api/auth/* and gives every request a memoised `authSession()`.
 * better-auth's error bodies are rewritten to our `{code, message}` shape in Indonesian.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { auth: Auth }) => {
  const { auth } = options
  app.decorate('auth', auth)
  app.decorateRequest('authSession', function (this: FastifyRequest) {
    let cached = sessionCache.get(this)
    if (!cached) {
      cached = auth.api.getSession({ headers: toHeaders(this) })
      sessionCache.set(this, cached)
    }
    return cached
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.env.publicUrl)
      if (request.method === 'GET' && !ALLOWED_GETS.some((path) => path.test(url.pathname))) {
        throw new AppError('ROUTE_NOT_FOUND')
      }
      const hasBody = request.method === 'POST' && request.body !== undefined
      // better-auth logs a bad callbackURL or an unknown OAuth state at error level: its lines
      // are written at info unless the answer is a server fault.
      const response = await judgedByOutcome(request.log, () =>
        auth.handler(
          new Request(url, {
            method: request.method,
            headers: toHeaders(request),
            ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
          }),
        ),
      )
      return relay(response, request, reply)
    },
  })
})

async function relay(response: Response, request: FastifyRequest, reply: FastifyReply) {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  reply.header('cache-control', 'no-store')

  const text = await response.text()
  if (response.status < 400) return reply.send(text || null)
  const body = parseErrorBody(text)
  const code = body.code ?? `HTTP_${response.status}`
  // Our own hooks throw Indonesian messages under our codes; better-auth's are replaced.
  const message =
    (OWN_CODES.has(code) ? body.message : authMessages[code]) ??
    authStatusMessages[response.status] ??
    'Terjadi kesalahan. Silakan coba lagi.'
  request.log.info({ code, status: response.status }, 'auth request refused')
  if (response.status >= 500)
    request.log.error({ code, status: response.status }, 'auth request failed')
  return reply.type('application/json').send({ code, message, requestId: request.id })
}

/** better-auth's error body, or nothing when it sent none (some failures have an empty body). */
function parseErrorBody(text: string): { code?: string; message?: string } {
  try {
    const body: unknown = JSON.parse(text)
    return typeof body === 'object' && body !== null ? body : {}
  } catch {
    return {}
  }
}
