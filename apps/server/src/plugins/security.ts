import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from '../lib/app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Authenticated by its signature, and called by the payment gateway, which sends no Origin. */
const ORIGIN_EXEMPT_ROUTES = new Set(['/api/v1/payments/midtrans/notification'])

/**
 * The security baseline of DESIGN.md §2: strict headers with a CSP that allows no inline
 * script, and an Origin check on every cookie-carrying write to the API (cross-site request
 * forgery: a browser attaches cookies to requests other sites make).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { env } = app
  // Google's sign-in script, prompt and button come from its own host, allowed only when used.
  const google = env.google ? ['https://accounts.google.com'] : []
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        // React and Radix set element styles at run time; no script can be injected this way.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length > 0 ? google : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(env.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: env.isProduction ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  // Helmet's headers depend on nothing in the request here: made once, not per response (its
  // middleware re-parsed the CSP for each one, a tenth of a cached read's time).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })

  // Every write that carries a cookie, whatever its path looks like (`/%61pi/…` routes to /api
  // too); the exemption is matched on the route, not on the raw URL.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return done()
    if (ORIGIN_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return done()
    const origin = request.headers.origin
    if (!origin || !env.trustedOrigins.includes(origin))
      return done(new AppError('ORIGIN_REJECTED'))
    done()
  })
})

/** The headers helmet's middleware sets for these options, read once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  return headers
}
