import { request } from 'node:http'
import autocannon from 'autocannon'
import type { CapturedResponse } from './baseline-server.ts'
import { percentiles } from './percentiles.ts'

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
  headers: Record<string, string>
}

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  requests: number
  non2xx: number
  serverErrors: number
  errors: number
}

/**
 * autocannon against `paths` in turn (each connection walks the list): the mean requests per
 * second, and percentiles of every response's latency (autocannon's own summary has no p95).
 */
export async function loadTest(
  baseUrl: string,
  paths: string[],
  options: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = []
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms)
  })
  const result = await instance
  return {
    requestsPerSecond: result.requests.average,
    ...percentiles(latencies),
    requests: latencies.length,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors + result.timeouts,
  }
}

/**
 * One request at a time for `duration` seconds, each URL new (`&bench-miss=<n>`, a parameter the
 * API ignores), so none is answered from the response cache: the latency of the work behind it.
 */
export async function uncachedLatency(
  baseUrl: string,
  path: string,
  options: Pick<LoadOptions, 'duration' | 'headers'>,
): Promise<LoadResult> {
  const latencies: number[] = []
  let non2xx = 0
  let serverErrors = 0
  let errors = 0
  const separator = path.includes('?') ? '&' : '?'
  const started = performance.now()
  const until = started + options.duration * 1000
  for (let n = 0; performance.now() < until; n++) {
    const sent = performance.now()
    try {
      const response = await fetch(`${baseUrl}${path}${separator}bench-miss=${n}-${Date.now()}`, {
        headers: options.headers,
      })
      await response.arrayBuffer()
      latencies.push(performance.now() - sent)
      if (response.status >= 300) non2xx++
      if (response.status >= 500) serverErrors++
    } catch {
      errors++
    }
  }
  return {
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    ...percentiles(latencies),
    requests: latencies.length,
    non2xx,
    serverErrors,
    errors,
  }
}

/** One response as it left the server, byte for byte (no decompression). */
export function capture(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const kept: Record<string, string> = {}
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
          const value = response.headers[name]
          if (typeof value === 'string') kept[name] = value
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
