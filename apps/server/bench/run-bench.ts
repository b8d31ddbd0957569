// `npm run bench [-- --only list,search --duration 10 --connections 100]`: the performance
// benchmark of issue 16 (docs/performance.md). Starts the real server as production runs it on
// the prepared catalogue (`npm run seed:synthetic`; PGlite in the app's data folder, or
// PostgreSQL with BENCH_DATABASE_URL), measures each public read with autocannon against it and
// against a bare node:http server answering the same bytes, then search latency alone (each URL
// new, past the response cache), concurrent
// checkouts and webhook throughput, and checks the ledger. Writes bench-results/<time>.json and
// prints markdown tables. It asserts no target: it fails only on 5xx, errors or a wrong ledger.
import '@pasarprompt/contracts/zod-locale'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { type CapturedResponse, startBaselineServer } from './lib/baseline-server.ts'
import { checkLedger } from './lib/check-ledger.ts'
import { startFakeMidtrans } from './lib/fake-midtrans.ts'
import { capture, type LoadResult, loadTest, uncachedLatency } from './lib/load-test.ts'
import { benchCheckout, benchWebhook } from './lib/money-benches.ts'
import { discoverReadTargets } from './lib/read-targets.ts'
import { formatReport } from './lib/report.ts'
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
    'deep-pages': { type: 'string' },
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
  deepPages: numberOf(values['deep-pages'], 'BENCH_DEEP_PAGES', 20),
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

const gateway = await startFakeMidtrans(serverKey)
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
  },
}).catch(async (error) => {
  await gateway.close()
  throw error
})

/**
 * Waits until the server has answered what a finished run left queued (autocannon closes its
 * connections, the server still handles their requests): a request sent now is answered after
 * them, so the next run does not start behind another's backlog.
 */
const drain = async (pathname: string) => {
  await fetch(`${server.url}${pathname}`, { signal: AbortSignal.timeout(300_000) }).catch(() => {})
}

const reads: { key: string; name: string; server: LoadResult; baseline: LoadResult }[] = []
const searchLatency: { key: string; query: string; result: LoadResult }[] = []
let checkout: PoolResult | undefined
let webhook: PoolResult | undefined
let prompts = 0
try {
  const { targets, paidPrompts } = await discoverReadTargets(server.url, settings.deepPages)
  const counts = (await (await fetch(`${server.url}/api/v1/categories`)).json()) as {
    count: number
  }[]
  prompts = counts.reduce((sum, category) => sum + category.count, 0)
  say(`${prompts.toLocaleString('en')} published prompts; ${settings.connections} connections`)

  const chosen = targets.filter((target) => selected(target.key))
  const captured = new Map<string, CapturedResponse>()
  for (const target of chosen) {
    for (const pathname of target.paths) {
      const response = await capture(server.url, pathname, headers)
      if (response.status >= 300) throw new Error(`GET ${pathname}: ${response.status}`)
      captured.set(pathname, response)
    }
  }
  const baseline = await startBaselineServer(captured)
  try {
    const options = { connections: settings.connections, duration: settings.duration, headers }
    for (const target of chosen) {
      say(`${target.name}…`)
      const onServer = await loadTest(server.url, target.paths, options)
      // The baseline shares the machine: it runs once the server is idle again.
      await drain(target.paths[0] ?? '/api/health')
      const measured = {
        key: target.key,
        name: target.name,
        server: onServer,
        baseline: await loadTest(baseline.url, target.paths, options),
      }
      reads.push(measured)
      if (measured.server.serverErrors > 0 || measured.server.errors > 0) {
        problems.push(
          `${target.name}: ${measured.server.serverErrors} 5xx, ${measured.server.errors} errors`,
        )
      }
    }
  } finally {
    await baseline.close()
  }

  if (selected('search-latency')) {
    for (const target of targets.filter((t) => t.key.startsWith('search-'))) {
      say(`${target.name}, one connection, past the response cache…`)
      const result = await uncachedLatency(server.url, target.paths[0] ?? '/api/health', {
        duration: settings.latencyDuration,
        headers,
      })
      searchLatency.push({ key: target.key, query: target.name, result })
      if (result.serverErrors > 0 || result.errors > 0) {
        problems.push(
          `${target.name} (uncached): ${result.serverErrors} 5xx, ${result.errors} errors`,
        )
      }
    }
  }

  if (selected('checkout') || selected('webhook')) {
    say(`${settings.checkouts} guest checkouts…`)
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
    webhook = await benchWebhook(server.url, gateway.transactions, serverKey, settings.connections)
    const failed = webhook.count - (webhook.statuses[200] ?? 0)
    if (failed > 0) problems.push(`webhook: ${failed} notifications not accepted`)
  }
} finally {
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

const withoutBodies = (result: PoolResult | undefined) =>
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
  })),
  searchLatency,
  checkout: withoutBodies(checkout),
  webhook: withoutBodies(webhook),
  ledger,
  problems,
}
const file = path.join(resultsDir, `${stamp}.json`)
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
say(`\n${formatReport(report)}\nresults: ${path.relative(root, file)}`)
if (problems.length > 0) {
  console.error(`\nproblems:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exitCode = 1
}
