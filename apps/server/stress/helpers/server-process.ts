import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { createTestDatabase, testDatabaseKind } from '../../test/helpers/test-database.ts'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  url: string
  exited: Promise<number | null>
  output(): string
}

/**
 * The real server (`src/main.ts`) as a child process on a database of its own that outlives it:
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set, else a PGlite data dir. `start()`
 * may be called again after the process died (SIGKILL) to restart it on the same data.
 */
export async function serverOnFreshDatabase(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-stress-'))
  mkdirSync(dataDir, { recursive: true })
  const database =
    testDatabaseKind === 'postgres' ? await createTestDatabase({ empty: true }) : null
  const port = await freePort()
  const started = new Set<ChildProcess>()
  const url = `http://localhost:${port}`

  async function start(): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: 'stress-secret-that-is-long-enough-0123456789',
        // Each simulated buyer comes from an address of its own (X-Forwarded-For), as one
        // proxy in front would say.
        TRUST_PROXY: '1',
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        ...extraEnv,
      },
    })
    started.add(child)
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    )
    for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return { child, url, exited, output: () => output }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`server did not become healthy:\n${output}`)
  }

  return {
    url,
    start,
    /** The server's database, opened here once no server process holds it. */
    open(): Promise<DatabaseHandle> {
      return database ? database.open() : openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
    },
    async cleanUp() {
      for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal)
  await server.exited
}
