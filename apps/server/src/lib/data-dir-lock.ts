import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Another live process holds the folder (a running server, most likely). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(
      `DATA_DIR ${dataDir} sedang dipakai proses lain (PID ${owner}). Hentikan proses itu atau pakai DATA_DIR lain.`,
    )
    this.name = 'DataDirInUseError'
  }
}

/**
 * PGlite's files may be opened by one process only, and a second one silently sees an empty
 * database. A lock file with the owner's PID turns that into a clear refusal to start.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock')
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8'))
    if (owner && owner !== process.pid && isAlive(owner))
      throw new DataDirInUseError(dataDir, owner)
    // The lock of a process that died (kill -9, power loss): take it over.
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
