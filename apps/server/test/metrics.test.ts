import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { mailOutbox } from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { scheduleJobs } from '../src/plugins/jobs/schedule-jobs.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { fakeWebBuild } from './helpers/fake-web-build.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

const TOKEN = 'token-metrik-uji-0123456789'

/** The value of one sample of the Prometheus text, or undefined when it is not there. */
function sampleOf(body: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of body.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = (match[2] ?? '').split(',')
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3])
  }
  return undefined
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read()
    if (last !== undefined) return last
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what}: not seen within ${timeoutMs} ms`)
}

describe('metrics without METRICS_TOKEN', () => {
  it('answers /metrics with the API’s JSON 404, never the web app’s page', async () => {
    const web = fakeWebBuild()
    const testApp = await buildTestApp({ webDistDir: web.dir })
    try {
      for (const url of ['/metrics', '/metrics/', '/metrics?x=1']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${TOKEN}` },
        })
        expect(response.statusCode).toBe(404)
        expect(response.headers['content-type']).toMatch(/^application\/json/)
        expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
      }
      // Any other unknown page is still the web app's.
      const page = await testApp.app.inject({ method: 'GET', url: '/metrik-toko' })
      expect(page.headers['content-type']).toMatch(/^text\/html/)
    } finally {
      await testApp.close()
      web.remove()
    }
  })
})

describe('metrics with METRICS_TOKEN', () => {
  let testApp: TestApp
  const scrape = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    return response.body
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => testApp.close())

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer salah-token-0123456789', TOKEN]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer')
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' })
      expect(response.body).not.toContain('http_request_duration_seconds')
    }
  })

  it('serves the Prometheus text format with the right token', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram')
  })

  it('times requests by method, route pattern and status class, never by raw URL', async () => {
    for (const url of ['/api/v1/pages/tentang', '/api/v1/pages/syarat-ketentuan']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
    const unknownPage = await testApp.app.inject({ method: 'GET', url: '/api/v1/pages/tidak-ada' })
    expect(unknownPage.statusCode).toBe(404)
    for (const url of ['/sembarang/alamat-1', '/sembarang/alamat-2']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }

    const body = await scrape()
    const count = (labels: Record<string, string>) =>
      sampleOf(body, 'http_request_duration_seconds_count', labels)
    expect(
      count({ method: 'GET', route: '/api/v1/pages/:slug', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2)
    expect(count({ method: 'GET', route: '/api/v1/pages/:slug', status_class: '4xx' })).toBe(1)
    expect(count({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(2)
    expect(
      sampleOf(body, 'http_request_duration_seconds_bucket', {
        route: '/api/v1/pages/:slug',
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(2)
    expect(body).not.toContain('tentang')
    expect(body).not.toContain('alamat-1')
  })

  it('shows the event loop’s lag and the process’s memory', async () => {
    const body = await scrape()
    expect(sampleOf(body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sampleOf(body, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('shows the mail outbox: mails waiting and mails given up on', async () => {
    const before = await scrape()
    const pendingBefore = sampleOf(before, 'pasarprompt_mail_outbox', { state: 'pending' }) ?? 0
    const failedBefore = sampleOf(before, 'pasarprompt_mail_outbox', { state: 'failed' }) ?? 0
    const rows = (['pending', 'pending', 'failed', 'sent'] as const).map((status) =>
      stampInsert(systemActor, {
        to: `penerima-${randomUUID()}@contoh.id`,
        subject: 'Uji',
        text: 'Isi',
        html: '<p>Isi</p>',
        status,
        // Not due for an hour: no delivery takes them while the test reads the counts.
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      }),
    )
    await testApp.db.insert(mailOutbox).values(rows)
    const body = await scrape()
    expect(sampleOf(body, 'pasarprompt_mail_outbox', { state: 'pending' })).toBe(pendingBefore + 2)
    expect(sampleOf(body, 'pasarprompt_mail_outbox', { state: 'failed' })).toBe(failedBefore + 1)
  })

  it.runIf(testDatabaseKind === 'pglite')('has no pool gauges on PGlite', async () => {
    expect(await scrape()).not.toContain('pasarprompt_db_pool')
  })

  it.runIf(testDatabaseKind === 'postgres')('shows the database pool’s use', async () => {
    const body = await scrape()
    expect(sampleOf(body, 'pasarprompt_db_pool_connections')).toBeGreaterThanOrEqual(1)
    expect(sampleOf(body, 'pasarprompt_db_pool_idle')).toBeGreaterThanOrEqual(0)
    expect(sampleOf(body, 'pasarprompt_db_pool_waiting')).toBe(0)
  })

  it.runIf(testDatabaseKind === 'postgres')(
    'counts the events listener’s reconnects',
    async () => {
      expect(sampleOf(await scrape(), 'pasarprompt_listener_reconnects_total')).toBe(0)
      // The listener's connection is the one whose last statement was a LISTEN.
      const killed = await queryRows<{ pid: number }>(
        testApp.db,
        sql`select pid, pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      )
      expect(killed).toHaveLength(1)
      const reconnects = await waitFor(
        'the listener reconnect counted',
        async () => {
          const value = sampleOf(await scrape(), 'pasarprompt_listener_reconnects_total')
          return value && value > 0 ? value : undefined
        },
        30_000,
      )
      expect(reconnects).toBe(1)
    },
    40_000,
  )
})

describe('job metrics', () => {
  let testApp: TestApp
  const scrape = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    return response.body
  }
  const runs = (body: string, job: string, outcome: 'ok' | 'failed') =>
    sampleOf(body, 'pasarprompt_job_runs_total', { job, outcome }) ?? 0

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } })
    // The real schedule, its minute shortened: every job runs once when the app is ready, the
    // minute's jobs again every half second.
    scheduleJobs(testApp.app, 500)
    await testApp.app.ready()
  })
  afterAll(() => testApp.close())

  it('counts every job’s runs by name', async () => {
    const jobs = [
      'expire-orders',
      'release-earnings',
      'mail-unread-chats',
      'delete-ended-quota-windows',
      'delete-expired-stream-places',
      'prune-refused-payment-logs',
      'reconcile-pending-payments',
      'send-pending-emails',
      'delete-orphan-uploads',
    ]
    // The first runs start when the app is ready and finish in their own time.
    const body = await waitFor(
      'a successful run of every job',
      async () => {
        const text = await scrape()
        return jobs.every((job) => runs(text, job, 'ok') >= 1) ? text : undefined
      },
      60_000,
    )
    for (const job of jobs) expect(runs(body, job, 'failed')).toBe(0)
  }, 70_000)

  it('counts a job’s failed runs apart from its successful ones', async () => {
    // The job's table gone for a moment: its runs fail as they would on a broken database.
    await testApp.db.execute(sql`alter table payment_logs rename to payment_logs_away`)
    try {
      await waitFor(
        'a failed run counted',
        async () =>
          runs(await scrape(), 'prune-refused-payment-logs', 'failed') >= 1 ? true : undefined,
        30_000,
      )
    } finally {
      await testApp.db.execute(sql`alter table payment_logs_away rename to payment_logs`)
    }
    const body = await scrape()
    expect(runs(body, 'prune-refused-payment-logs', 'ok')).toBeGreaterThanOrEqual(1)
    // The jobs before it in the same run still succeed.
    expect(runs(body, 'delete-ended-quota-windows', 'failed')).toBe(0)
  }, 40_000)
})
