import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointRoute,
  endpointPath,
} from '@pasarprompt/contracts/endpoint'
import { common } from '@/locales/id/common'
import { ApiError, http, type RequestOptions } from './http'

type AnyInput = { params?: unknown; query?: unknown; body?: unknown }

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    // An empty filter means "no filter": the server's schemas would refuse '' for most fields.
    if (value === undefined || value === '') continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

/** The path and query string a call asks for. */
export function requestPath(route: EndpointRoute, input: unknown): string {
  const { params, query } = input as AnyInput
  return `${endpointPath(route.path, params as Record<string, unknown> | undefined)}${queryString(query)}`
}

/** Sends one request to where the route says; the answer as it came (`undefined` for a 204). */
function send(route: EndpointRoute, input: unknown, init?: RequestOptions): Promise<unknown> {
  return http.request<unknown>(
    route.method,
    requestPath(route, input),
    (input as AnyInput).body,
    init,
  )
}

function parseAnswer<E extends Endpoint>(endpoint: E, answer: unknown): EndpointResponse<E> {
  // A 204 has no body; the endpoint declares `z.null()` for it.
  const parsed = endpoint.response.safeParse(answer === undefined ? null : answer)
  if (!parsed.success) {
    // A drift between server and client: logged for us, an Indonesian message for the user.
    console.error('Unexpected API answer', endpoint.method, endpoint.path, parsed.error)
    throw new ApiError(0, 'INVALID_RESPONSE', common.errors.generic)
  }
  return parsed.data as EndpointResponse<E>
}

/**
 * One typed API call: the path, query and body come from the endpoint the server declares too,
 * and the answer is parsed with its response schema, so a drift shows up as an error here.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  init?: RequestOptions,
): Promise<EndpointResponse<E>> {
  return parseAnswer(endpoint, await send(endpoint, input, init))
}

/**
 * A caller for one endpoint group that loads no zod (decision 0021): requests are built from the
 * group's zod-free routes and typed from its endpoints. A production build trusts the answer —
 * the server has already serialised it through the same response schema — while a development
 * build loads the group's schemas on first use and parses every answer, so a drift still shows.
 */
export function leanApiClient<Api extends Record<string, Endpoint>>(
  routes: { readonly [K in keyof Api]: EndpointRoute },
  loadEndpoints: () => Promise<Api>,
) {
  return async function callLeanApi<K extends keyof Api>(
    name: K,
    input: EndpointInput<Api[K]>,
    init?: RequestOptions,
  ): Promise<EndpointResponse<Api[K]>> {
    const answer = await send(routes[name], input, init)
    if (!import.meta.env.DEV)
      return (answer === undefined ? null : answer) as EndpointResponse<Api[K]>
    return parseAnswer((await loadEndpoints())[name], answer)
  }
}

/**
 * A caller for one endpoint group whose schemas load on its first call (decision 0021): the
 * signed-in reads the storefront's frame and cards make keep zod's check without putting zod in
 * a visitor's first load.
 */
export function lazyApiClient<Api extends Record<string, Endpoint>>(
  loadEndpoints: () => Promise<Api>,
) {
  return async function callLazyApi<K extends keyof Api>(
    name: K,
    input: EndpointInput<Api[K]>,
    init?: RequestOptions,
  ): Promise<EndpointResponse<Api[K]>> {
    return callApi((await loadEndpoints())[name], input, init)
  }
}
