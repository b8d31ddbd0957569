import { randomInt } from 'node:crypto'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { createUser } from '../src/db/factories/create-user.ts'
import { sessions } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'

/** better-auth's limit on /sign-in/email (modules/auth/auth.ts): 10 a minute per address. */
const SIGN_INS_PER_MINUTE = 10

// better-auth's memory store is shared by every app of this file: a client address a test.
let lastClient = 0
const nextClient = () => `198.51.100.${++lastClient}`

const opened: TestApp[] = []
afterAll(async () => {
  for (const testApp of opened) await testApp.close()
})

/** The app as it runs outside tests (better-auth's own limits are off under NODE_ENV=test). */
async function appTrusting(trustProxy: string, logger?: pino.Logger) {
  const testApp = await buildTestApp({
    env: { NODE_ENV: 'development', TRUST_PROXY: trustProxy },
    ...(logger ? { logger } : {}),
  })
  opened.push(testApp)
  return testApp
}

const randomAddress = () => `203.0.113.${randomInt(1, 255)}`

function signIn(
  testApp: TestApp,
  options: { from: string; forwardedFor?: string; email: string; password: string },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: options.from,
    headers: {
      origin: TEST_ORIGIN,
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: { email: options.email, password: options.password },
  })
}

/** Twelve wrong passwords from one client whose leftmost X-Forwarded-For entry changes each time. */
async function rotatingAttack(testApp: TestApp, from: string, forwardedFor: () => string) {
  const statuses: number[] = []
  for (let attempt = 0; attempt < 12; attempt++) {
    const response = await signIn(testApp, {
      from,
      forwardedFor: forwardedFor(),
      email: 'korban@contoh.id',
      password: `tebakan-${attempt}`,
    })
    statuses.push(response.statusCode)
  }
  return statuses
}

const limitedAfterTen = [...Array(SIGN_INS_PER_MINUTE).fill(401), 429, 429]

/** The address the session was recorded with (better-auth's session IP). */
async function sessionAddressOf(testApp: TestApp, from: string, forwardedFor: string) {
  const user = await createUser(testApp.db)
  const response = await signIn(testApp, { from, forwardedFor, ...user })
  expect(response.statusCode, response.body).toBe(200)
  const [row] = await testApp.db
    .select({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
  return row?.ipAddress
}

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it('[ATTACKER] with a hop count, rotating the first X-Forwarded-For entry does not escape the sign-in limit', async () => {
    const testApp = await appTrusting('1')
    const CLIENT = nextClient()
    const loadBalancer = '10.0.0.2'
    const statuses = await rotatingAttack(
      testApp,
      loadBalancer,
      () => `${randomAddress()}, ${CLIENT}`,
    )
    expect(statuses).toEqual(limitedAfterTen)
    // Another client behind the same load balancer is not held back.
    const other = await signIn(testApp, {
      from: loadBalancer,
      forwardedFor: `${CLIENT}, ${nextClient()}`,
      email: 'korban@contoh.id',
      password: 'salah',
    })
    expect(other.statusCode).toBe(401)
    // The session records the same address the limit counted.
    expect(await sessionAddressOf(testApp, loadBalancer, `${randomAddress()}, 192.0.2.9`)).toBe(
      '192.0.2.9',
    )
  })

  it('[ATTACKER] with a list of proxy addresses (IPv4 and IPv6 CIDRs), rotating entries does not escape the limit either', async () => {
    const testApp = await appTrusting('10.0.0.0/8, 2001:db8:10::/48')
    const CLIENT = nextClient()
    // Two proxies of ours in a row (an IPv6 edge, then an internal balancer): both skipped.
    const statuses = await rotatingAttack(
      testApp,
      '10.1.2.3',
      () => `${randomAddress()}, ${CLIENT}, 2001:db8:10::5`,
    )
    expect(statuses).toEqual(limitedAfterTen)
    expect(await sessionAddressOf(testApp, '2001:db8:10::1', `${randomAddress()}, 192.0.2.9`)).toBe(
      '192.0.2.9',
    )
    // A peer outside the list is the client itself, whatever header it sends.
    expect(await sessionAddressOf(testApp, '192.0.2.50', `${randomAddress()}, 10.0.0.1`)).toBe(
      '192.0.2.50',
    )
  })

  it('[ATTACKER] with TRUST_PROXY=false the header is ignored: the connection’s address is counted', async () => {
    const testApp = await appTrusting('false')
    const CLIENT = nextClient()
    const statuses = await rotatingAttack(
      testApp,
      '192.0.2.60',
      () => `${randomAddress()}, ${CLIENT}`,
    )
    expect(statuses).toEqual(limitedAfterTen)
    expect(await sessionAddressOf(testApp, '192.0.2.61', CLIENT)).toBe('192.0.2.61')
  })

  it('[OPERATOR] TRUST_PROXY=true (outside production only) takes the leftmost entry and says at start that a client can forge it', async () => {
    const lines: string[] = []
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    )
    const testApp = await appTrusting('true', logger)
    const CLIENT = nextClient()
    expect(lines.join('')).toContain('TRUST_PROXY=true')
    expect(await sessionAddressOf(testApp, '10.0.0.2', `192.0.2.70, ${CLIENT}`)).toBe('192.0.2.70')
  })
})
