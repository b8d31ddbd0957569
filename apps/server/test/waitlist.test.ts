import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { auditLog, users, waitlistEntries } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { linkFromMail } from './helpers/mailbox.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signedInShopOwner, signInAsShopStaff } from './helpers/shop-member.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

const WAITLIST_ONLY =
  'Pendaftaran saat ini hanya untuk undangan. Masuk daftar tunggu di halaman Daftar, dan kami akan mengirim undangan ke email Anda.'

describe('sign-up mode and the waitlist', () => {
  let testApp: TestApp
  let admin: Browser

  /** A join from its own client address, so the per-address limit never mixes tests. */
  let nextAddress = 1
  const join = (body: unknown, remoteAddress = `10.0.0.${nextAddress++}`) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist',
      payload: body as object,
      remoteAddress,
    })

  const signUpAttempt = (email: string, name = 'Calon Pengguna') =>
    browser(testApp.app).post('/api/auth/sign-up/email', {
      name,
      email,
      password: 'rahasia-sekali-123',
      callbackURL: '/verify-email?status=verified',
    })

  const userRows = (email: string) =>
    testApp.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)

  const entryOf = async (email: string) => {
    const [entry] = await testApp.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, email.toLowerCase()))
    return entry
  }

  const setMode = (signUpMode: string) =>
    admin.put('/api/v1/admin/settings/sign-up-mode', { signUpMode })

  beforeAll(async () => {
    testApp = await buildTestApp()
    const adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
  })
  afterAll(() => testApp.close())

  it('[ADMIN] switches sign-up to Daftar tunggu: audited, and the public config says so at once', async () => {
    const before = await browser(testApp.app).get('/api/v1/config')
    expect(before.json().signUpMode).toBe('open')
    expect(before.headers['cache-control']).toBe('public, no-cache')

    expect((await setMode('tertutup')).statusCode).toBe(400)
    const saved = await setMode('waitlist')
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().settings).toMatchObject({ signUpMode: 'waitlist', commissionBp: 2000 })
    expect(saved.json().history[0]).toMatchObject({
      action: 'settings.sign-up-mode',
      before: { signUpMode: 'open' },
      after: { signUpMode: 'waitlist' },
    })
    const [audited] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.sign-up-mode'))
    expect(audited?.after).toEqual({ signUpMode: 'waitlist' })

    const after = await browser(testApp.app).get('/api/v1/config')
    expect(after.json().signUpMode).toBe('waitlist')

    // Saving the same mode again is no change and no line of history.
    expect((await setMode('waitlist')).statusCode).toBe(200)
    const lines = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.sign-up-mode'))
    expect(lines).toHaveLength(1)
  })

  it('[GUEST] creates no account by email in waitlist mode: a real 403 in Indonesian, no user row', async () => {
    const refused = await signUpAttempt('tanpa-undangan@contoh.id')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'SIGN_UP_WAITLIST_ONLY', message: WAITLIST_ONLY })
    expect(refused.headers['set-cookie']).toBeUndefined()
    expect(await userRows('tanpa-undangan@contoh.id')).toEqual([])

    // Being on the waitlist is not an invitation.
    expect((await join({ name: 'Masih Menunggu', email: 'menunggu@contoh.id' })).statusCode).toBe(
      200,
    )
    expect((await signUpAttempt('Menunggu@Contoh.id')).statusCode).toBe(403)
    expect(await userRows('menunggu@contoh.id')).toEqual([])
    expect((await entryOf('menunggu@contoh.id'))?.status).toBe('waiting')
  })

  it('[GUEST] joins the waitlist; joining again changes nothing and reveals nothing', async () => {
    const first = await join({ name: '  Dewi Lestari ', email: 'Dewi@Contoh.ID' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toContain('Terima kasih')
    const again = await join({ name: 'Dewi Lain', email: 'dewi@contoh.id' })
    expect(again.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
    const rows = await testApp.db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = 'dewi@contoh.id'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Dewi Lestari',
      email: 'dewi@contoh.id',
      status: 'waiting',
    })

    // An address that already has an account: the same answer, and no entry to invite.
    const member = await createUser(testApp.db, { email: 'sudah-punya-akun@contoh.id' })
    const existing = await join({ name: 'Sudah Ada', email: member.email })
    expect(existing.statusCode).toBe(200)
    expect(existing.body).toBe(first.body)
    expect(await entryOf(member.email)).toBeUndefined()
  })

  it('[GUEST] gets an Indonesian 400 for a bad name or email', async () => {
    const badEmail = await join({ name: 'Budi', email: 'bukan-email' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.body).toContain('Email tidak valid.')
    const noName = await join({ email: 'budi@contoh.id' })
    expect(noName.statusCode).toBe(400)
    expect(noName.body).toContain('Nama wajib diisi.')
    const shortName = await join({ name: 'B', email: 'budi@contoh.id' })
    expect(shortName.statusCode).toBe(400)
    expect(shortName.body).toContain('Nama minimal 2 karakter.')
    expect(await entryOf('budi@contoh.id')).toBeUndefined()
  })

  it('[GUEST] may join five times a minute from one address; the sixth gets 429', async () => {
    const address = '192.0.2.77'
    await awayFromWindowEdge(60_000)
    for (let n = 1; n <= 5; n++) {
      const response = await join({ name: 'Penguji Batas', email: `batas-${n}@contoh.id` }, address)
      expect(response.statusCode, response.body).toBe(200)
    }
    const limited = await join({ name: 'Penguji Batas', email: 'batas-6@contoh.id' }, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Terlalu banyak permintaan. Coba lagi sebentar lagi.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(await entryOf('batas-6@contoh.id')).toBeUndefined()
    // Another address is not held back.
    expect((await join({ name: 'Tetangga', email: 'tetangga@contoh.id' })).statusCode).toBe(200)
  })

  it('[SELLER] [BUYER] [GUEST] cannot list the waitlist, invite from it or change the sign-up mode', async () => {
    const entry = await entryOf('dewi@contoh.id')
    const owner = await signedInShopOwner(testApp)
    const staff = await signInAsShopStaff(testApp, owner.id, 'admin')
    const buyer = (await signedInUser(testApp)).client
    const guest = browser(testApp.app)
    for (const [who, client, status] of [
      ['seller', owner.client, 403],
      ['shop admin', staff, 403],
      ['buyer', buyer, 403],
      ['guest', guest, 401],
    ] as const) {
      expect((await client.get('/api/v1/admin/waitlist')).statusCode, who).toBe(status)
      expect(
        (await client.post(`/api/v1/admin/waitlist/${entry?.id}/invite`)).statusCode,
        who,
      ).toBe(status)
      expect(
        (await client.put('/api/v1/admin/settings/sign-up-mode', { signUpMode: 'open' }))
          .statusCode,
        who,
      ).toBe(status)
    }
    expect((await entryOf('dewi@contoh.id'))?.status).toBe('waiting')
    expect((await browser(testApp.app).get('/api/v1/config')).json().signUpMode).toBe('waitlist')
  })

  it('[ADMIN] lists the waitlist newest first by status, page by page', async () => {
    const all = await admin.get('/api/v1/admin/waitlist?limit=3')
    expect(all.statusCode, all.body).toBe(200)
    expect(all.headers['cache-control']).toBe('private, no-store')
    const firstPage = all.json()
    expect(firstPage.items).toHaveLength(3)
    expect(firstPage.nextCursor).toBeTruthy()
    const emails: string[] = firstPage.items.map((item: { email: string }) => item.email)
    let cursor: string | null = firstPage.nextCursor
    while (cursor) {
      const page = (
        await admin.get(`/api/v1/admin/waitlist?limit=3&cursor=${encodeURIComponent(cursor)}`)
      ).json()
      emails.push(...page.items.map((item: { email: string }) => item.email))
      cursor = page.nextCursor
    }
    const rows = await testApp.db
      .select({ email: waitlistEntries.email })
      .from(waitlistEntries)
      .orderBy(sql`${waitlistEntries.createdAt} desc, ${waitlistEntries.id} desc`)
    expect(emails).toEqual(rows.map((row) => row.email))
    expect(emails.at(-1)).toBe('menunggu@contoh.id')
    expect(firstPage.waitingCount).toBe(rows.length)
    // The sidebar's badge counts them too, while sign-up is in waitlist mode.
    const access = (await admin.get('/api/v1/admin/access')).json()
    expect(access.waiting.waitlist).toBe(rows.length)

    const invitedOnly = (await admin.get('/api/v1/admin/waitlist?status=invited')).json()
    expect(invitedOnly.items).toEqual([])
    expect((await admin.get('/api/v1/admin/waitlist?status=semua')).statusCode).toBe(400)
  })

  it('[ADMIN] invites a waiting person, who then signs up; the entry becomes joined', async () => {
    const entry = await entryOf('dewi@contoh.id')
    const invited = await admin.post(`/api/v1/admin/waitlist/${entry?.id}/invite`)
    expect(invited.statusCode, invited.body).toBe(200)
    expect(invited.json()).toMatchObject({ status: 'invited', email: 'dewi@contoh.id' })
    expect(invited.json().invitedAt).toBeTruthy()
    const link = linkFromMail(testApp.dataDir, 'dewi@contoh.id', '/sign-up')
    expect(link).toBe(`${TEST_ORIGIN}/sign-up?email=dewi%40contoh.id`)
    const [audited] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'waitlist.invite'), eq(auditLog.targetId, entry?.id ?? '')))
    expect(audited?.after).toMatchObject({ status: 'invited' })
    const listed = (await admin.get('/api/v1/admin/waitlist?status=invited')).json()
    expect(listed.items.map((item: { email: string }) => item.email)).toEqual(['dewi@contoh.id'])

    const signedUp = await signUpAttempt('Dewi@contoh.id', 'Dewi Lestari')
    expect(signedUp.statusCode, signedUp.body).toBe(200)
    expect(signedUp.json().token).toBeTruthy()
    expect(await userRows('dewi@contoh.id')).toHaveLength(1)
    const joined = await entryOf('dewi@contoh.id')
    expect(joined?.status).toBe('joined')
    expect(joined?.joinedAt).toBeInstanceOf(Date)

    const again = await admin.post(`/api/v1/admin/waitlist/${entry?.id}/invite`)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Orang ini sudah membuat akun; undangan tidak diperlukan.')
    const unknown = await admin.post(
      '/api/v1/admin/waitlist/00000000-0000-4000-8000-000000000000/invite',
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('[SELLER] a pending shop invitation lets its address sign up in waitlist mode', async () => {
    const owner = await signedInShopOwner(testApp)
    const invite = await owner.client.post('/api/auth/organization/invite-member', {
      email: 'anggota-baru@contoh.id',
      role: 'member',
      organizationId: owner.id,
    })
    expect(invite.statusCode, invite.body).toBe(200)
    const signedUp = await signUpAttempt('anggota-baru@contoh.id', 'Anggota Baru')
    expect(signedUp.statusCode, signedUp.body).toBe(200)
    expect(await userRows('anggota-baru@contoh.id')).toHaveLength(1)
  })

  it('[ADMIN] switching back to Terbuka restores sign-up for everyone', async () => {
    const reopened = await setMode('open')
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(reopened.json().history[0]).toMatchObject({
      before: { signUpMode: 'waitlist' },
      after: { signUpMode: 'open' },
    })
    expect((await browser(testApp.app).get('/api/v1/config')).json().signUpMode).toBe('open')
    // Nobody waits for an invitation while anyone may sign up.
    expect((await admin.get('/api/v1/admin/access')).json().waiting.waitlist).toBe(0)

    const stranger = await signUpAttempt('tanpa-undangan@contoh.id')
    expect(stranger.statusCode, stranger.body).toBe(200)
    expect(await userRows('tanpa-undangan@contoh.id')).toHaveLength(1)
    // Someone still waiting who signs up now leaves the waitlist as joined.
    expect((await signUpAttempt('menunggu@contoh.id')).statusCode).toBe(200)
    expect((await entryOf('menunggu@contoh.id'))?.status).toBe('joined')
  })
})
