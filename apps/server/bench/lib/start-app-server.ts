import { type ChildProcess, spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url))

export interface AppServer {
  url: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/**
 * The real server (`src/main.ts`) as production runs it: NODE_ENV=production, JSON logs at the
 * default level (to `logFile`, as a log collector would take them), the gateway over HTTP. It
 * migrates and seeds what production seeds on start, then the bench waits for readiness.
 */
export async function startAppServer(options: {
  env: Record<string, string>
  logFile: string
}): Promise<AppServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const log = openSync(options.logFile, 'a')
  // `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=…'` profiles the server under load (Node
  // refuses --cpu-prof in NODE_OPTIONS); the profile is written when the server exits.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // A benchmark on one machine, deliberately: its own address, no mail server, and PGlite
      // unless BENCH_DATABASE_URL is given.
      ALLOW_LOCALHOST_PUBLIC_URL: 'true',
      ALLOW_MAIL_TO_DISK: 'true',
      ALLOW_EMBEDDED_DATABASE: 'true',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const deadline = Date.now() + 180_000
  for (;;) {
    const state = await Promise.race([
      exited.then((code) => `exited with ${code}`),
      fetch(`${url}/api/health/ready`)
        .then((response) => (response.ok ? 'ready' : 'starting'))
        .catch(() => 'starting'),
    ])
    if (state === 'ready') break
    if (state.startsWith('exited')) throw new Error(`the server ${state}: see ${options.logFile}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server was not ready after 180 s: see ${options.logFile}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}
