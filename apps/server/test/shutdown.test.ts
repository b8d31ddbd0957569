import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client.ts'
import { liveStreams } from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import {
  freePort,
  killStartedServers,
  STARTUP_LIMIT_MS,
  serverCommand,
  startServer,
  waitForHealth,
} from './helpers/server-process.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

/** Waits on a loaded machine for what a running server does within moments; bounded. */
async function within<T>(ms: number, what: string, poll: () => Promise<T | undefined>) {
  const giveUpAt = Date.now() + ms
  while (Date.now() < giveUpAt) {
    const seen = await poll()
    if (seen !== undefined) return seen
    await sleep(50)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A live stream read to its end, recording its events and whether it ended cleanly. */
async function holdStream(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  const events: string[] = []
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const ended = (async (): Promise<'clean' | string> => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return 'clean'
        buffer += decoder.decode(value, { stream: true })
        for (const type of buffer.matchAll(/^event: (.+)$/gm)) events.push(type[1] as string)
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2)
      }
    } catch (error) {
      return `broken: ${(error as Error).message}`
    }
  })()
  return { events, ended }
}

/**
 * A real sign-in whose JSON body arrives in pieces over `seconds`: a request still in flight
 * when the signal comes.
 */
function trickledSignIn(port: number, origin: string, seconds: number) {
  const body = Buffer.from(
    JSON.stringify({ email: demoAccounts.buyer.email, password: DEMO_PASSWORD }),
  )
  const pieces = 6
  let firstPieceSent: () => void = () => {}
  const started = new Promise<void>((resolve) => {
    firstPieceSent = resolve
  })
  const answered = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const outgoing = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/auth/sign-in/email',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          origin,
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        response.on('error', (error) => resolve({ error: error.message }))
      },
    )
    outgoing.on('error', (error) => resolve({ error: error.message }))
    void (async () => {
      const size = Math.ceil(body.length / pieces)
      for (let at = 0; at < body.length; at += size) {
        outgoing.write(body.subarray(at, at + size))
        firstPieceSent()
        await sleep((seconds * 1000) / pieces)
      }
      outgoing.end()
    })()
  })
  return { started, answered }
}

// Process-level behaviour does not depend on the database kind: run it once.
describe.runIf(testDatabaseKind === 'pglite')('shutting the server process down', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-shutdown-'))
  afterAll(() => {
    killStartedServers()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'on SIGTERM: readiness fails first, new streams are refused, the open stream is told to reconnect and ends, the slow request completes, exit 0',
    async ({ onTestFailed }) => {
      const port = await freePort()
      const origin = `http://localhost:${port}`
      const baseUrl = `http://127.0.0.1:${port}`
      // The compiled build when it is current (as `npm test` leaves it), else tsx: see serverCommand.
      const { args, compiled } = serverCommand()
      const server = startServer(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          // Long enough for the checks below to land inside it on a loaded machine, and for the
          // server to have read the slow request's headers before it closes.
          SHUTDOWN_DRAIN_SECONDS: '8',
          SHUTDOWN_TIMEOUT_SECONDS: '40',
        },
        args,
      )
      onTestFailed(() => {
        console.error(`server (${compiled ? 'dist/main.js' : 'tsx'}) output:\n${server.output()}`)
      })
      await waitForHealth(port, server)

      const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: demoAccounts.buyer.email, password: DEMO_PASSWORD }),
      })
      expect(signIn.status).toBe(200)
      const token = String(signIn.headers.get('set-auth-token'))
      const stream = await holdStream(baseUrl, token)
      await within(30_000, 'the stream to open', async () =>
        stream.events.includes('ready') ? true : undefined,
      )

      // Its body arrives over 12 s: still in flight when the listener closes after the drain.
      const slow = trickledSignIn(port, origin, 12)
      await slow.started
      server.child.kill('SIGTERM')
      // A second signal (a terminal and `npm` may both send one) neither restarts nor hurries it.
      server.child.kill('SIGTERM')

      const readiness = await within(10_000, 'readiness to fail', async () => {
        const response = await fetch(`${baseUrl}/api/health/ready`)
        return response.status === 503 ? response.json() : undefined
      })
      expect(readiness).toEqual({
        status: 'not_ready',
        checks: { database: 'up', shutdown: 'in_progress' },
      })
      const refused = await fetch(`${baseUrl}/api/v1/events`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('1')

      expect(await stream.ended).toBe('clean')
      expect(stream.events.at(-1)).toBe('reconnect')

      const answer = await slow.answered
      expect(answer).toMatchObject({ status: 200 })
      expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
        user: { email: demoAccounts.buyer.email },
      })

      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('shutdown: finished')
      expect(server.output().match(/shutdown: started/g)).toHaveLength(1)
      // The stream's place went with the process: the user is not counted as holding it.
      const data = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      try {
        expect(await data.db.select().from(liveStreams)).toEqual([])
      } finally {
        await data.close()
      }
    },
    STARTUP_LIMIT_MS + 120_000,
  )

  it(
    'past SHUTDOWN_TIMEOUT_SECONDS a request that still holds the server is cut off: a log line and exit 1',
    async ({ onTestFailed }) => {
      const port = await freePort()
      const { args } = serverCommand()
      const server = startServer(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          // The drain gives the server time to read the slow request's headers (until then a
          // connection counts as idle and closing would simply drop it).
          SHUTDOWN_DRAIN_SECONDS: '2',
          SHUTDOWN_TIMEOUT_SECONDS: '3',
        },
        args,
      )
      onTestFailed(() => console.error(`server output:\n${server.output()}`))
      await waitForHealth(port, server)

      // Its body takes 20 s to arrive: far past the three seconds the shutdown may take.
      const slow = trickledSignIn(port, `http://localhost:${port}`, 20)
      await slow.started
      const signalled = Date.now()
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(1)
      expect(Date.now() - signalled).toBeLessThan(15_000)
      expect(server.output()).toContain('not finished within SHUTDOWN_TIMEOUT_SECONDS')
      expect(server.output()).not.toContain('shutdown: finished')
      expect(await slow.answered).toHaveProperty('error')
    },
    STARTUP_LIMIT_MS + 60_000,
  )
})
