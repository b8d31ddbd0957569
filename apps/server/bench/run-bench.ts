// `npm run bench [-- --only list,search --duration 10 --connections 100]`: the performance
// benchmark of issues 16 and 27 (docs/performance.md). Starts the real server as production runs
// it on the prepared catalogue (`npm run seed:synthetic`; PGlite in the app's data folder, or
// PostgreSQL with BENCH_DATABASE_URL). For each public read, with autocannon: the server on
// cached questions, a bare node:http server in its own process answering the same status,
// headers and bytes (the raw ceiling), and the server on questions its cache has not seen (new
// cursors, page sizes, filter combinations, search words, prompts and shops; each asked once);
// then search on one connection, concurrent checkouts from many client addresses and webhook
// throughput, and checks the ledger; first, on the database alone, the copy check of a new
// submission (issue 32: disguised copies and new prompts, `--only copies`). Reports the server's resident memory (/proc VmRSS and
// VmHWM) along the way and the load average with each row. Writes bench-results/<time>.json and
// prints markdown tables. It asserts no target: it fails only on 5xx, errors, a wrong ledger or
// a copy check that finds fewer than 95 % of the disguised copies.
import '@pasarprompt/contracts/zod-locale'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { type CapturedResponse, startBaselineServer } from './lib/baseline-server.ts'
import { checkLedger } from './lib/check-ledger.ts'
import { benchCopyCheck, type CopyBenchResult } from './lib/copy-check-bench.ts'
import { startFakeMidtrans } from './lib/fake-midtrans.ts'
import { capture, type LoadResult, loadTest } from './lib/load-test.ts'
import { benchCheckout, benchWebhook, CHECKOUTS_PER_ADDRESS } from './lib/money-benches.ts'
import { postgresCpuSeconds } from './lib/postgres-cpu.ts'
import { cpuSecondsOf, memoryOf, waitUntilIdle } from './lib/process-stats.ts'
import { discoverReadTargets, type ReadTarget } from './lib/read-targets.ts'
import { formatCopies, formatReport } from './lib/report.ts'
import type { PoolResult } from './lib/run-pool.ts'
import { startAppServer } from './lib/start-app-server.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const serverDir = fileURLToPath(new URL('..', import.meta.url))

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    checkouts: { type: 'string' },
    'uncached-pool': { type: 'string' },
    'deep-pages': { type: 'string' },
    'copy-rounds': { type: 'string' },
    encoding: { type: 'string' },
    'data-dir': { type: 'string' },
  },
})
const numberOf = (flag: string | undefined, variable: string, fallback: number) => {
  const value = Number(flag ?? process.env[variable] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable}: not a positive number`)
  return value
}
const settings = {
  duration: numberOf(values.duration, 'BENCH_DURATION', 10),
  connections: numberOf(values.connections, 'BENCH_CONNECTIONS', 100),
  latencyDuration: numberOf(undefined, 'BENCH_LATENCY_DURATION', 5),
  checkouts: numberOf(values.checkouts, 'BENCH_CHECKOUTS', 1000),
  /** Prompts (and shops) read for the uncached questions: more than a run can ask. */
  uncachedPool: numberOf(values['uncached-pool'], 'BENCH_UNCACHED_POOL', 5000),
  deepPages: numberOf(values['deep-pages'], 'BENCH_DEEP_PAGES', 20),
  /** Submissions the copy check times: as many disguised copies, as many new prompts. */
  copyRounds: numberOf(values['copy-rounds'], 'BENCH_COPY_ROUNDS', 200),
  /** What clients accept: identity by default (the app's work, not its compressor's). */
  encoding: values.encoding ?? process.env.BENCH_ENCODING ?? 'identity',
}
const only = (values.only ?? process.env.BENCH_ONLY)?.split(',').map((s) => s.trim())
/** `--only list` selects list, list-category, …; `--only search-typo` that row alone. */
const selected = (key: string) =>
  !only || only.some((token) => key === token || key.startsWith(`${token}-`))

const databaseUrl = process.env.BENCH_DATABASE_URL
const dataDir = path.resolve(serverDir, values['data-dir'] ?? process.env.DATA_DIR ?? 'data')
const startedAt = new Date()
const resultsDir = path.join(root, 'bench-results')
mkdirSync(resultsDir, { recursive: true })
const stamp = startedAt.toISOString().replaceAll(':', '-').slice(0, 19)
const scratchDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-bench-'))
const serverKey = `SB-Mid-server-bench-${randomBytes(8).toString('hex')}`
const headers = { 'accept-encoding': settings.encoding }
const problems: string[] = []
const say = (line: string) => console.info(line)

/**
 * Issue 32's copy check, on the database alone before the server starts (with PGlite the data
 * folder is the server's once it runs). `--only copies` runs nothing else.
 */
let copies: CopyBenchResult | undefined
if (selected('copies')) {
  say(`copy check: ${settings.copyRounds} disguised copies and ${settings.copyRounds} new prompts…`)
  const unlock = databaseUrl ? () => {} : lockDataDir(dataDir)
  const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })
  try {
    copies = await benchCopyCheck(handle.db, settings.copyRounds)
  } finally {
    await handle.close()
    unlock()
  }
  // MinHash is a sampling: a copy now and then shares no band. Fewer than 95 % found is a fault.
  if (copies.copies.found < 0.95 * copies.rounds) {
    problems.push(`copies: ${copies.rounds - copies.copies.found} disguised copies not found`)
  }
}
if (only?.every((token) => token === 'copies')) {
  const file = path.join(resultsDir, `${stamp}-copies.json`)
  const report = {
    startedAt: startedAt.toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    copies,
    problems,
  }
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  rmSync(scratchDir, { recursive: true, force: true })
  say(`\n${copies ? formatCopies(copies) : ''}\nresults: ${path.relative(root, file)}`)
  if (problems.length > 0)
    console.error(`\nproblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(problems.length > 0 ? 1 : 0)
}

const gateway = await startFakeMidtrans(serverKey)
const paymentsNote = `${CHECKOUTS_PER_ADDRESS} checkouts per client address, given in X-Forwarded-For behind TRUST_PROXY=1 (one proxy, as production behind a load balancer); the checkout limit is production's (60 per address per 10 min)`
say(`starting the server on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}…`)
const server = await startAppServer({
  logFile: path.join(resultsDir, `${stamp}-server.log`),
  env: {
    // With PostgreSQL the data folder holds only mail and uploads: a scratch one.
    DATA_DIR: databaseUrl ? scratchDir : dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    AUTH_SECRET: randomBytes(24).toString('hex'),
    ADMIN_ORGANIZATION_IDS: DEVELOPMENT_ADMIN_ORGANIZATION_IDS.join(','),
    PAYMENT_SIMULATOR: 'false',
    MIDTRANS_SERVER_KEY: serverKey,
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-bench',
    MIDTRANS_API_URL: gateway.url,
    MIDTRANS_SNAP_URL: gateway.url,
    // As behind one load balancer (production's own setting, README): the checkouts below come
    // from many client addresses in X-Forwarded-For, each under the unchanged checkout limit.
    TRUST_PROXY: '1',
  },
}).catch(async (error) => {
  await gateway.close()
  throw error
})

/**
 * Waits until the server has answered what a finished run left behind (autocannon stops
 * waiting, the server still handles the requests it had, each with its remaining queries): the
 * readiness ping queues behind queries already waiting, then the process must be idle, so the
 * next run neither starts behind a backlog nor counts its CPU.
 */
const drain = async () => {
  await fetch(`${server.url}/api/health/ready`, { signal: AbortSignal.timeout(300_000) }).catch(
    () => {},
  )
  await waitUntilIdle(server.process.pid)
}

const reads: {
  key: string
  name: string
  server: LoadResult
  baseline: LoadResult
  uncached: LoadResult
  uncachedWhat: string
  load: { cached: number; baseline: number; uncached: number }
}[] = []
const searchLatency: { key: string; query: string; what: string; result: LoadResult }[] = []
const memory: { when: string; rssMb: number; peakMb: number }[] = []
const noteMemory = (when: string) => {
  const now = memoryOf(server.process.pid)
  if (now) memory.push({ when, ...now })
}
noteMemory('started (ready)')
let checkout: (PoolResult & { addresses: number }) | undefined
let webhook: PoolResult | undefined
/** CPU per notification of the webhook run, µs: the server, PostgreSQL's backends, this process. */
let webhookCpu: { server?: number; postgres?: number; bench: number; load: number } | undefined
let prompts = 0
/**
 * A run with the CPU time its server process spent per answer: on a shared machine requests
 * per second follow whatever else runs, the CPU an answer costs much less so.
 */
const withCpu = async (pid: number | undefined, run: () => Promise<LoadResult>) => {
  const before = cpuSecondsOf(pid)
  const result = await run()
  const after = cpuSecondsOf(pid)
  const cpuMicrosPerRequest =
    before === undefined || after === undefined || result.requests === 0
      ? undefined
      : ((after - before) * 1e6) / result.requests
  return { ...result, cpuMicrosPerRequest }
}
const problemsOf = (name: string, result: LoadResult) => {
  if (result.serverErrors > 0 || result.errors > 0) {
    problems.push(`${name}: ${result.serverErrors} 5xx, ${result.errors} errors`)
  }
}
try {
  const { targets, paidPrompts } = await discoverReadTargets(
    server.url,
    settings.deepPages,
    settings.uncachedPool,
  )
  const counts = (await (await fetch(`${server.url}/api/v1/categories`)).json()) as {
    count: number
  }[]
  prompts = counts.reduce((sum, category) => sum + category.count, 0)
  say(`${prompts.toLocaleString('en')} published prompts; ${settings.connections} connections`)
  noteMemory('catalogue discovered')

  const chosen = targets.filter((target) => selected(target.key))
  const captured = new Map<string, CapturedResponse>()
  for (const target of chosen) {
    for (const pathname of target.paths) {
      const response = await capture(server.url, pathname, headers)
      if (response.status >= 300) throw new Error(`GET ${pathname}: ${response.status}`)
      if (
        target.key.startsWith('page-') &&
        !String(response.body).includes('data-server-rendered')
      ) {
        throw new Error(
          `${pathname} is not painted by the server: build the web app first (npm run build)`,
        )
      }
      captured.set(pathname, response)
    }
  }
  /** How many of each target's uncached questions have been asked: none is asked twice. */
  const asked = new Map<string, number>()
  const rest = (target: ReadTarget) => {
    const used = asked.get(target.key) ?? 0
    return {
      size: Math.max(0, target.uncached.size - used),
      path: (n: number) => target.uncached.path(n + used),
    }
  }
  const baseline = await startBaselineServer(captured, scratchDir)
  try {
    const options = { connections: settings.connections, duration: settings.duration, headers }
    // Both servers' code compiled and their sockets open before the first row counts.
    const warmUp = chosen.flatMap((target) => target.paths)
    // Nothing to warm when only the writes run (autocannon fails on an empty list).
    for (const url of warmUp.length > 0 ? [server.url, baseline.url] : []) {
      await loadTest(url, warmUp, { ...options, duration: 2 })
    }
    await drain()
    for (const target of chosen) {
      say(`${target.name}…`)
      const cachedLoad = loadavg()[0] ?? 0
      // Each run starts once the server is idle again.
      const onServer = await withCpu(server.process.pid, async () => {
        const result = await loadTest(server.url, target.paths, options)
        await drain()
        return result
      })
      const baselineLoad = loadavg()[0] ?? 0
      const onBaseline = await withCpu(baseline.pid, () =>
        loadTest(baseline.url, target.paths, options),
      )
      const uncachedLoad = loadavg()[0] ?? 0
      const uncached = await withCpu(server.process.pid, async () => {
        const result = await loadTest(server.url, rest(target), options)
        await drain()
        return result
      })
      asked.set(target.key, (asked.get(target.key) ?? 0) + uncached.requests)
      reads.push({
        key: target.key,
        name: target.name,
        server: onServer,
        baseline: onBaseline,
        uncached,
        uncachedWhat: target.uncached.what,
        load: { cached: cachedLoad, baseline: baselineLoad, uncached: uncachedLoad },
      })
      problemsOf(target.name, onServer)
      problemsOf(`${target.name} (uncached)`, uncached)
    }
  } finally {
    await baseline.close()
  }
  noteMemory('after the reads')

  if (selected('search-latency')) {
    for (const target of targets.filter((t) => t.key.startsWith('search-'))) {
      say(`${target.name}, one connection, questions the cache has not seen…`)
      const result = await loadTest(server.url, rest(target), {
        connections: 1,
        duration: settings.latencyDuration,
        headers,
      })
      asked.set(target.key, (asked.get(target.key) ?? 0) + result.requests)
      searchLatency.push({
        key: target.key,
        query: target.name,
        what: target.uncached.what,
        result,
      })
      problemsOf(`${target.name} (one connection, uncached)`, result)
    }
  }

  if (selected('checkout') || selected('webhook')) {
    say(
      `${settings.checkouts} guest checkouts from ${Math.ceil(settings.checkouts / CHECKOUTS_PER_ADDRESS)} client addresses…`,
    )
    checkout = await benchCheckout(
      server.url,
      paidPrompts,
      settings.checkouts,
      settings.connections,
    )
    const failed = checkout.count - (checkout.statuses[201] ?? 0)
    if (failed > 0) {
      const sample = checkout.responses.find(({ status }) => status !== 201)
      problems.push(`checkout: ${failed} not created (${sample?.status} ${sample?.body})`)
    }
  }
  if (selected('webhook')) {
    say(`${gateway.transactions.size} settlement notifications…`)
    await drain()
    const load = loadavg()[0] ?? 0
    const postgresBefore = databaseUrl ? await postgresCpuSeconds(databaseUrl) : undefined
    const serverBefore = cpuSecondsOf(server.process.pid)
    // This process is the load generator and the fake gateway answering the status re-checks.
    const benchBefore = process.cpuUsage()
    webhook = await benchWebhook(server.url, gateway.transactions, serverKey, settings.connections)
    const bench = process.cpuUsage(benchBefore)
    const serverAfter = cpuSecondsOf(server.process.pid)
    const postgresAfter = databaseUrl ? await postgresCpuSeconds(databaseUrl) : undefined
    const per = (seconds: number | undefined) =>
      seconds === undefined || !webhook ? undefined : (seconds * 1e6) / webhook.count
    webhookCpu = {
      server: per(
        serverAfter !== undefined && serverBefore !== undefined
          ? serverAfter - serverBefore
          : undefined,
      ),
      postgres: per(
        postgresAfter !== undefined && postgresBefore !== undefined
          ? postgresAfter - postgresBefore
          : undefined,
      ),
      bench: per((bench.user + bench.system) / 1e6) ?? 0,
      load,
    }
    const failed = webhook.count - (webhook.statuses[200] ?? 0)
    if (failed > 0) problems.push(`webhook: ${failed} notifications not accepted`)
  }
  if (checkout || webhook) noteMemory('after the payments')
} finally {
  noteMemory('at the end')
  await server.stop()
  await gateway.close()
}

// The server is stopped: PGlite's files may be opened here now.
let ledger: Awaited<ReturnType<typeof checkLedger>> | undefined
if (webhook) {
  const unlock = databaseUrl ? () => {} : lockDataDir(dataDir)
  const handle = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') })
  try {
    ledger = await checkLedger(handle.db, [...gateway.transactions.keys()])
  } finally {
    await handle.close()
    unlock()
  }
  if (!ledger.exact) problems.push(`ledger not exact: ${JSON.stringify(ledger)}`)
}
rmSync(scratchDir, { recursive: true, force: true })

const cpuRatio = (raw: LoadResult, app: LoadResult) =>
  raw.cpuMicrosPerRequest && app.cpuMicrosPerRequest
    ? raw.cpuMicrosPerRequest / app.cpuMicrosPerRequest
    : undefined
const withoutBodies = <T extends PoolResult>(result: T | undefined) =>
  result && { ...result, responses: undefined }
const report = {
  startedAt: startedAt.toISOString(),
  database: databaseUrl ? 'postgres' : 'pglite',
  prompts,
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  settings,
  reads: reads.map((read) => ({
    ...read,
    ratio: read.server.requestsPerSecond / read.baseline.requestsPerSecond,
    uncachedRatio: read.uncached.requestsPerSecond / read.baseline.requestsPerSecond,
    // Raw's CPU per answer over the app's: what `ratio` would be if each had the machine alone.
    cpuRatio: cpuRatio(read.baseline, read.server),
    uncachedCpuRatio: cpuRatio(read.baseline, read.uncached),
  })),
  searchLatency,
  memory,
  payments: paymentsNote,
  checkout: withoutBodies(checkout),
  webhook: withoutBodies(webhook),
  webhookCpu,
  ledger,
  copies,
  problems,
}
const file = path.join(resultsDir, `${stamp}.json`)
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
say(`\n${formatReport(report)}\nresults: ${path.relative(root, file)}`)
if (problems.length > 0) {
  console.error(`\nproblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exitCode = 1
}
