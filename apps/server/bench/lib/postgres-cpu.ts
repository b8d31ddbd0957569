import pg from 'pg'
import { cpuSecondsOf } from './process-stats.ts'

/**
 * CPU seconds used so far by the PostgreSQL backends connected to `databaseUrl`'s database
 * (`/proc/<pid>/stat` of each pid in `pg_stat_activity`), the asking connection left out.
 * Undefined when the server is not on this machine or /proc is missing. Backends that exit
 * between two readings drop out of the sum: read around a run in which the pool stays open.
 */
export async function postgresCpuSeconds(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    )
    let total = 0
    for (const { pid } of rows) {
      const seconds = cpuSecondsOf(pid)
      if (seconds === undefined) return undefined
      total += seconds
    }
    return total
  } finally {
    await client.end()
  }
}
