import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { testDatabaseKind } from './helpers/test-database.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))

/** Every process a test started, so none outlives a failed test. */
const started = new Set<ChildProcess>()

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  started.add(child)
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

async function waitForHealth(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 150 && child.exitCode === null; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('server did not become healthy')
}

// Process-level behaviour does not depend on the database kind: run it once.
describe.runIf(testDatabaseKind === 'pglite')('starting the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-start-'))
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('stops with a message naming the variable when a value is bad', async () => {
    const server = startServer({ PORT: 'bukan-angka', DATA_DIR: dataDir })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Konfigurasi lingkungan tidak valid')
    expect(server.output()).toContain('PORT')
  })

  it('refuses the payment simulator, the embedded database, mail to disk, a localhost address and TRUST_PROXY=true in production', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PAYMENT_SIMULATOR: 'true',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
    })
    expect(await server.exited).toBe(1)
    const lines = server.output().split('\n')
    for (const variable of [
      'PAYMENT_SIMULATOR',
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'TRUST_PROXY',
    ]) {
      expect(
        lines.filter((line) => line.startsWith(`  - ${variable}: `)),
        server.output(),
      ).toHaveLength(1)
    }
  })

  it('serves health, refuses a second process on the same DATA_DIR, and shuts down on SIGTERM', async () => {
    const port = await freePort()
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir })
    await waitForHealth(port, first.child)
    expect(first.output()).toContain(`PasarPrompt berjalan di http://localhost:${port}/marketplace`)

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('sedang dipakai proses lain')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    // A first start creates, migrates and seeds the embedded database: ~25 s on a 2-core machine.
  }, 90_000)
})
