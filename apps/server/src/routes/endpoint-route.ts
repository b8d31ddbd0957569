import type { Endpoint } from '@pasarprompt/contracts/endpoint'
import { ErrorBody } from '@pasarprompt/contracts/errors'

/** The error statuses a route may answer with, each as `{code, message}`. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503

type SuccessStatus<E extends Endpoint> = E['status'] extends number ? E['status'] : 200

interface RouteDoc {
  tags: string[]
  summary: string
  /** Documented failures (OpenAPI); the error handler answers any of them whatever is listed. */
  errors?: readonly ErrorStatus[]
}

/**
 * A route's method, url and schema from its endpoint in contracts: the same params, query,
 * body and response the web app's client uses, at the path relative to the plugin's prefix.
 * `app.route({...endpointRoute(app, api.x, doc), handler})` keeps the handler fully typed.
 */
export function endpointRoute<const E extends Endpoint>(
  app: { prefix: string },
  endpoint: E,
  doc: RouteDoc,
) {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.path} is not under the plugin's prefix ${app.prefix}`)
  }
  const errors = Object.fromEntries((doc.errors ?? []).map((status) => [status, ErrorBody]))
  // Only the parts the endpoint declares: Fastify warns at start of each one present but undefined.
  const parts = { params: endpoint.params, querystring: endpoint.query, body: endpoint.body }
  const declared = Object.fromEntries(
    Object.entries(parts).filter(([, schema]) => schema !== undefined),
  ) as { params: E['params']; querystring: E['query']; body: E['body'] }
  return {
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length) || '/',
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...declared,
      response: { ...errors, [endpoint.status ?? 200]: endpoint.response } as {
        [S in SuccessStatus<E>]: E['response']
      } & { [S in ErrorStatus]?: typeof ErrorBody },
    },
  }
}
