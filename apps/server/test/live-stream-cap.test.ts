import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { liveStreams } from '../src/db/schema.ts'
import { deleteExpiredStreamPlaces } from '../src/modules/limits/claim-stream-place.ts'
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '../src/modules/limits/limits.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { openStream, type Stream, tokenOf, until } from './helpers/live-stream.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

/** Opens a stream, or answers the refusal: status and message. */
async function tryStream(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status === 200) {
    await response.body?.cancel()
    return { status: 200, message: '', retryAfter: null }
  }
  const body = (await response.json()) as { message: string }
  return {
    status: response.status,
    message: body.message,
    retryAfter: response.headers.get('retry-after'),
  }
}

/** Waits up to 30 s (a loaded machine) until a closed stream's place is free again. */
async function opensAgain(baseUrl: string, token: string) {
  let last: Awaited<ReturnType<typeof tryStream>> | undefined
  for (const giveUpAt = Date.now() + 30_000; Date.now() < giveUpAt; ) {
    last = await tryStream(baseUrl, token)
    if (last.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no place came free within 30 s; the last answer was ${JSON.stringify(last)}`)
}

const placesOf = async (db: TestApp['db'], userId: string) =>
  (
    await db
      .select({ processId: liveStreams.processId })
      .from(liveStreams)
      .where(and(eq(liveStreams.userId, userId), sql`${liveStreams.expiresAt} > now()`))
  ).length

/** Signs one user in `count` times (one session each), as many browsers would. */
const sessionsOf = (baseUrl: string, user: FactoryUser, count: number) =>
  Promise.all(Array.from({ length: count }, () => tokenOf(baseUrl, user)))

describe('live streams per user', () => {
  let testApp: TestApp
  let baseUrl: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => testApp.close())

  it('[SECURITY] 22 sign-ins of one user hold at most 20 streams at once; a closed one frees a place', async () => {
    expect(MAX_STREAMS_PER_USER).toBeGreaterThan(MAX_STREAMS_PER_SESSION)
    const user = await createUser(testApp.db, { name: 'Banyak Peramban' })
    const tokens = await sessionsOf(baseUrl, user, MAX_STREAMS_PER_USER + 2)
    // Every session asks at once: the count cannot be raced past the cap.
    const answers = await Promise.allSettled(tokens.map((token) => openStream(baseUrl, token)))
    const streams = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    )
    expect(streams).toHaveLength(MAX_STREAMS_PER_USER)
    await until(() => streams.every((stream) => stream.events[0]?.type === 'ready'), 'ready')
    expect(await placesOf(testApp.db, user.id)).toBe(MAX_STREAMS_PER_USER)

    const refused = await tryStream(baseUrl, await tokenOf(baseUrl, user))
    expect(refused).toEqual({
      status: 429,
      message: 'Terlalu banyak tab PasarPrompt terbuka. Tutup salah satu, lalu muat ulang.',
      retryAfter: expect.stringMatching(/^\d+$/),
    })
    // Another person is not held back by this one.
    const other = await tryStream(baseUrl, await tokenOf(baseUrl, await createUser(testApp.db)))
    expect(other.status).toBe(200)

    streams[0]?.stop()
    await streams[0]?.closed
    await opensAgain(baseUrl, await tokenOf(baseUrl, user))
    for (const stream of streams) stream.stop()
    await until(() => streams.every((stream) => stream.isClosed()), 'the streams to end')
  })

  it('[SECURITY] places left by a process that died stop counting once their lease ran out, and the minute job deletes them', async () => {
    const user = await createUser(testApp.db, { name: 'Proses Mati' })
    const token = await tokenOf(baseUrl, user)
    const place = (expiresAt: Date) => ({
      userId: user.id,
      processId: 'a-process-that-died',
      expiresAt,
    })
    const leased = await testApp.db
      .insert(liveStreams)
      .values(
        Array.from({ length: MAX_STREAMS_PER_USER }, () => place(new Date(Date.now() + 60_000))),
      )
      .returning({ id: liveStreams.id })
    // While the lease runs, the dead process's places still count.
    expect((await tryStream(baseUrl, token)).status).toBe(429)

    await testApp.db
      .update(liveStreams)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(liveStreams.processId, 'a-process-that-died'))
    const stream = await openStream(baseUrl, token)
    await until(() => stream.events[0]?.type === 'ready', 'ready')
    expect(await placesOf(testApp.db, user.id)).toBe(1)

    expect(await deleteExpiredStreamPlaces(testApp.db)).toBeGreaterThanOrEqual(leased.length)
    const left = await testApp.db
      .select({ processId: liveStreams.processId })
      .from(liveStreams)
      .where(eq(liveStreams.userId, user.id))
    expect(left).toHaveLength(1)
    expect(left[0]?.processId).not.toBe('a-process-that-died')
    stream.stop()
    await stream.closed
  })
})

describe('live streams per user across two server processes', () => {
  it('[SECURITY] two app instances on one database share the cap, and a closed instance gives its places back', async () => {
    const database = await createTestDatabase()
    const firstHandle = await database.open()
    // PostgreSQL: two pools, as two processes have; PGlite (one process by design): one database,
    // closed once, by the first app.
    const secondHandle: DatabaseHandle =
      firstHandle.kind === 'pglite'
        ? { ...firstHandle, close: async () => {} }
        : await database.open()
    const first = await buildTestApp({ database: firstHandle })
    const second = await buildTestApp({ database: secondHandle })
    const streams: Stream[] = []
    let secondClosed = false
    try {
      const urlA = await first.app.listen({ port: 0, host: '127.0.0.1' })
      const urlB = await second.app.listen({ port: 0, host: '127.0.0.1' })
      const user = await createUser(first.db, { name: 'Dua Proses' })
      const half = MAX_STREAMS_PER_USER / 2
      for (const token of await sessionsOf(urlA, user, half))
        streams.push(await openStream(urlA, token))
      const onB: Stream[] = []
      for (const token of await sessionsOf(urlB, user, half))
        onB.push(await openStream(urlB, token))
      streams.push(...onB)
      await until(() => streams.every((stream) => stream.events[0]?.type === 'ready'), 'ready')

      expect((await tryStream(urlA, await tokenOf(urlA, user))).status).toBe(429)
      expect((await tryStream(urlB, await tokenOf(urlB, user))).status).toBe(429)

      // A stream closed on one process frees a place on the other.
      streams[0]?.stop()
      await streams[0]?.closed
      await opensAgain(urlB, await tokenOf(urlB, user))

      // The second process shuts down with its streams open: their places go with it.
      await second.close()
      secondClosed = true
      await until(() => onB.every((stream) => stream.isClosed()), 'the streams on B to end')
      expect(await placesOf(first.db, user.id)).toBe(half - 1)
    } finally {
      for (const stream of streams) stream.stop()
      if (!secondClosed) await second.close()
      await first.close()
      await database.drop()
    }
  })
})

describe.runIf(testDatabaseKind === 'postgres')('live streams per user on PostgreSQL', () => {
  it('counts under a lock held per user, so a burst on two pools cannot pass the cap', async () => {
    const database = await createTestDatabase()
    const first = await buildTestApp({ database: await database.open() })
    const second = await buildTestApp({ database: await database.open() })
    const streams: Stream[] = []
    try {
      const urlA = await first.app.listen({ port: 0, host: '127.0.0.1' })
      const urlB = await second.app.listen({ port: 0, host: '127.0.0.1' })
      const user = await createUser(first.db, { name: 'Serbu Bersama' })
      const tokens = await sessionsOf(urlA, user, MAX_STREAMS_PER_USER + 4)
      const answers = await Promise.allSettled(
        tokens.map((token, i) => openStream(i % 2 ? urlA : urlB, token)),
      )
      for (const answer of answers) if (answer.status === 'fulfilled') streams.push(answer.value)
      expect(streams).toHaveLength(MAX_STREAMS_PER_USER)
      expect(await placesOf(first.db, user.id)).toBe(MAX_STREAMS_PER_USER)
    } finally {
      for (const stream of streams) stream.stop()
      await second.close()
      await first.close()
      await database.drop()
    }
  })
})
