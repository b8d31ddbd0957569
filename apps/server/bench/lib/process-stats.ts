import { readFileSync } from 'node:fs'

export interface Memory {
  /** Resident now (VmRSS), MB. */
  rssMb: number
  /** The most it has been resident since it started (VmHWM), MB. */
  peakMb: number
}

/** A process's resident memory from `/proc/<pid>/status` (Linux); undefined elsewhere. */
export function memoryOf(pid: number | undefined): Memory | undefined {
  if (pid === undefined) return undefined
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
    const rss = kb('VmRSS')
    const peak = kb('VmHWM')
    if (!Number.isFinite(rss) || !Number.isFinite(peak)) return undefined
    return { rssMb: rss / 1024, peakMb: peak / 1024 }
  } catch {
    return undefined
  }
}

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ: 100 on Linux builds for decades). */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds a process has used so far, user and system (`/proc/<pid>/stat` fields 14 and 15;
 * its name, field 2, is in parentheses and may hold spaces). Undefined where /proc is missing.
 */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields from the third on: utime is the 14th of the line, the 12th here.
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined
  } catch {
    return undefined
  }
}

/**
 * Waits until process `pid` is idle: less than `share` of a core over `windowMs`, or `maxMs`
 * have passed. A finished run can leave work behind (requests autocannon stopped waiting for,
 * each with queries still to run), which would otherwise count in the next run.
 */
export async function waitUntilIdle(
  pid: number | undefined,
  { windowMs = 250, share = 0.1, maxMs = 120_000 } = {},
): Promise<void> {
  const until = Date.now() + maxMs
  while (Date.now() < until) {
    const before = cpuSecondsOf(pid)
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const after = cpuSecondsOf(pid)
    if (before === undefined || after === undefined) return
    if (after - before < (share * windowMs) / 1000) return
  }
}
