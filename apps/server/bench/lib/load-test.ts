import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import type { CapturedResponse } from './baseline-server.ts'
import { percentiles } from './percentiles.ts'

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
  headers: Record<string, string>
}

/** URLs that are each asked once: `path(n)` for n below `size`, all distinct to the cache. */
export interface Pool {
  size: number
  path: (n: number) => string
}

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  requests: number
  /** For a pool: how many of its URLs there were, and whether the run used them all up. */
  poolSize?: number
  poolUsedUp?: boolean
  seconds: number
  /** CPU time the server process spent per answer, µs (`/proc/<pid>/stat`), where measured. */
  cpuMicrosPerRequest?: number | undefined
  non2xx: number
  serverErrors: number
  errors: number
}

/**
 * autocannon against `paths` in turn (each connection walks the list), or against a pool of
 * URLs each asked once (the run ends when they are used up). Requests per second are the
 * responses counted over the run's own time; percentiles are of every response's latency.
 */
export async function loadTest(
  baseUrl: string,
  source: string[] | Pool,
  options: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = []
  const pool = Array.isArray(source) ? undefined : source
  let next = 0
  const instance = autocannon({
    url: baseUrl,
    connections: Math.min(options.connections, pool?.size ?? options.connections),
    duration: options.duration,
    // A pool ends after its last URL (autocannon then ignores `duration`: the timer below).
    ...(pool ? { amount: pool.size } : {}),
    headers: options.headers,
    requests: pool
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pool.path(next++) }) }]
      : (source as string[]).map((path) => ({ method: 'GET', path })),
  })
  const timer = pool ? setTimeout(() => instance.stop(), options.duration * 1000) : undefined
  const started = performance.now()
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms)
  })
  const result = await instance
  clearTimeout(timer)
  const seconds = (performance.now() - started) / 1000
  return {
    requestsPerSecond: latencies.length / seconds,
    ...percentiles(latencies),
    requests: latencies.length,
    ...(pool ? { poolSize: pool.size, poolUsedUp: latencies.length >= pool.size } : {}),
    seconds,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors + result.timeouts,
  }
}

/** Added by `node:http` itself to every answer, the baseline's too. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** One response as it left the server, byte for byte (no decompression), with its headers. */
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
        const body = Buffer.concat(chunks)
        const kept: string[] = []
        const raw = response.rawHeaders
        let length = false
        for (let index = 0; index + 1 < raw.length; index += 2) {
          const name = raw[index] as string
          const lower = name.toLowerCase()
          if (TRANSPORT_HEADERS.has(lower)) continue
          if (lower === 'content-length') length = true
          kept.push(name, raw[index + 1] as string)
        }
        // A chunked answer goes out from the baseline with its length: one header, as the app's.
        if (!length) kept.push('content-length', String(body.length))
        resolve({ status: response.statusCode ?? 0, headers: kept, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}
