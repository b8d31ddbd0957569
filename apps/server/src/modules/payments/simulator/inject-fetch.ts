import type { FastifyInstance, InjectOptions } from 'fastify'

/**
 * A `fetch` that delivers to this app's own routes through `app.inject`: the simulator's
 * "local base URL". The adapter speaks the same HTTP to it as to Midtrans, without needing the
 * server to be reachable at PUBLIC_URL from inside (behind a proxy it often is not).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string> | undefined,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    return new Response(response.body === '' ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    })
  }) as typeof fetch
}
