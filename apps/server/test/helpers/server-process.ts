import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))
const compiledMain = path.join(serverDir, 'dist/main.js')

/**
 * A process may take this long to become healthy on a loaded 2-core machine (first start: ~25 s
 * idle; beside another whole `npm test` and more, one took over 3 min under tsx).
 */
export const STARTUP_LIMIT_MS = 240_000

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

/** Every process a test started, so none outlives a failed test (`killStartedServers`). */
const started = new Set<ChildProcess>()

function newestChange(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  )
}

/**
 * How the server is started: the compiled `dist/main.js` (what production runs) when
 * `npm run build:server` has built it from the current sources — `npm test` builds first —
 * else through tsx, so a run of one test file never exercises a stale build.
 */
export function serverCommand(): { args: string[]; compiled: boolean } {
  const srcChanged = Math.max(
    newestChange(path.join(serverDir, 'src')),
    newestChange(path.join(serverDir, '../../packages/contracts/src')),
  )
  if (existsSync(compiledMain) && statSync(compiledMain).mtimeMs >= srcChanged) {
    return { args: ['--enable-source-maps', 'dist/main.js'], compiled: true }
  }
  return { args: ['--import', 'tsx', 'src/main.ts'], compiled: false }
}

export function startServer(
  env: Record<string, string>,
  args = ['--import', 'tsx', 'src/main.ts'],
  /** apps/server by default; the repository root for the Dockerfile's command. */
  cwd = serverDir,
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  started.add(child)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

export function killStartedServers() {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Polls `/api/health` until it answers, for up to 4 min; gives up with the process's output. */
export async function waitForHealth(port: number, server: ServerProcess) {
  const startedAt = Date.now()
  const giveUpAt = startedAt + STARTUP_LIMIT_MS
  while (Date.now() < giveUpAt && server.child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `server did not become healthy in ${Math.round((Date.now() - startedAt) / 1000)} s (exit code ${server.child.exitCode}); its output:\n${server.output() || '(nothing)'}`,
  )
}
