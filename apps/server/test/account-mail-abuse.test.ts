import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { invitations } from '../src/db/schema.ts'
import { ACCOUNT_MAILS_PER_INBOX, INVITATION_LIMITS } from '../src/modules/limits/limits.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { mailsTo } from './helpers/mailbox.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signedInShopOwner } from './helpers/shop-member.ts'
import { bearerTokenOf } from './helpers/sign-in.ts'

/**
 * Verification, reset and invitation mails go to an address someone typed. better-auth limits
 * each client address; these limit each inbox, however many addresses ask, and each inviter.
 */
describe('account and invitation mails: limited per inbox and per inviter', () => {
  let t: TestApp
  let ipCounter = 0
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  /** An anonymous request from an address of its own, as a botnet would send it. */
  const ask = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `203.0.113.${++ipCounter}`,
      headers: { origin: TEST_ORIGIN },
      payload,
    })

  it('[ATTACKER] 12 password-reset requests for one inbox from 12 addresses: all answer 200, 5 mails go', async () => {
    await awayFromWindowEdge(ACCOUNT_MAILS_PER_INBOX.windowMs)
    const target = await createUser(t.db, { email: 'korban.reset@contoh.id' })
    const answers = []
    for (let i = 0; i < 12; i++) {
      // Capitals reach the same inbox: they count as one.
      const email = i % 3 === 0 ? 'Korban.Reset@Contoh.id' : target.email
      answers.push(
        await ask('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
      )
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200))
    expect(mailsTo(t.dataDir, target.email)).toHaveLength(ACCOUNT_MAILS_PER_INBOX.max)
    // The answers are alike: nothing tells the stranger that the mails stopped.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1)
  })

  it('[ATTACKER] verification mails to an unverified account stop at the inbox limit, sign-up mail included', async () => {
    await awayFromWindowEdge(ACCOUNT_MAILS_PER_INBOX.windowMs)
    const signUp = await ask('/api/auth/sign-up/email', {
      name: 'Belum Verifikasi',
      email: 'belum.verifikasi@contoh.id',
      password: 'rahasia-sekali-123',
    })
    expect(signUp.statusCode, signUp.body).toBe(200)
    for (let i = 0; i < 10; i++) {
      const resend = await ask('/api/auth/send-verification-email', {
        email: 'belum.verifikasi@contoh.id',
      })
      expect(resend.statusCode, resend.body).toBe(200)
    }
    const mails = mailsTo(t.dataDir, 'belum.verifikasi@contoh.id')
    expect(mails).toHaveLength(ACCOUNT_MAILS_PER_INBOX.max)
    expect(mails.every((mail) => mail.includes('/api/auth/verify-email'))).toBe(true)
  })

  it('[USER] another inbox is not held back by one under attack', async () => {
    const other = await createUser(t.db, { email: 'orang.lain@contoh.id' })
    const request = await ask('/api/auth/request-password-reset', {
      email: other.email,
      redirectTo: '/reset-password',
    })
    expect(request.statusCode).toBe(200)
    expect(mailsTo(t.dataDir, other.email)).toHaveLength(1)
  })

  it('[ATTACKER] re-inviting one address to one shop again and again mails it 3 times a day; the invitation still stands', async () => {
    await awayFromWindowEdge(INVITATION_LIMITS.perInbox.windowMs)
    const shop = await signedInShopOwner(t)
    const victim = 'undangan.korban@contoh.id'
    for (let i = 0; i < 6; i++) {
      const invite = await shop.client.post('/api/auth/organization/invite-member', {
        email: victim,
        role: 'member',
        organizationId: shop.id,
      })
      expect(invite.statusCode, invite.body).toBe(200)
    }
    expect(mailsTo(t.dataDir, victim)).toHaveLength(INVITATION_LIMITS.perInbox.max)
    const pending = await t.db
      .select({ status: invitations.status })
      .from(invitations)
      .where(eq(invitations.email, victim))
    expect(pending.filter((row) => row.status === 'pending')).toHaveLength(1)
  })

  it('[ATTACKER] one inviter sends at most 20 invitations a day, then an Indonesian 429; another is not held back', async () => {
    await awayFromWindowEdge(INVITATION_LIMITS.perInviter.windowMs)
    const shop = await signedInShopOwner(t)
    const invite = (n: number) =>
      shop.client.post('/api/auth/organization/invite-member', {
        email: `calon-${n}@contoh.id`,
        role: 'member',
        organizationId: shop.id,
      })
    for (let n = 0; n < INVITATION_LIMITS.perInviter.max; n++) {
      expect((await invite(n)).statusCode).toBe(200)
    }
    const refused = await invite(99)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'INVITATION_LIMIT',
      message: 'Anda sudah mengirim 20 undangan hari ini. Coba lagi besok.',
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(mailsTo(t.dataDir, 'calon-99@contoh.id')).toEqual([])
    const other = await signedInShopOwner(t)
    const theirs = await other.client.post('/api/auth/organization/invite-member', {
      email: 'calon-99@contoh.id',
      role: 'member',
      organizationId: other.id,
    })
    expect(theirs.statusCode).toBe(200)
  })

  it('[ATTACKER] the inviter limit holds for a client that signs in with a bearer token only', async () => {
    await awayFromWindowEdge(INVITATION_LIMITS.perInviter.windowMs)
    const shop = await createShop(t.db, { name: 'Toko Token' })
    const token = await bearerTokenOf(t, shop.owner)
    const invite = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/organization/invite-member',
        headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` },
        payload: { email: `token-${n}@contoh.id`, role: 'member', organizationId: shop.id },
      })
    for (let n = 0; n < INVITATION_LIMITS.perInviter.max; n++) {
      const answer = await invite(n)
      expect(answer.statusCode, answer.body).toBe(200)
    }
    const refused = await invite(99)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'INVITATION_LIMIT' })
  })
})
