import http from 'node:http'
import https from 'node:https'

/** The largest answer read from the gateway (a status answer is a few KB). */
const MAX_ANSWER_CHARS = 1_000_000

export interface GatewayHttpResponse {
  status: number
  text: string
}

/** A call that ran out of time; named as `AbortSignal.timeout`'s error is. */
class GatewayTimeout extends Error {
  override name = 'TimeoutError'
}

/**
 * A client for the gateway's few JSON calls over node:http(s) with kept-alive sockets. The
 * webhook asks the gateway for every paid notification's status (DESIGN.md §4): global `fetch`
 * (undici) cost about 1 ms of CPU per call under load (issue 27, decision 0032's later section),
 * node:http with a keep-alive agent a fraction of it. `timeoutMs` bounds the whole call, from the
 * request to the body's last byte.
 */
export function createGatewayHttp(options: { timeoutMs: number }) {
  // An idle socket is closed after 4 s (what undici does): before most servers drop it, so a
  // call rarely lands on a socket the other side is closing.
  const settings = { keepAlive: true, maxSockets: 64, timeout: 4_000 }
  const agents = { 'http:': new http.Agent(settings), 'https:': new https.Agent(settings) }
  return function send(
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<GatewayHttpResponse> {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const agent = agents[target.protocol === 'https:' ? 'https:' : 'http:']
    return new Promise((resolve, reject) => {
      const request = client.request(target, {
        method: init.method,
        agent,
        headers: {
          ...init.headers,
          ...(init.body === undefined ? {} : { 'content-length': Buffer.byteLength(init.body) }),
        },
      })
      // Rejected first: a request still waiting for a free socket reports its 'error' only
      // once it has one, which could take as long again.
      const timer = setTimeout(() => {
        const timeout = new GatewayTimeout(`no answer in ${options.timeoutMs} ms`)
        reject(timeout)
        request.destroy(timeout)
      }, options.timeoutMs)
      request.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      request.once('response', (response) => {
        response.setEncoding('utf8')
        let text = ''
        response.on('data', (chunk: string) => {
          text += chunk
          // A status answer is a few KB: anything far larger is not one.
          if (text.length > MAX_ANSWER_CHARS) {
            request.destroy(new Error(`answer over ${MAX_ANSWER_CHARS} characters`))
          }
        })
        response.once('end', () => {
          clearTimeout(timer)
          resolve({ status: response.statusCode ?? 0, text })
        })
        response.once('error', (error) => {
          clearTimeout(timer)
          reject(error)
        })
      })
      request.end(init.body)
    })
  }
}
