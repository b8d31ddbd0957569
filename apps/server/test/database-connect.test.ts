import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './helpers/test-database.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
// A first start on a loaded 2-core machine: tsx, the app, the template's migrations checked.
const READY_WITHIN_MS = 180_000

const started = new Set<ChildProcess>()
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-connect-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
  })
  started.add(child)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const withinOrFail = <T>(promise: Promise<T>, ms: number, what: () => string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what())), ms)),
  ])

// Process-level behaviour with no database behind it: run once.
describe.runIf(testDatabaseKind === 'pglite')('a database unreachable at start', () => {
  it('[OPERATOR] retries for DATABASE_CONNECT_TIMEOUT_SECONDS, one line per attempt, then exits 1 with a one-line reason and no stack trace', async () => {
    const port = await freePort()
    const server = startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/pasarprompt`,
      DATABASE_CONNECT_TIMEOUT_SECONDS: '6',
    })
    const code = await withinOrFail(
      server.exited,
      READY_WITHIN_MS,
      () => `the server did not exit:\n${server.output()}`,
    )
    const output = server.output()
    expect(code, output).toBe(1)
    const attempts = output.split('\n').filter((line) => line.includes('belum dapat dihubungi'))
    // Waits of 0.5 + 1 + 2 s fit in 6 s with room for a slow machine: at least three attempts.
    expect(attempts.length, output).toBeGreaterThanOrEqual(3)
    expect(attempts[0], output).toContain('ECONNREFUSED')
    const reason = output
      .split('\n')
      .filter((line) => line.startsWith('Basis data tidak dapat dihubungi selama 6 detik'))
    expect(reason, output).toHaveLength(1)
    expect(reason[0]).toContain('DATABASE_URL')
    expect(output).not.toMatch(/^\s+at /m)
  }, 200_000)
})

/**
 * A TCP forwarder to PostgreSQL that is not there at first: its port refuses connections
 * (nothing listens) until `open()`, then it forwards every connection to `target`.
 */
async function lateForwarder(target: URL) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined
  return {
    port,
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = tcpConnect(Number(target.port || 5432), target.hostname)
          sockets.add(client).add(upstream)
          client.pipe(upstream).pipe(client)
          const end = () => {
            client.destroy()
            upstream.destroy()
          }
          client.on('error', end).on('close', end)
          upstream.on('error', end).on('close', end)
        }).listen(port, '127.0.0.1', resolve)
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    },
  }
}

describe.runIf(testDatabaseKind === 'postgres')('starting on PostgreSQL', () => {
  it('[OPERATOR] the server keeps trying while the database refuses connections, then becomes ready', async () => {
    const database: TestDatabase = await createTestDatabase()
    cleanups.push(() => database.drop())
    const target = new URL(database.url as string)
    const forwarder = await lateForwarder(target)
    cleanups.push(() => forwarder.close())
    const viaForwarder = new URL(target)
    viaForwarder.hostname = '127.0.0.1'
    viaForwarder.port = String(forwarder.port)

    const port = await freePort()
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: viaForwarder.toString(),
      DATABASE_CONNECT_TIMEOUT_SECONDS: '120',
    })
    // Refused until the server has failed twice (it may take seconds to get there at all).
    const deadline = Date.now() + READY_WITHIN_MS
    while (
      !server.output().includes('(percobaan 2)') &&
      Date.now() < deadline &&
      server.child.exitCode === null
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await forwarder.open()

    let ready = false
    while (!ready && Date.now() < deadline && server.child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      )
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const output = server.output()
    expect(ready, `the server was not ready:\n${output}`).toBe(true)
    expect(output).toContain('Basis data belum dapat dihubungi (percobaan 2)')
    expect(output).not.toContain('Basis data tidak dapat dihubungi selama')

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 240_000)

  it('[OPERATOR] a database the server does not have is not waited for: exit 1 at once with one line', async () => {
    const missing = new URL(process.env.TEST_DATABASE_URL as string)
    missing.pathname = `/tidak_ada_${Date.now()}`
    const server = startServer({ DATABASE_URL: missing.toString() })
    const code = await withinOrFail(
      server.exited,
      READY_WITHIN_MS,
      () => `the server did not exit:\n${server.output()}`,
    )
    const output = server.output()
    expect(code, output).toBe(1)
    expect(output).not.toContain('belum dapat dihubungi')
    expect(
      output.split('\n').filter((line) => line.startsWith('PostgreSQL menolak koneksi: ')),
    ).toHaveLength(1)
    expect(output).not.toMatch(/^\s+at /m)
  }, 200_000)
})
