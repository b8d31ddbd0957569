import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  freePort,
  killStartedServers,
  STARTUP_LIMIT_MS,
  serverCommand,
  startServer,
  waitForHealth,
} from './helpers/server-process.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

// Process-level behaviour does not depend on the database kind: run it once.
describe.runIf(testDatabaseKind === 'pglite')('starting the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-start-'))
  afterAll(() => {
    killStartedServers()
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

  it(
    'serves health, refuses a second process on the same DATA_DIR, and shuts down on SIGTERM',
    async () => {
      const port = await freePort()
      // The compiled build when it is current (what `npm start` runs; `npm test` builds first):
      // tsx compiling the sources as well cost a first start past 3 min beside another run.
      const { args } = serverCommand()
      const first = startServer({ PORT: String(port), DATA_DIR: dataDir }, args)
      await waitForHealth(port, first)
      expect(first.output()).toContain(
        `PasarPrompt berjalan di http://localhost:${port}/marketplace`,
      )

      const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir }, args)
      expect(await second.exited).toBe(1)
      expect(second.output()).toContain('sedang dipakai proses lain')

      first.child.kill('SIGTERM')
      expect(await first.exited).toBe(0)
      // A first start creates, migrates and seeds the embedded database: ~25 s on an idle 2-core
      // machine, several times that on a loaded one.
    },
    STARTUP_LIMIT_MS + 60_000,
  )
})
