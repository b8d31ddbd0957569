import { API_TIMEOUT_MS } from '@pasarprompt/contracts/constants'
import { common } from '@/locales/id/common'
import { ApiError, getAuthToken, readBody, refusal } from './http'

/**
 * A POST answered with Server-Sent Events (`text/event-stream`), sent as the API client sends a
 * POST: a JSON body, the bearer token, the session cookie (same origin; the browser adds the
 * `Origin` the server checks). Resolves with the body to read once the server has accepted; a
 * refusal before that is its JSON error, logged and thrown as `ApiError` as the client does.
 * The timeout covers the wait for the answer to start, not the answer itself. Kept out of the
 * client (`http.ts`) so that the storefront's first load does not carry it.
 */
export async function postForEventStream(
  path: string,
  body: unknown,
  { signal, baseUrl = '' }: { signal: AbortSignal; baseUrl?: string },
): Promise<ReadableStream<Uint8Array>> {
  const token = getAuthToken()
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS)
  // Also after the answer has started: the caller's abort closes the connection.
  const forwardAbort = () => controller.abort(signal.reason)
  if (signal.aborted) forwardAbort()
  else signal.addEventListener('abort', forwardAbort, { once: true })

  let response: Response
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    })
    if (!response.ok) throw refusal(response.status, await readBody(response))
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (signal.aborted) throw signal.reason
    console.error('Network error', error)
    const timedOut = controller.signal.aborted
    throw new ApiError(0, 'NETWORK_ERROR', timedOut ? common.errors.timeout : common.errors.network)
  } finally {
    clearTimeout(timer)
  }
  if (!response.body) throw new ApiError(0, 'NETWORK_ERROR', common.errors.network)
  return response.body
}
