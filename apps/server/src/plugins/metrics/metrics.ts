import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseHandle } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'

export type JobOutcome = 'ok' | 'failed'

/** Mails waiting in the outbox (`pending`) and given up on (`failed`). */
export interface OutboxBacklog {
  pending: number
  failed: number
}
export type OutboxReader = () => Promise<OutboxBacklog>

export interface Metrics {
  /** One run of a background job, by its name (`expire-orders`, …). */
  recordJobRun(job: string, outcome: JobOutcome): void
  /** The events listener's PostgreSQL connection came back after it was lost. */
  recordListenerReconnect(): void
  /** Where the mail outbox gauge reads its numbers from, at each scrape. */
  setOutboxReader(reader: OutboxReader): void
  /** One finished HTTP request. */
  recordRequest(request: {
    method: string
    route: string | undefined
    statusCode: number
    seconds: number
  }): void
  /** The Prometheus text exposition of everything above, with the process's own metrics. */
  render(): Promise<{ contentType: string; body: string }>
}

/** The label of every request no route matched: raw URLs would make one series per scan. */
export const UNMATCHED_ROUTE = 'unmatched'

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The numbers an operator scrapes (docs/deploy.md): request latency by route pattern, the event
 * loop and memory (prom-client's defaults), the database pool, jobs, the mail outbox and the
 * events listener. One registry per app, so several apps in one process (tests) never share.
 */
export function createMetrics(options: {
  database: DatabaseHandle
  log: FastifyBaseLogger
  /** Collect the process's own metrics (event-loop lag, memory, GC): only when served. */
  collectProcessMetrics: boolean
}): Metrics {
  const registry = new Registry()
  if (options.collectProcessMetrics) collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobRuns = new Counter({
    name: 'pasarprompt_job_runs_total',
    help: 'Background job runs by job name and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  const listenerReconnects = new Counter({
    name: 'pasarprompt_listener_reconnects_total',
    help: 'Times the LISTEN connection for live events was re-established after a loss',
    registers: [registry],
  })

  let outboxReader: OutboxReader | undefined
  new Gauge({
    name: 'pasarprompt_mail_outbox',
    help: 'Mails in the outbox by state: pending (to send or retry) and failed (given up)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      if (!outboxReader) return
      try {
        const backlog = await outboxReader()
        this.set({ state: 'pending' }, backlog.pending)
        this.set({ state: 'failed' }, backlog.failed)
      } catch (error) {
        // A missing series says "unknown"; a failed scrape would hide every other metric too.
        options.log.warn({ err: error }, 'metrics: mail outbox unreadable')
      }
    },
  })

  const { database } = options
  if (database.kind === 'postgres') {
    const pool = database.client
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read())
        },
      })
    poolGauge(
      'pasarprompt_db_pool_connections',
      'Connections the pool holds',
      () => pool.totalCount,
    )
    poolGauge('pasarprompt_db_pool_idle', 'Idle connections in the pool', () => pool.idleCount)
    poolGauge(
      'pasarprompt_db_pool_waiting',
      'Queries waiting for a free connection',
      () => pool.waitingCount,
    )
  }

  return {
    recordJobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    recordListenerReconnect: () => listenerReconnects.inc(),
    setOutboxReader: (reader) => {
      outboxReader = reader
    },
    recordRequest: ({ method, route, statusCode, seconds }) => {
      requests.observe(
        {
          method: KNOWN_METHODS.has(method) ? method : 'OTHER',
          route: route ?? UNMATCHED_ROUTE,
          status_class: `${Math.floor(statusCode / 100)}xx`,
        },
        seconds,
      )
    },
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

/**
 * `/metrics` for a Prometheus scraper, only when METRICS_TOKEN is set and then only with
 * `Authorization: Bearer <token>`; without the token the path stays a plain 404 (plugins/web.ts).
 * Registered before the routes so that its timing hook sees every request.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { token: string | undefined }) => {
    const { token } = options
    if (!token) return
    const expected = digest(token)

    app.addHook('onResponse', (request, reply, done) => {
      app.metrics.recordRequest({
        method: request.method,
        // The declared pattern (`/api/v1/products/:slug`), never the raw URL; a request no route
        // matched (the web app's pages included) has none.
        route: request.is404 ? undefined : request.routeOptions.url,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      })
      done()
    })

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? ''
      const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
      // Equal-length digests, compared in constant time: the answer's timing says nothing
      // about how much of a guess was right.
      if (!timingSafeEqual(digest(presented), expected)) {
        reply.header('www-authenticate', 'Bearer')
        throw new AppError('UNAUTHORIZED', 'Token metrik tidak valid.')
      }
      const { contentType, body } = await app.metrics.render()
      return reply.type(contentType).header('cache-control', 'no-store').send(body)
    })
  },
)

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}
