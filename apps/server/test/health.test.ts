import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { createTestDatabase, openTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

describe('health', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('answers liveness without touching anything else', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers readiness when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'up' } })
  })
})

describe.runIf(testDatabaseKind === 'pglite')('readiness on PGlite', () => {
  it('fails once the embedded database is closed', async () => {
    const { handle: database } = await openTestDatabase()
    const { app } = await buildTestApp({ database })
    if (database.kind === 'pglite') await database.client.close()
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'not_ready', checks: { database: 'down' } })
    await app.close().catch(() => {})
  })
})

/** A TCP hop between the app and PostgreSQL that a test can cut and restore. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(target)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address()
        if (address && typeof address === 'object') port = address.port
        resolve()
      })
    })
  return {
    start: listen,
    get port() {
      return port
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server?.close(() => resolve())
      }),
  }
}

describe.runIf(testDatabaseKind === 'postgres')('readiness on PostgreSQL', () => {
  it('fails while the database is unreachable and recovers when it is back', async () => {
    const testDatabase = await createTestDatabase()
    const url = new URL(testDatabase.url ?? '')
    const proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    await proxy.start()
    url.host = `127.0.0.1:${proxy.port}`
    const database = await openDatabase({ databaseUrl: url.toString() })
    const { app } = await buildTestApp({ database })
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' })

    try {
      expect((await ready()).statusCode).toBe(200)
      await proxy.cut()
      const down = await ready()
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ status: 'not_ready', checks: { database: 'down' } })
      await proxy.start()
      expect((await ready()).statusCode).toBe(200)
    } finally {
      await app.close()
      await proxy.cut()
      await testDatabase.drop()
    }
  })
})
