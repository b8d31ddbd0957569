// The part of autocannon 9's programmatic API the benchmark uses (it ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each request is sent: returns it as it goes out (a new path). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    requests?: Request[]
    timeout?: number
  }

  interface Result {
    requests: { average: number; total: number }
    throughput: { average: number }
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
    duration: number
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop: () => void
  }

  function autocannon(options: Options): Instance & Promise<Result>
  export default autocannon
}
