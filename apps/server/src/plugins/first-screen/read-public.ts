import type { FastifyInstance } from 'fastify'

/**
 * A public endpoint's answer exactly as an anonymous visitor gets it: the same route, schema,
 * serialiser and any cache in front of it, with no cookie or token, so nothing in it can belong
 * to whoever asked for the page. `null` for anything but a 200 JSON answer. The first screen's
 * only way to its data: from the response cache when it keeps that URL's answer, else through
 * the route itself.
 */
export async function readPublic(app: FastifyInstance, path: string): Promise<string | null> {
  // The answer this process keeps for that URL is those very bytes: no request needed.
  const kept = app.keptPublicAnswer(path)
  if (kept) return kept.body.toString('utf8')
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'application/json' },
  })
  const type = response.headers['content-type']
  return response.statusCode === 200 &&
    typeof type === 'string' &&
    type.startsWith('application/json')
    ? response.body
    : null
}
