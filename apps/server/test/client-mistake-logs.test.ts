import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUser } from '../src/db/factories/create-user.ts'
import { createLogger } from '../src/lib/logger.ts'
import { ACCOUNT_MAILS_PER_INBOX } from '../src/modules/limits/limits.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'

/** pino's numbers: 40 is warn, 50 error. */
const WARN = 40
const ERROR = 50

/** Every line the app's real logger writes, parsed. */
function logCapture() {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: createLogger({ logLevel: 'debug', isProduction: true }, stream) }
}

/**
 * Issue 26, hole 6: requests anyone can send (a bad `callbackURL`, an unknown OAuth state) made
 * better-auth write error lines. They are the client's mistake: written at info; a real fault
 * inside better-auth still reaches the operator at error.
 */
describe('a client’s mistake is never an error line in the log', () => {
  let testApp: TestApp
  const log = logCapture()
  const alarmsAmong = (lines: { level: number; msg: string }[]) =>
    lines.filter((line) => line.level >= WARN)

  beforeAll(async () => {
    testApp = await buildTestApp({ logger: log.logger })
  })

  afterAll(() => testApp.close())

  /** better-auth's own console logger, which it used beside ours for every refusal it threw. */
  let consoleLines: string[] = []
  beforeEach(() => {
    consoleLines = []
    for (const method of ['error', 'warn'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(args.map(String).join(' '))
      })
    }
  })
  afterEach(() => vi.restoreAllMocks())

  it('[SECURITY] a sign-in with a foreign callbackURL is refused and logged at info only', async () => {
    const user = await createUser(testApp.db, { name: 'Sari Dewi' })
    const before = log.lines.length
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email: user.email,
        password: user.password,
        callbackURL: 'https://penipu.example/masuk',
      },
    })
    expect(response.statusCode).toBe(403)
    const written = log.lines.slice(before)
    expect(written.some((line) => /Invalid callbackURL/.test(line.msg))).toBe(true)
    expect(alarmsAmong(written)).toEqual([])
    expect(consoleLines).toEqual([])
  })

  it.each([
    ['an unknown state', '/api/auth/callback/google?state=tidak-dikenal&code=abc'],
    ['no state at all', '/api/auth/callback/google?code=abc'],
  ])(
    '[SECURITY] an OAuth callback with %s redirects and is logged at info only',
    async (_, url) => {
      const before = log.lines.length
      const response = await testApp.app.inject(url)
      expect(response.statusCode).toBe(302)
      const written = log.lines.slice(before)
      expect(written.some((line) => line.msg.startsWith('better-auth:'))).toBe(true)
      expect(alarmsAmong(written)).toEqual([])
      expect(consoleLines).toEqual([])
    },
  )

  it('[SECURITY] password-reset requests past an inbox’s mail limit are logged at info only', async () => {
    const user = await createUser(testApp.db, { name: 'Wati Lestari' })
    await awayFromWindowEdge(ACCOUNT_MAILS_PER_INBOX.windowMs)
    const before = log.lines.length
    for (let i = 0; i <= ACCOUNT_MAILS_PER_INBOX.max; i++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, redirectTo: '/reset-password' },
      })
      expect(response.statusCode).toBe(200)
    }
    const written = log.lines.slice(before)
    expect(written.some((line) => /over the inbox limit/.test(line.msg))).toBe(true)
    expect(alarmsAmong(written)).toEqual([])
  })

  it('a real fault inside better-auth (its sessions table gone) is still logged at error', async () => {
    const user = await createUser(testApp.db, { name: 'Rudi Hartono' })
    const before = log.lines.length
    await testApp.db.execute(sql`alter table sessions rename to sessions_hilang`)
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, password: user.password },
      })
      expect(response.statusCode).toBe(500)
    } finally {
      await testApp.db.execute(sql`alter table sessions_hilang rename to sessions`)
    }
    const errors = log.lines.slice(before).filter((line) => line.level >= ERROR)
    expect(errors.some((line) => line.msg.startsWith('better-auth:'))).toBe(true)
  })
})
