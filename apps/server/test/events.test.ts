import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { LISTENER_APPLICATION_NAME } from '../src/infra/events/event-bus.ts'
import { MAX_STREAMS_PER_SESSION } from '../src/modules/limits/limits.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { openStream, type Stream, tokenOf as tokenOfAt, until } from './helpers/live-stream.ts'
import { testDatabaseKind } from './helpers/test-database.ts'

/** Waits for a stream's event for up to 30 s (a reconnect on a loaded machine); says what came. */
async function eventually(stream: Stream, type: string) {
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (stream.events.some((event) => event.type === type)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no ${type} within 30 s; the stream saw ${JSON.stringify(stream.events)}`)
}

describe('live events', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let baseUrl: string
  const tokenOf = (user: FactoryUser) => tokenOfAt(baseUrl, user)
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => testApp.close())

  it("reaches the shop's members only, and stops for a member once removed", async () => {
    const shop = await createShop(testApp.db, { name: 'Prompt Nusantara' })
    const ownerToken = await tokenOf(shop.owner)
    const outsiderToken = await tokenOf((await createShop(testApp.db)).owner)
    const buyerToken = await tokenOf(await createUser(testApp.db))

    // The buyer joins the seller's shop as a member (an owner adds them directly).
    const buyer = (await (await call(buyerToken, 'GET', '/api/v1/session')).json()) as {
      user: { id: string }
    }
    const added = await testApp.app.auth.api.addMember({
      body: { userId: buyer.user.id, organizationId: shop.id, role: 'member' },
    })
    await call(buyerToken, 'POST', '/api/auth/organization/set-active', { organizationId: shop.id })

    const member = await openStream(baseUrl, buyerToken)
    const outsider = await openStream(baseUrl, outsiderToken)
    await until(
      () => member.events[0]?.type === 'ready' && outsider.events[0]?.type === 'ready',
      'ready',
    )
    expect(member.events[0]?.data).toEqual({ organizationId: shop.id })

    await call(ownerToken, 'PUT', '/api/v1/seller/shop', {
      name: 'Prompt Nusantara',
      description: 'Versi baru',
    })
    await until(() => member.events.some((e) => e.type === 'shop.updated'), 'shop.updated')
    expect(member.events.find((e) => e.type === 'shop.updated')?.data).toEqual({ shopId: shop.id })

    const removed = await call(ownerToken, 'POST', '/api/auth/organization/remove-member', {
      memberIdOrEmail: added?.id,
      organizationId: shop.id,
    })
    expect(removed.status).toBe(200)
    await until(() => member.isClosed(), 'the removed member’s stream to close')
    expect(member.events.at(-1)).toEqual({
      type: 'membership.revoked',
      data: { organizationId: shop.id },
    })

    // A new stream for the removed member no longer carries the shop's events.
    const reopened = await openStream(baseUrl, buyerToken)
    await until(() => reopened.events[0]?.type === 'ready', 'ready again')
    expect(reopened.events[0]?.data).toEqual({ organizationId: null })
    await call(ownerToken, 'PUT', '/api/v1/seller/shop', {
      name: 'Prompt Nusantara',
      description: 'Versi ketiga',
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(reopened.events.map((e) => e.type)).toEqual(['ready'])
    expect(outsider.events.map((e) => e.type)).toEqual(['ready'])

    for (const stream of [outsider, reopened]) stream.stop()
  })

  it('[SECURITY] one session opens at most 10 streams at once; the 11th is a 429 until one closes', async () => {
    const user = await createUser(testApp.db, { name: 'Tab Banyak' })
    const token = await tokenOf(user)
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_SESSION }, () => openStream(baseUrl, token)),
    )
    const refused = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await refused.json()).message).toMatch(/Terlalu banyak tab/)
    // Another session of the same person is counted apart.
    const elsewhere = await openStream(baseUrl, await tokenOf(user))
    await until(() => elsewhere.events.length > 0, 'the other session’s stream')

    streams[0]?.stop()
    await streams[0]?.closed
    let reopened: Response | undefined
    for (let i = 0; i < 50 && reopened?.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      reopened = await fetch(`${baseUrl}/api/v1/events`, {
        headers: { authorization: `Bearer ${token}` },
      })
      if (reopened.status === 200) await reopened.body?.cancel()
    }
    expect(reopened?.status).toBe(200)
    for (const stream of [...streams, elsewhere]) stream.stop()
  })
})

describe('live events while the server shuts down', () => {
  it('[LIVE] draining tells open streams to reconnect and ends them, refuses new ones with a Retry-After, and fails readiness', async () => {
    const testApp = await buildTestApp()
    try {
      const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
      const token = await tokenOfAt(baseUrl, await createUser(testApp.db))
      const stream = await openStream(baseUrl, token)
      await until(() => stream.events[0]?.type === 'ready', 'ready')

      testApp.app.drain.start()
      await stream.closed
      expect(stream.events.map((event) => event.type)).toEqual(['ready', 'reconnect'])
      const refused = await fetch(`${baseUrl}/api/v1/events`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('1')
      expect((await refused.json()).message).toMatch(/sedang dimatikan/)
      const ready = await fetch(`${baseUrl}/api/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'up', shutdown: 'in_progress' },
      })
    } finally {
      await testApp.close()
    }
  })
})

describe.skipIf(testDatabaseKind !== 'postgres')('live events after a lost listener', () => {
  it('[LIVE] when the listener connection is cut and comes back, open streams are told to resync, and later events still arrive', async () => {
    const testApp = await buildTestApp()
    let stream: Stream | undefined
    try {
      const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
      const user = await createUser(testApp.db)
      stream = await openStream(baseUrl, await tokenOfAt(baseUrl, user))
      await until(() => stream?.events[0]?.type === 'ready', 'ready')

      const listeners = await queryRows<{ pid: number }>(
        testApp.db,
        sql`select pid from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME}
              and datname = current_database()`,
      )
      expect(listeners).toHaveLength(1)
      await testApp.db.execute(sql`select pg_terminate_backend(${listeners[0]?.pid})`)
      await eventually(stream, 'resync')

      await testApp.app.events.publish(testApp.db, {
        target: `user:${user.id}`,
        type: 'wishlist.updated',
        data: { count: 3 },
      })
      await eventually(stream, 'wishlist.updated')
      expect(stream.events.map((event) => event.type)).toEqual([
        'ready',
        'resync',
        'wishlist.updated',
      ])
    } finally {
      stream?.stop()
      await testApp.close()
    }
  })
})
