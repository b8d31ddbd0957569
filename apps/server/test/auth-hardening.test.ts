import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { members, sessions } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

describe('hardening of sign-in and organisations', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let owner: Browser
  let shopId: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    owner = await signIn(testApp, shop.owner)
    shopId = shop.id
  })
  afterAll(() => testApp.close())
  /** The app on a real port (the live stream needs one), opened once. */
  const listening = async () => {
    const address = testApp.app.server.address()
    return address && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}`
      : testApp.app.listen({ port: 0, host: '127.0.0.1' })
  }

  it('records the address Fastify sees, not an X-Forwarded-For the client made up', async () => {
    const buyer = await createUser(testApp.db)
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
      payload: { email: buyer.email, password: buyer.password },
    })
    const token = String(response.headers['set-auth-token'])
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, token.split('.')[0] ?? ''))
    expect(row?.ipAddress).toBe('127.0.0.1')
  })

  it('refuses invitations and role changes with more than one role', async () => {
    for (const role of [['member', 'admin'], 'member,admin', 'raja']) {
      const invite = await owner.post('/api/auth/organization/invite-member', {
        email: 'calon@contoh.id',
        role,
        organizationId: shopId,
      })
      expect(invite.statusCode, JSON.stringify(role)).toBe(400)
    }
    const invite = await owner.post('/api/auth/organization/invite-member', {
      email: 'calon@contoh.id',
      role: 'admin',
      organizationId: shopId,
    })
    expect(invite.statusCode).toBe(200)
  })

  it('changes only a valid name and slug through better-auth’s organisation update', async () => {
    const update = (data: Record<string, unknown>) =>
      owner.post('/api/auth/organization/update', { organizationId: shopId, data })
    const tooLong = await update({ name: 'x'.repeat(5000) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe('Nama toko maksimal 60 karakter.')
    expect((await update({ logo: 'javascript:alert(1)' })).json()).toMatchObject({
      code: 'SHOP_UPDATE_INVALID',
    })
    expect((await update({ metadata: { x: 1 } })).statusCode).toBe(400)
    const companyId = await update({ companyId: 'tenant-lain' })
    expect(companyId.statusCode).toBeLessThan(500)
    expect(companyId.json()).toHaveProperty('message')
    expect((await update({ slug: 'pasarprompt-admin-3' })).json().message).toBe(
      'Slug ini dipakai oleh halaman PasarPrompt. Pilih slug lain.',
    )
    expect((await update({ name: 'Prompt Nusantara Baru' })).statusCode).toBe(200)
  })

  it('signs up only with a name Profil would accept, and never with a picture of its own', async () => {
    const client = browser(testApp.app)
    const attempt = (extra: Record<string, unknown>) =>
      client.post('/api/auth/sign-up/email', {
        email: `baru-${Math.random().toString(36).slice(2)}@contoh.id`,
        password: 'rahasia-sekali-123',
        ...extra,
      })
    const long = await attempt({ name: 'A'.repeat(500) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('Nama maksimal 80 karakter.')
    const blank = await attempt({ name: ' ' })
    expect(blank.statusCode).toBe(400)
    const picture = await attempt({ name: 'Rina', image: 'https://contoh.id/x.png' })
    expect(picture.statusCode).toBe(400)
    expect(picture.json().message).toBe('Foto profil diunggah dari halaman Profil.')
    const padded = await attempt({ name: `  Rina Wijaya${' '.repeat(5000)}` })
    expect(padded.statusCode).toBe(200)
    expect(padded.json().user.name).toBe('Rina Wijaya')
  })

  it('serves only the better-auth GET endpoints the app uses', async () => {
    const otherShop = await createShop(testApp.db)
    const response = await owner.get(
      `/api/auth/organization/get-full-organization?organizationSlug=${otherShop.slug}`,
    )
    expect(response.statusCode).toBe(404)
    expect((await owner.get('/api/v1/seller/shop')).statusCode).toBe(200)
    expect((await owner.get('/api/auth/list-sessions')).statusCode).toBe(200)
  })

  it('keeps the active organisation when leaving it is refused (the only owner)', async () => {
    const leave = await owner.post('/api/auth/organization/leave', { organizationId: shopId })
    expect(leave.statusCode).toBe(400)
    expect((await owner.get('/api/v1/seller/shop')).statusCode).toBe(200)
  })

  it('closes a live stream once its session is signed out elsewhere', async () => {
    const baseUrl = await listening()
    const { client: buyer } = await signedInUser(testApp)
    const token = (await buyer.get('/api/v1/session')).json().session.token
    const stream = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const reader = stream.body?.getReader()
    await reader?.read()
    expect((await buyer.post('/api/auth/revoke-sessions')).statusCode).toBe(200)
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader?.read())?.done) return 'closed'
      })(),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ])
    expect(ended).toBe('closed')
  })

  it('closes a shop member’s live stream once the membership is gone, even if no event said so', async () => {
    const baseUrl = await listening()
    const member = await createUser(testApp.db, { name: 'Anggota Keluar' })
    const shop = await createShop(testApp.db, { members: [{ user: member, role: 'member' }] })
    const client = await signIn(testApp, member)
    await client.post('/api/auth/organization/set-active', { organizationId: shop.id })
    const token = (await client.get('/api/v1/session')).json().session.token
    const stream = await fetch(`${baseUrl}/api/v1/events`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const reader = stream.body?.getReader()
    const first = new TextDecoder().decode((await reader?.read())?.value)
    expect(first).toContain(`"organizationId":"${shop.id}"`)
    // Removed behind the event bus's back (as if its NOTIFY were lost in a reconnect).
    await testApp.db
      .delete(members)
      .where(and(eq(members.organizationId, shop.id), eq(members.userId, member.id)))
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader?.read())?.done) return 'closed'
      })(),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ])
    expect(ended).toBe('closed')
  })
})
