import type { CopyBenchResult, CopyTimings } from './copy-check-bench.ts'
import type { LoadResult } from './load-test.ts'
import type { PoolResult } from './run-pool.ts'

interface Report {
  database: string
  prompts: number
  settings: { connections: number; duration: number; encoding: string }
  reads: {
    name: string
    server: LoadResult
    baseline: LoadResult
    uncached: LoadResult
    uncachedWhat: string
    ratio: number
    uncachedRatio: number
    cpuRatio: number | undefined
    uncachedCpuRatio: number | undefined
    load: { cached: number; baseline: number; uncached: number }
  }[]
  searchLatency: { query: string; what: string; result: LoadResult }[]
  memory: { when: string; rssMb: number; peakMb: number }[]
  payments: string
  checkout: (Omit<PoolResult, 'responses'> & { addresses: number }) | undefined
  webhook: Omit<PoolResult, 'responses'> | undefined
  webhookCpu: { server?: number; postgres?: number; bench: number; load: number } | undefined
  ledger: { exact: boolean; orders: number; creditedOnce: number } | undefined
  copies: CopyBenchResult | undefined
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 1 : 0))
const perSecond = (value: number) => Math.round(value).toLocaleString('en')
const percent = (ratio: number | undefined) =>
  ratio === undefined ? '–' : `${(ratio * 100).toFixed(1)} %`
const micros = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0))
/** Too few answers for a rate or a CPU share (a pool of a handful): its latency says more. */
const rate = (result: LoadResult) =>
  result.requests < 100 ? '–' : perSecond(result.requestsPerSecond)
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
/** How many uncached questions were asked, and whether the pool ran out before the time did. */
const asked = (result: LoadResult) =>
  `${result.requests.toLocaleString('en')} of ${(result.poolSize ?? 0).toLocaleString('en')}${result.poolUsedUp ? ` (all, in ${result.seconds.toFixed(1)} s)` : ''}`

/** The run as markdown tables: the reads against raw, search alone, the money path, memory. */
export function formatReport(report: Report): string {
  const parts = [
    `### ${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${report.prompts.toLocaleString('en')} prompts, ${report.settings.connections} connections × ${report.settings.duration} s, accept-encoding ${report.settings.encoding}`,
  ]
  if (report.reads.length > 0) {
    parts.push(
      table(
        [
          'endpoint',
          'raw req/s',
          'cached req/s',
          'p99 ms',
          'cached % of raw',
          'uncached req/s',
          'p99 ms',
          'uncached % of raw',
          'CPU µs/answer raw / cached / uncached',
          'by CPU: cached / uncached % of raw',
          'uncached questions asked',
          'load avg (cached/raw/uncached)',
        ],
        report.reads.map((read) => [
          read.name,
          perSecond(read.baseline.requestsPerSecond),
          perSecond(read.server.requestsPerSecond),
          ms(read.server.p99),
          percent(read.ratio),
          rate(read.uncached),
          ms(read.uncached.p99),
          read.uncached.requests < 100 ? '–' : percent(read.uncachedRatio),
          [read.baseline, read.server, read.uncached]
            .map((result) => (result.requests < 100 ? '–' : micros(result.cpuMicrosPerRequest)))
            .join(' / '),
          `${percent(read.cpuRatio)} / ${read.uncached.requests < 100 ? '–' : percent(read.uncachedCpuRatio)}`,
          `${asked(read.uncached)}: ${read.uncachedWhat}`,
          [read.load.cached, read.load.baseline, read.load.uncached]
            .map((load) => load.toFixed(2))
            .join(' / '),
        ]),
      ),
      "raw: node:http in its own process, answering the same status, headers and bytes as the app. By CPU: raw's CPU time per answer over the app's, each process measured in /proc (what the ratio would be with the machine to itself).",
    )
  }
  if (report.searchLatency.length > 0) {
    parts.push(
      table(
        ['search, one connection, uncached', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'asked'],
        report.searchLatency.map(({ query, what, result }) => [
          query,
          perSecond(result.requestsPerSecond),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          `${asked(result)}: ${what}`,
        ]),
      ),
    )
  }
  const money = [
    ['guest checkout', report.checkout],
    ['webhook settlement', report.webhook],
  ] as const
  const moneyRows = money.flatMap(([name, result]) =>
    result
      ? [
          [
            name,
            String(result.count),
            perSecond(result.requestsPerSecond),
            ms(result.p50),
            ms(result.p95),
            ms(result.p99),
            Object.entries(result.statuses)
              .map(([status, count]) => `${status}×${count}`)
              .join(' '),
          ],
        ]
      : [],
  )
  if (moneyRows.length > 0) {
    parts.push(
      table(['write', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'statuses'], moneyRows),
      report.checkout
        ? `payments: ${report.checkout.count.toLocaleString('en')} checkouts from ${report.checkout.addresses.toLocaleString('en')} client addresses; ${report.payments}`
        : '',
    )
  }
  if (report.webhookCpu) {
    const { server, postgres, bench, load } = report.webhookCpu
    parts.push(
      `webhook CPU per notification: server ${micros(server)} µs, PostgreSQL backends ${micros(postgres)} µs, bench (load generator and fake gateway) ${micros(bench)} µs; load average at its start ${load.toFixed(2)}`,
    )
  }
  if (report.ledger) {
    parts.push(
      `ledger: ${report.ledger.exact ? 'exact' : 'NOT EXACT'} (${report.ledger.creditedOnce} of ${report.ledger.orders} orders credited once)`,
    )
  }
  if (report.copies) parts.push(formatCopies(report.copies))
  if (report.memory.length > 0) {
    parts.push(
      table(
        ['server memory', 'resident MB (VmRSS)', 'peak so far MB (VmHWM)'],
        report.memory.map(({ when, rssMb, peakMb }) => [when, rssMb.toFixed(0), peakMb.toFixed(0)]),
      ),
    )
  }
  return parts.filter(Boolean).join('\n\n')
}

/** Issue 32's copy check: its latency at the catalogue's size, and what it found. */
export function formatCopies(copies: CopyBenchResult) {
  const row = (name: string, result: CopyTimings, outcome: string) => [
    name,
    String(copies.rounds),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    `${result.candidates.p50} / ${result.candidates.max}`,
    outcome,
  ]
  return [
    table(
      ['copy check', 'checks', 'p50 ms', 'p95 ms', 'p99 ms', 'candidates p50 / max', 'outcome'],
      [
        row(
          'disguised copy (reordered, 20 % of words changed)',
          copies.copies,
          `original found ${copies.copies.found} of ${copies.rounds}; missed: ${copies.copies.missed.belowThreshold} under the threshold anyway, ${copies.copies.missed.missedByBands} by the bands`,
        ),
        row(
          'new prompt (no copy)',
          copies.originals,
          `flagged ${copies.originals.flagged} of ${copies.rounds}`,
        ),
      ],
    ),
    `copy check against ${copies.prompts.toLocaleString('en')} published prompts, as a new shop's submission (every prompt compared)`,
  ].join('\n\n')
}
