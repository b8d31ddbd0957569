import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CapturedResponse {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

/**
 * The ceiling of this machine for each endpoint: a bare `node:http` server answering every
 * captured path with the very bytes (status, content type and encoding) the real server gave.
 */
export async function startBaselineServer(responses: Map<string, CapturedResponse>) {
  const server = createServer((request, response) => {
    const captured = responses.get(request.url ?? '')
    if (!captured) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(captured.status, {
      ...captured.headers,
      'content-length': captured.body.length,
    })
    response.end(captured.body)
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
