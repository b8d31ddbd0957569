import { API_TIMEOUT_MS, DEFAULT_APP_ID } from '@pasarprompt/contracts/constants'
import type { ErrorBody, ErrorCode, FieldError } from '@pasarprompt/contracts/errors'
import type { z } from 'zod'
import { common } from '@/locales/id/common'

/** A failed API call, carrying the server's Indonesian message for toasts and forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a refused body (`body.title`…), for the form to show. */
    readonly fields: z.infer<typeof FieldError>[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Whether a failure is the API's refusal with one of these codes: screens branch on the code. */
export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as string[]).includes(error.code)
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RequestOptions = {
  signal?: AbortSignal | undefined
  /** Extra headers of this one call (an order's access token, say); ours win on a clash. */
  headers?: Record<string, string> | undefined
}

export type HttpClientOptions = {
  baseUrl?: string
  getToken: () => string | null
  getOrganizationId: () => string | null
  log?: Pick<Console, 'error'>
  timeoutMs?: number
}

// The one call whose body the server reads as-is, without the tenant ids (spec §7).
const UNSTAMPED_PATHS = new Set(['/api/v1/product/get'])

// Server-owned timestamps: a client echoing them back must not overwrite them.
const SERVER_STAMPS = ['createdAt', 'lastUpdatedAt']

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isErrorBody(value: unknown): value is ErrorBody {
  return isPlainObject(value) && typeof value.code === 'string' && typeof value.message === 'string'
}

/** A response's body: parsed JSON, the text when it is not JSON, `undefined` when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * What a refused call throws, logged first as the spec's client logs it (§8): the server's code,
 * Indonesian message and field messages when the body is ours, a generic message otherwise.
 */
export function refusal(
  status: number,
  body: unknown,
  log: Pick<Console, 'error'> = console,
): ApiError {
  if (status === 401) log.error('Unauthorized access')
  else if (status === 403) log.error('Forbidden access')
  else if (status === 404) log.error('Resource not found')
  else log.error(body)
  return isErrorBody(body)
    ? new ApiError(status, body.code, body.message, body.fields ?? [])
    : new ApiError(status, 'HTTP_ERROR', common.errors.generic)
}

/** The spec's API client (§7, §8): bearer token, tenant ids on writes, errors logged then thrown. */
export function createHttpClient({
  baseUrl = '',
  getToken,
  getOrganizationId,
  log = console,
  timeoutMs = API_TIMEOUT_MS,
}: HttpClientOptions) {
  function prepareBody(method: HttpMethod, path: string, body: unknown): unknown {
    // A file upload goes out as the browser encodes it: nothing can be merged into its parts.
    if (body instanceof FormData) return body
    const pathname = path.split('?')[0] ?? path
    if ((method !== 'POST' && method !== 'PUT') || UNSTAMPED_PATHS.has(pathname)) return body
    if (!isPlainObject(body)) return body
    const rest = Object.fromEntries(
      Object.entries(body).filter(([key]) => !SERVER_STAMPS.includes(key)),
    )
    const organizationId = getOrganizationId()
    return { ...rest, appId: DEFAULT_APP_ID, ...(organizationId ? { organizationId } : {}) }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    init: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' }
    const payload = prepareBody(method, path, body)
    const requestBody =
      payload === undefined || payload instanceof FormData ? payload : JSON.stringify(payload)
    // Only with a JSON body: a JSON content type on an empty DELETE is rejected by the server,
    // and a multipart body needs the boundary the browser writes into its own content type.
    if (typeof requestBody === 'string') headers['Content-Type'] = 'application/json'
    const token = getToken()
    if (token) headers.Authorization = `Bearer ${token}`

    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    const callerSignal = init.signal
    const forwardAbort = () => controller.abort(callerSignal?.reason)
    if (callerSignal?.aborted) forwardAbort()
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true })

    try {
      let response: Response
      let responseBody: unknown
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: requestBody,
          credentials: 'same-origin',
          signal: controller.signal,
        })
        // Read inside the guard: the timeout also covers a body that stops arriving.
        responseBody = response.status === 204 ? undefined : await readBody(response)
      } catch (error) {
        // A caller that cancels (React Query on unmount) expects its own abort back, not a fault.
        if (callerSignal?.aborted) throw callerSignal.reason
        log.error('Network error', error)
        const timedOut = controller.signal.aborted
        throw new ApiError(
          0,
          'NETWORK_ERROR',
          timedOut ? common.errors.timeout : common.errors.network,
        )
      }

      if (!response.ok) throw refusal(response.status, responseBody, log)
      return responseBody as T
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }

  return {
    request,
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, undefined, init),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
  }
}

// Session values live in memory only: a token in localStorage is readable by any injected script.
const session: { token: string | null; organizationId: string | null } = {
  token: null,
  organizationId: null,
}

export function setAuthToken(token: string | null) {
  session.token = token
}

/** For requests made outside this client (the live-event stream). */
export function getAuthToken() {
  return session.token
}

export function setActiveOrganizationId(organizationId: string | null) {
  session.organizationId = organizationId
}

export const http = createHttpClient({
  getToken: () => session.token,
  getOrganizationId: () => session.organizationId,
})
