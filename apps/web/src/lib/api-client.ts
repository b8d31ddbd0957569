import {
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
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
export function requestPath<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as AnyInput
  return `${endpointPath(endpoint.path, params as Record<string, unknown> | undefined)}${queryString(query)}`
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
  const path = requestPath(endpoint, input)
  const answer = await http.request<unknown>(endpoint.method, path, (input as AnyInput).body, init)
  // A 204 has no body; the endpoint declares `z.null()` for it.
  const parsed = endpoint.response.safeParse(answer === undefined ? null : answer)
  if (!parsed.success) {
    // A drift between server and client: logged for us, an Indonesian message for the user.
    console.error('Unexpected API answer', endpoint.method, endpoint.path, parsed.error)
    throw new ApiError(0, 'INVALID_RESPONSE', common.errors.generic)
  }
  return parsed.data as EndpointResponse<E>
}
