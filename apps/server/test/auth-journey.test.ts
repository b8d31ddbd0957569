import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shops } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser, signUp } from './helpers/http-client.ts'
import { linkFromMail } from './helpers/mailbox.ts'

describe('sign-up, verification, shops and invitations', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let rina: Browser
  let sari: Browser
  const session = async (client: Browser) => (await client.get('/api/v1/session')).json()

  beforeAll(async () => {
    testApp = await buildTestApp()
    rina = browser(testApp.app)
    sari = browser(testApp.app)
  })
  afterAll(() => testApp.close())

  it('[VISITOR] signs up and is signed in, unverified, with a verification mail in the mailbox', async () => {
    await signUp(rina, { name: 'Rina', email: 'rina@contoh.id' })
    const summary = await session(rina)
    expect(summary.user).toMatchObject({ email: 'rina@contoh.id', emailVerified: false })
    expect(summary.memberships).toEqual([])
    expect(summary.session.token).toBeTruthy()
    expect(linkFromMail(testApp.dataDir, 'rina@contoh.id', '/api/auth/verify-email')).toBeTruthy()
  })

  it('[USER] cannot open a shop before verifying the email', async () => {
    const response = await rina.post('/api/v1/account/shops', {
      name: 'Toko Rina',
      slug: 'toko-rina',
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Verifikasi email Anda terlebih dahulu sebelum membuka toko.',
    })
  })

  it('[USER] verifies the email through the link in the mail', async () => {
    const link = linkFromMail(testApp.dataDir, 'rina@contoh.id', '/api/auth/verify-email') ?? ''
    const response = await rina.visit(link)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/verify-email?status=verified')
    expect((await session(rina)).user.emailVerified).toBe(true)
  })

  it('[USER] signs out and back in with email and password; a wrong password is refused in Indonesian', async () => {
    expect((await rina.post('/api/auth/sign-out')).statusCode).toBe(200)
    expect((await session(rina)).user).toBeNull()
    const wrong = await rina.post('/api/auth/sign-in/email', {
      email: 'rina@contoh.id',
      password: 'salah-salah',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Email atau kata sandi salah.',
    })
    const right = await rina.post('/api/auth/sign-in/email', {
      email: 'rina@contoh.id',
      password: 'rahasia-sekali-123',
    })
    expect(right.statusCode).toBe(200)
    expect(right.headers['set-auth-token']).toBeTruthy()
  })

  it('[USER] is told which slugs cannot be used', async () => {
    const reserved = await rina.get('/api/v1/account/shop-slugs/admin')
    expect(reserved.json()).toEqual({
      slug: 'admin',
      available: false,
      message: 'Slug ini dipakai oleh halaman PasarPrompt. Pilih slug lain.',
    })
    const badFormat = await rina.post('/api/v1/account/shops', { name: 'Toko Rina', slug: '-rina' })
    expect(badFormat.statusCode).toBe(400)
    expect(badFormat.json().fields[0]).toMatchObject({ path: 'body.slug' })
  })

  it('[USER] opens a shop, which becomes the active organisation with the owner role', async () => {
    const response = await rina.post('/api/v1/account/shops', {
      name: 'Toko Rina',
      slug: 'Toko-Rina',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ name: 'Toko Rina', slug: 'toko-rina' })
    const summary = await session(rina)
    expect(summary.role).toBe('owner')
    expect(summary.session.activeOrganizationId).toBe(response.json().id)
    expect(summary.memberships).toEqual([
      {
        organizationId: response.json().id,
        name: 'Toko Rina',
        slug: 'toko-rina',
        role: 'owner',
        kind: 'shop',
        logoUrl: null,
      },
    ])
    const taken = await rina.get('/api/v1/account/shop-slugs/toko-rina')
    expect(taken.json()).toMatchObject({
      available: false,
      message: 'Slug sudah dipakai toko lain.',
    })
  })

  it('[OWNER] invites by email; the invitee signs up, verifies and accepts', async () => {
    const { session: owner } = await session(rina)
    const invite = await rina.post('/api/auth/organization/invite-member', {
      email: 'sari@contoh.id',
      role: 'member',
      organizationId: owner.activeOrganizationId,
    })
    expect(invite.statusCode).toBe(200)
    const approveLink = linkFromMail(
      testApp.dataDir,
      'sari@contoh.id',
      '/authentication/organization/approve',
    )
    const invitationId = new URL(approveLink ?? '').searchParams.get('invitationId')
    expect(invitationId).toBeTruthy()

    await signUp(sari, { name: 'Sari', email: 'sari@contoh.id' })
    expect((await session(sari)).pendingInvitationCount).toBe(1)
    // Until the email is proven, the invitation's details stay hidden and it cannot be accepted.
    expect((await sari.get('/api/v1/account/invitations')).statusCode).toBe(403)
    const unverified = await sari.post('/api/auth/organization/accept-invitation', { invitationId })
    expect(unverified.statusCode).toBe(403)

    await sari.visit(
      linkFromMail(testApp.dataDir, 'sari@contoh.id', '/api/auth/verify-email') ?? '',
    )
    expect((await sari.get('/api/v1/account/invitations')).json()).toEqual([
      expect.objectContaining({
        id: invitationId,
        organizationName: 'Toko Rina',
        role: 'member',
        inviterName: 'Rina',
      }),
    ])
    const accepted = await sari.post('/api/auth/organization/accept-invitation', { invitationId })
    expect(accepted.statusCode).toBe(200)
    const summary = await session(sari)
    expect(summary.pendingInvitationCount).toBe(0)
    expect((await sari.get('/api/v1/account/invitations')).json()).toEqual([])
    expect(summary.memberships).toMatchObject([{ slug: 'toko-rina', role: 'member' }])
    expect(summary.session.activeOrganizationId).toBe(owner.activeOrganizationId)
  })

  it('[MEMBER] reads the shop but may not change its settings', async () => {
    const shop = await sari.get('/api/v1/seller/shop')
    expect(shop.statusCode).toBe(200)
    expect(shop.json()).toMatchObject({ slug: 'toko-rina', role: 'member', memberCount: 2 })
    const change = await sari.put('/api/v1/seller/shop', {
      name: 'Toko Rina',
      description: 'Diubah anggota',
    })
    expect(change.statusCode).toBe(403)
  })

  it('[OWNER] switches between shops, and a new session starts in the shop used last', async () => {
    const first = (await session(rina)).session.activeOrganizationId
    const second = (
      await rina.post('/api/v1/account/shops', { name: 'Toko Kedua', slug: 'toko-kedua' })
    ).json()
    expect((await session(rina)).session.activeOrganizationId).toBe(second.id)

    const switched = await rina.post('/api/auth/organization/set-active', { organizationId: first })
    expect(switched.statusCode).toBe(200)
    expect((await session(rina)).session.activeOrganizationId).toBe(first)

    const fresh = browser(testApp.app)
    await fresh.post('/api/auth/sign-in/email', {
      email: 'rina@contoh.id',
      password: 'rahasia-sekali-123',
    })
    expect((await session(fresh)).session.activeOrganizationId).toBe(first)
  })

  it('[OWNER] a write naming a stale organisation gets 409 and changes nothing', async () => {
    const response = await rina.put('/api/v1/seller/shop', {
      name: 'Toko Rina',
      description: 'Tidak boleh tersimpan',
      organizationId: 'organisasi-lama',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'ORGANIZATION_CHANGED',
      message: 'Organisasi aktif telah berubah. Muat ulang halaman.',
    })
    expect((await rina.get('/api/v1/seller/shop')).json().description).toBe('')
  })

  it('[OWNER] saves the shop profile; stamps sent by the client are ignored', async () => {
    const { session: owner, user } = await session(rina)
    const response = await rina.put('/api/v1/seller/shop', {
      name: 'Toko Rina',
      description: 'Prompt untuk UMKM',
      organizationId: owner.activeOrganizationId,
      appId: 'marketplace',
      createdBy: 'penyerang',
      companyId: 'tenant-lain',
      lastUpdatedBy: { uid: 'penyerang', email: 'x@y.z' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().description).toBe('Prompt untuk UMKM')
    const [row] = await testApp.db
      .select()
      .from(shops)
      .where(eq(shops.id, owner.activeOrganizationId))
    expect(row).toMatchObject({
      createdBy: user.id,
      companyId: 'marketplace',
      lastUpdatedBy: { uid: user.id, email: 'rina@contoh.id' },
    })
  })

  it('[USER] resets a forgotten password through the mailed link', async () => {
    const visitor = browser(testApp.app)
    const request = await visitor.post('/api/auth/request-password-reset', {
      email: 'sari@contoh.id',
      redirectTo: '/reset-password',
    })
    expect(request.statusCode).toBe(200)
    const link = linkFromMail(testApp.dataDir, 'sari@contoh.id', '/api/auth/reset-password/') ?? ''
    const redirect = await visitor.visit(link)
    const token = new URL(String(redirect.headers.location), 'http://x').searchParams.get('token')
    expect(token).toBeTruthy()
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'sandi-baru-456',
    })
    expect(reset.statusCode).toBe(200)
    const signIn = await visitor.post('/api/auth/sign-in/email', {
      email: 'sari@contoh.id',
      password: 'sandi-baru-456',
    })
    expect(signIn.statusCode).toBe(200)
  })

  it('[USER] lists sessions and signs out everywhere', async () => {
    const other = browser(testApp.app)
    await other.post('/api/auth/sign-in/email', {
      email: 'rina@contoh.id',
      password: 'rahasia-sekali-123',
    })
    const list = await rina.get('/api/auth/list-sessions')
    expect(list.json().length).toBeGreaterThanOrEqual(2)
    expect((await rina.post('/api/auth/revoke-sessions')).statusCode).toBe(200)
    expect((await session(other)).user).toBeNull()
  })
})
