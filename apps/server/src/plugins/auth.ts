import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Auth } from '../modules/auth/auth.ts'
import { authMessages, authStatusMessages, OWN_CODES } from '../modules/auth/auth-messages.ts'

type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
  }
  interface FastifyRequest {
    /** The caller's session (cookie or bearer), looked up once per request; null when signed out. */
    authSession(): Promise<AuthSession | null>
  }
}

export type { AuthSession }

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

const sessionCache = new WeakMap<FastifyRequest, Promise<AuthSession | null>>()

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
      const hasBody = request.method === 'POST' && request.body !== undefined
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request),
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
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
  if (response.status < 400 || !response.headers.get('content-type')?.includes('json')) {
    return reply.send(text || null)
  }
  const body = JSON.parse(text || '{}') as { code?: string; message?: string }
  const code = body.code ?? `HTTP_${response.status}`
  // Our own hooks throw Indonesian messages under our codes; better-auth's are replaced.
  const message =
    (OWN_CODES.has(code) ? body.message : authMessages[code]) ??
    authStatusMessages[response.status] ??
    'Terjadi kesalahan. Silakan coba lagi.'
  request.log.info({ code, status: response.status }, 'auth request refused')
  return reply.type('application/json').send({ code, message, requestId: request.id })
}
