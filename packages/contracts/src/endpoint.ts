import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Where an endpoint lives, without its schemas: what a caller that must not load zod (the
 * storefront's first screen) needs to build the request. The endpoint is built from it.
 */
export interface EndpointRoute {
  readonly method: HttpMethod
  /** The full path, with `:name` for each path parameter. */
  readonly path: string
}

/**
 * One API call as both sides see it: the server builds its route schema from it and the web
 * app's typed client builds the request and parses the answer with the same schemas.
 */
export interface Endpoint extends EndpointRoute {
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The success body; `z.null()` when the answer is 204 No Content. */
  response: z.ZodType
  /** The success status (200 unless said). */
  status?: 200 | 201 | 204
}

/** Keeps the literal types of an endpoint, so callers and handlers are typed from it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined

/** What a caller passes: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: InputOf<E[K]>
}

/** What the endpoint answers once its response schema has parsed it. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>

/** `/api/v1/shops/:slug` with `{slug: 'a b'}` → `/api/v1/shops/a%20b`. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
