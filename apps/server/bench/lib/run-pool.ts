import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { percentiles } from './percentiles.ts'

export interface PoolRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

export interface PoolResult {
  count: number
  seconds: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  statuses: Record<number, number>
  serverErrors: number
  /** Each response's status and body, in the order of `requests`. */
  responses: { status: number; body: string }[]
}

/**
 * Sends each of `requests` exactly once, `concurrency` at a time over kept-alive connections:
 * for writes, where autocannon's endless repeats of the same request would not be valid.
 */
export async function runPool(
  baseUrl: string,
  requests: PoolRequest[],
  concurrency: number,
): Promise<PoolResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies: number[] = []
  const responses: { status: number; body: string }[] = new Array(requests.length)
  let next = 0
  const send = (item: PoolRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${baseUrl}${item.path}`,
        { method: item.method, headers: item.headers, agent },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            body += chunk
          })
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          response.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(item.body)
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < requests.length; index = next++) {
        const sent = performance.now()
        responses[index] = await send(requests[index] as PoolRequest)
        latencies.push(performance.now() - sent)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  const statuses: Record<number, number> = {}
  for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1
  return {
    count: requests.length,
    seconds,
    requestsPerSecond: requests.length / seconds,
    ...percentiles(latencies),
    statuses,
    serverErrors: responses.filter(({ status }) => status >= 500).length,
    responses,
  }
}
