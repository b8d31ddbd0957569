import type { LoadResult } from './load-test.ts'
import type { PoolResult } from './run-pool.ts'

interface Report {
  database: string
  prompts: number
  settings: { connections: number; duration: number; encoding: string }
  reads: { name: string; server: LoadResult; baseline: LoadResult; ratio: number }[]
  searchLatency: { query: string; result: LoadResult }[]
  checkout: Omit<PoolResult, 'responses'> | undefined
  webhook: Omit<PoolResult, 'responses'> | undefined
  ledger: { exact: boolean; orders: number; creditedOnce: number } | undefined
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 1 : 0))
const perSecond = (value: number) => Math.round(value).toLocaleString('en')
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')

/** The run as markdown tables: the reads against their baseline, search alone, the money path. */
export function formatReport(report: Report): string {
  const parts = [
    `### ${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${report.prompts.toLocaleString('en')} prompts, ${report.settings.connections} connections × ${report.settings.duration} s, accept-encoding ${report.settings.encoding}`,
  ]
  if (report.reads.length > 0) {
    parts.push(
      table(
        [
          'endpoint',
          'req/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'baseline req/s',
          'baseline p99',
          'ratio',
        ],
        report.reads.map(({ name, server, baseline, ratio }) => [
          name,
          perSecond(server.requestsPerSecond),
          ms(server.p50),
          ms(server.p95),
          ms(server.p99),
          perSecond(baseline.requestsPerSecond),
          ms(baseline.p99),
          `${(ratio * 100).toFixed(1)} %`,
        ]),
      ),
    )
  }
  if (report.searchLatency.length > 0) {
    parts.push(
      table(
        ['search, one connection, uncached', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
        report.searchLatency.map(({ query, result }) => [
          query,
          perSecond(result.requestsPerSecond),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
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
    )
  }
  if (report.ledger) {
    parts.push(
      `ledger: ${report.ledger.exact ? 'exact' : 'NOT EXACT'} (${report.ledger.creditedOnce} of ${report.ledger.orders} orders credited once)`,
    )
  }
  return parts.join('\n\n')
}
