// `BENCH_DATABASE_URL=… node --import tsx apps/server/bench/search-throughput.ts [--duration 10]
//  [--connections 50] [--url http://…]`: uncached search throughput (issue 27: ≥ 1,000 req/s at 50 connections on
// 100k prompts, PostgreSQL). Starts the real server as `npm run bench` does, then autocannon sends
// each connection's next request with a search no request has sent before (catalogue words,
// prefixes of them, a typo, two words of a title), so the response cache never answers. Prints
// req/s, latency percentiles and the load average before and after. With --url it loads a server
// already running on that catalogue (one started under a profiler) instead. It asserts nothing.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { percentiles } from './lib/percentiles.ts'
import { cpuSecondsOf } from './lib/process-stats.ts'
import { startAppServer } from './lib/start-app-server.ts'

const { values } = parseArgs({
  options: {
    // A server already running on this catalogue (one started under a profiler, say).
    url: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const databaseUrl = process.env.BENCH_DATABASE_URL
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: the PostgreSQL catalogue to search')
const duration = Number(values.duration)
const connections = Number(values.connections)

// Searches of every kind, each sent once: whole words, their 3–5 letter beginnings, a letter
// swapped (a typo), and two neighbouring words of a prompt's title (as a buyer types a phrase).
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
const { rows } = await client.query<{ word: string }>(
  `select word from search_lexicon where word ~ '^[a-z]{4,}$' order by md5(word) limit 15000`,
)
const titles = await client.query<{ title: string }>(
  `select title from prompts order by md5(id::text) limit 5000`,
)
await client.end()
const words = rows.map((row) => row.word)
const searches: string[] = []
words.forEach((word, index) => {
  const kind = index % 3
  if (kind === 0) searches.push(word)
  else if (kind === 1) searches.push(word.slice(0, 3 + (index % 3)))
  else searches.push(`${word[0]}${word[2]}${word[1]}${word.slice(3)}`)
})
titles.rows.forEach(({ title }, index) => {
  const inTitle = title.toLowerCase().match(/[a-z]{3,}/g) ?? []
  const at = index % Math.max(1, inTitle.length - 1)
  if (inTitle.length >= 2) searches.push(`${inTitle[at]} ${inTitle[at + 1]}`)
})
const unique = [...new Set(searches)]

const scratch = mkdtempSync(path.join(tmpdir(), 'pasarprompt-search-bench-'))
const server = values.url
  ? { url: values.url, stop: async () => {} }
  : await startAppServer({
      logFile: path.join(scratch, 'server.log'),
      env: {
        DATA_DIR: scratch,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(24).toString('hex'),
        ADMIN_ORGANIZATION_IDS: DEVELOPMENT_ADMIN_ORGANIZATION_IDS.join(','),
        PAYMENT_SIMULATOR: 'false',
        MIDTRANS_SERVER_KEY: `SB-Mid-server-bench-${randomBytes(8).toString('hex')}`,
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-bench',
        MIDTRANS_API_URL: 'http://127.0.0.1:9',
        MIDTRANS_SNAP_URL: 'http://127.0.0.1:9',
      },
    })
interface Cpu {
  server: number | undefined
  database: number | undefined
  generator: number
}
/**
 * CPU seconds so far of the server, of the PostgreSQL backends serving this database (/proc, so
 * a server on this machine; a backend that is new since the last reading counts from zero) and
 * of this process (autocannon).
 */
const backendsSeen = new Map<number, number>()
async function cpuNow(): Promise<Cpu> {
  const probe = new pg.Client({ connectionString: databaseUrl })
  await probe.connect()
  const backends = await probe.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  )
  await probe.end()
  let database: number | undefined = 0
  for (const { pid } of backends.rows) {
    const seconds = cpuSecondsOf(pid)
    if (seconds === undefined) {
      database = undefined
      break
    }
    backendsSeen.set(pid, seconds)
  }
  if (database !== undefined) database = [...backendsSeen.values()].reduce((a, b) => a + b, 0)
  const own = process.cpuUsage()
  return {
    server: 'process' in server ? cpuSecondsOf(server.process.pid) : undefined,
    database,
    generator: (own.user + own.system) / 1e6,
  }
}

try {
  let next = 0
  const nextSearch = {
    method: 'GET',
    setupRequest: (request: { path?: string }) => {
      const q = unique[next++ % unique.length] ?? 'caption'
      return { ...request, path: `/api/v1/products?q=${encodeURIComponent(q)}` }
    },
  }
  const latencies: number[] = []
  const cpuBefore = await cpuNow()
  const loadBefore = loadavg()
  const instance = autocannon({
    url: server.url,
    connections,
    duration,
    // autocannon asks `setupRequest` for each request (its types here omit it): a new search.
    requests: [nextSearch],
  })
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms)
  })
  const result = await instance
  const cpuAfter = await cpuNow()
  const { p50, p95, p99 } = percentiles(latencies)
  console.info(
    `uncached search, ${connections} connections, ${duration} s: ${result.requests.average.toFixed(0)} req/s, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms; ${result.non2xx} non-2xx, ${result.errors} errors; ${next} searches of ${unique.length} distinct${next > unique.length ? ' (some repeated: cached)' : ''}`,
  )
  console.info(
    `load average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const perSearch = (of: (cpu: Cpu) => number | undefined) => {
    const before = of(cpuBefore)
    const after = of(cpuAfter)
    return before === undefined || after === undefined
      ? '?'
      : (((after - before) * 1000) / result.requests.total).toFixed(2)
  }
  console.info(
    `CPU ms per search (/proc): server ${perSearch((cpu) => cpu.server)}, PostgreSQL backends ${perSearch((cpu) => cpu.database)}, load generator ${perSearch((cpu) => cpu.generator)}`,
  )
} finally {
  await server.stop()
  rmSync(scratch, { recursive: true, force: true })
}
