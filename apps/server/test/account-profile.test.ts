import { existsSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser, FACTORY_PASSWORD } from '../src/db/factories/create-user.ts'
import {
  accounts,
  members,
  orders,
  sessions,
  users,
  waitlistEntries,
  wishlistItems,
} from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { latestMail, linkFromMail } from './helpers/mailbox.ts'
import { bearerTokenOf, signedInUser, signIn } from './helpers/sign-in.ts'
import { png } from './helpers/uploads.ts'

/** PUT /api/v1/account/profile/avatar as `client`, the way a browser's form sends a file. */
function putAvatar(testApp: TestApp, client: Browser, file: Buffer, { truncated = false } = {}) {
  const boundary = '----pasarprompt-avatar'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    // A connection cut mid-upload: no closing boundary.
    Buffer.from(truncated ? '' : `\r\n--${boundary}--\r\n`),
  ])
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/v1/account/profile/avatar',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: TEST_ORIGIN,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload,
  })
}

const yearsAgo = (years: number) => {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years)
  return date.toISOString().slice(0, 10)
}

describe('account profile (Profil)', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('[VISITOR] gets 401 from every profile route', async () => {
    const visitor = browser(testApp.app)
    expect((await visitor.get('/api/v1/account/profile')).statusCode).toBe(401)
    expect((await visitor.patch('/api/v1/account/profile', { name: 'Siapa' })).statusCode).toBe(401)
    expect((await visitor.request('DELETE', '/api/v1/account/profile/avatar')).statusCode).toBe(401)
  })

  it('[BUYER] changes their own name, phone, birth date and gender; the session summary carries them', async () => {
    const { user, client } = await signedInUser(testApp, { name: 'Sari Lestari' })
    const { user: other, client: otherClient } = await signedInUser(testApp, { name: 'Budi' })

    const changed = await client.patch('/api/v1/account/profile', {
      name: 'Sari Wulandari',
      phoneNumber: '0812-3456-7890',
      dateOfBirth: '1995-04-17',
      gender: 'female',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      id: user.id,
      name: 'Sari Wulandari',
      email: user.email,
      phoneNumber: '+6281234567890',
      dateOfBirth: '1995-04-17',
      gender: 'female',
      hasPassword: true,
    })
    expect(changed.headers['cache-control']).toBe('private, no-store')
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.lastUpdatedBy).toEqual({ uid: user.id, email: user.email })
    expect(row?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)

    const summary = (await client.get('/api/v1/session')).json()
    expect(summary.user).toMatchObject({
      name: 'Sari Wulandari',
      phoneNumber: '+6281234567890',
      dateOfBirth: '1995-04-17',
      gender: 'female',
    })

    // Another user's session reads and writes only its own profile: no route takes a user id.
    const theirs = (await otherClient.get('/api/v1/account/profile')).json()
    expect(theirs).toMatchObject({ id: other.id, name: 'Budi', phoneNumber: null, gender: null })
    await otherClient.patch('/api/v1/account/profile', { name: 'Budi Santoso', gender: 'male' })
    expect((await client.get('/api/v1/account/profile')).json()).toMatchObject({
      name: 'Sari Wulandari',
      gender: 'female',
    })

    // Empty fields clear what was set.
    const cleared = await client.patch('/api/v1/account/profile', {
      phoneNumber: '',
      dateOfBirth: '',
      gender: null,
    })
    expect(cleared.json()).toMatchObject({ phoneNumber: null, dateOfBirth: null, gender: null })
  })

  it('[BUYER] is told in Indonesian what is wrong with a profile change', async () => {
    const { client } = await signedInUser(testApp)
    /** The message the form shows: the field's own, else the general one. */
    const refused = async (body: unknown) => {
      const response = await client.patch('/api/v1/account/profile', body)
      expect(response.statusCode).toBe(400)
      const json = response.json() as {
        code: string
        message: string
        fields?: { path: string; message: string }[]
      }
      return { code: json.code, message: json.fields?.[0]?.message ?? json.message }
    }
    expect((await refused({ phoneNumber: '021-555-1234' })).message).toContain(
      'Nomor HP tidak valid',
    )
    expect((await refused({ dateOfBirth: yearsAgo(10) })).message).toContain(
      'Usia minimal 13 tahun',
    )
    expect((await refused({ dateOfBirth: yearsAgo(130) })).message).toContain(
      'Tanggal lahir tidak valid',
    )
    expect((await refused({ dateOfBirth: '2001-02-30' })).message).toContain(
      'Tanggal lahir tidak valid',
    )
    expect((await refused({ gender: 'other' })).message).toContain('Pilih jenis kelamin')
    expect((await refused({ name: 'A' })).message).toContain('Nama minimal 2 karakter')
    expect((await refused({ email: 'lain@contoh.id' })).code).toBe('VALIDATION_FAILED')
    expect((await refused({})).message).toContain('Tidak ada data yang diubah')
  })

  it('[SECURITY] better-auth’s /update-user is not served, so nothing bypasses that validation', async () => {
    const { user, client } = await signedInUser(testApp)
    const response = await client.post('/api/auth/update-user', {
      name: 'X',
      image: 'https://pelacak.example/pixel.gif',
      phoneNumber: 'bukan nomor',
    })
    expect(response.statusCode).toBe(404)
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ name: user.name, image: null, phoneNumber: null })
  })

  it('[BUYER] uploads an avatar stored as a 512 px square WebP, replaces it and removes it', async () => {
    const { user, client } = await signedInUser(testApp)
    const first = await putAvatar(testApp, client, await png(1200, 800))
    expect(first.statusCode).toBe(200)
    const firstUrl = first.json().image as string
    expect(firstUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f-]{36}\\.webp$`))
    const served = await testApp.app.inject({ method: 'GET', url: firstUrl })
    expect(served.statusCode).toBe(200)
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })

    const second = await putAvatar(testApp, client, await png(300, 300))
    const secondUrl = second.json().image as string
    expect(secondUrl).not.toBe(firstUrl)
    const fileOf = (url: string) =>
      path.join(testApp.dataDir, url.replace(/^\/uploads\//, 'uploads/'))
    expect(existsSync(fileOf(firstUrl))).toBe(false)
    expect(existsSync(fileOf(secondUrl))).toBe(true)

    const notAnImage = await putAvatar(testApp, client, Buffer.from('<svg onload=alert(1)>'))
    expect(notAnImage.statusCode).toBe(400)
    expect(notAnImage.json().code).toBe('INVALID_IMAGE')

    const cut = await putAvatar(testApp, client, await png(300, 300), { truncated: true })
    expect(cut.statusCode).toBe(400)
    expect(cut.json().message).toBe('Unggahan tidak valid.')

    const removed = await client.request('DELETE', '/api/v1/account/profile/avatar')
    expect(removed.json().image).toBeNull()
    expect(existsSync(fileOf(secondUrl))).toBe(false)
  })

  it('[BUYER] changes their email only with their password, and only once the link sent to the NEW address is followed', async () => {
    const { user, client } = await signedInUser(testApp)
    const newEmail = `baru-${Date.now()}@contoh.id`
    // A stolen session alone cannot move the account to another address.
    for (const password of [undefined, 'bukan-sandinya']) {
      const refused = await client.post('/api/auth/change-email', { newEmail, password })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(/kata sandi/i)
    }
    expect(latestMail(testApp.dataDir, newEmail)).toBeUndefined()
    const asked = await client.post('/api/auth/change-email', {
      newEmail,
      password: user.password,
      callbackURL: '/account?email=changed',
    })
    expect(asked.statusCode).toBe(200)
    const mail = latestMail(testApp.dataDir, newEmail)
    expect(mail).toContain('Konfirmasi email baru')
    expect(latestMail(testApp.dataDir, user.email)).toBeUndefined()

    // Not yet: the account keeps its old address until the link is followed.
    expect((await client.get('/api/v1/account/profile')).json().email).toBe(user.email)

    const link = linkFromMail(testApp.dataDir, newEmail, '/verify-email')
    expect(link).toBeDefined()
    await client.visit(link as string)
    const profile = (await client.get('/api/v1/account/profile')).json()
    expect(profile).toMatchObject({ email: newEmail, emailVerified: true })
    // The new address signs in; the old one no longer does.
    await signIn(testApp, { ...user, email: newEmail })
    const old = await browser(testApp.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    expect(old.statusCode).toBe(401)
  })

  it('[BUYER] a client with a bearer token only changes the email with the password too', async () => {
    const user = await createUser(testApp.db)
    const token = await bearerTokenOf(testApp, user)
    const changeEmail = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` },
        payload: { newEmail: `token-baru-${Date.now()}@contoh.id`, password },
      })
    const wrong = await changeEmail('bukan-sandinya')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Kata sandi salah.')
    expect((await changeEmail(user.password)).statusCode).toBe(200)
  })

  it("[ATTACKER] someone's own cookie and password beside a stolen bearer token cannot move the token's account", async () => {
    const victim = await createUser(testApp.db)
    const attacker = await createUser(testApp.db, { password: 'sandi-penyerang-yang-lain' })
    const stolen = await bearerTokenOf(testApp, victim)
    const attackerBrowser = await signIn(testApp, attacker)
    const cookie = [...attackerBrowser.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ')
    const target = `penyerang-${Date.now()}@contoh.id`
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { origin: TEST_ORIGIN, cookie, authorization: `Bearer ${stolen}` },
      payload: { newEmail: target, password: attacker.password },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('Kata sandi salah.')
    expect(latestMail(testApp.dataDir, target)).toBeUndefined()
  })

  it('[BUYER] changes their password and every other session is signed out', async () => {
    const user = await createUser(testApp.db)
    const laptop = await signIn(testApp, user)
    const phone = await signIn(testApp, user)
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'kata-sandi-baru-456',
      revokeOtherSessions: true,
    })
    expect(changed.statusCode).toBe(200)
    expect((await phone.get('/api/v1/account/profile')).statusCode).toBe(401)
    expect((await laptop.get('/api/v1/account/profile')).statusCode).toBe(200)
    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'bukan-sandinya',
      newPassword: 'kata-sandi-lain-789',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Kata sandi salah.')
  })

  it('[BUYER] deletes their account: orders stay for the shop, anonymised; personal data is gone', async () => {
    const shop = await createShop(testApp.db)
    const prompt = await createPrompt(testApp.db, shop.id, { price: 25_000 })
    const { user, client } = await signedInUser(testApp, { name: 'Rina Hapus' })
    await client.patch('/api/v1/account/profile', { phoneNumber: '081299998888' })
    const avatar = (await putAvatar(testApp, client, await png(64, 64))).json().image as string
    await client.request('PUT', `/api/v1/wishlist/${prompt.id}`)
    const order = await createPaidOrder(testApp.db, prompt, {
      buyer: { id: user.id, name: user.name, email: user.email },
    })
    // Rows that hold the address without pointing at the user.
    await testApp.db.insert(waitlistEntries).values({
      name: user.name,
      email: user.email.toUpperCase(),
      status: 'joined',
      companyId: DEFAULT_COMPANY_ID,
    })

    const wrongPassword = await client.post('/api/auth/delete-user', { password: 'salah-sandi' })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().message).toBe('Kata sandi salah.')
    const noPassword = await client.post('/api/auth/delete-user', {})
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().message).toBe('Masukkan kata sandi Anda untuk menghapus akun.')

    const deleted = await client.post('/api/auth/delete-user', { password: FACTORY_PASSWORD })
    expect(deleted.statusCode).toBe(200)

    const [kept] = await testApp.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({
      status: 'paid',
      price: 25_000,
      buyerUserId: null,
      buyerName: 'Akun terhapus',
      buyerPhone: '-',
    })
    expect(kept?.buyerEmail).toMatch(/^terhapus-[0-9a-f]{16}@pasarprompt\.invalid$/)
    expect(JSON.stringify(kept)).not.toContain(user.email)
    expect(await testApp.db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect(await testApp.db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([])
    expect(
      await testApp.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id)),
    ).toEqual([])
    expect(existsSync(path.join(testApp.dataDir, avatar.replace(/^\/uploads\//, 'uploads/')))).toBe(
      false,
    )
    expect(
      await testApp.db
        .select()
        .from(waitlistEntries)
        .where(sql`lower(${waitlistEntries.email}) = ${user.email.toLowerCase()}`),
    ).toEqual([])
    expect((await client.get('/api/v1/account/profile')).statusCode).toBe(401)
    // The shop still sees the sale in its books.
    const [shopOrder] = await testApp.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.shopId, shop.id))
    expect(shopOrder?.id).toBe(order.id)
  })

  it('[SELLER] cannot delete their account while their shop holds money, or as its last owner', async () => {
    const owner = await createUser(testApp.db)
    const shop = await createShop(testApp.db, { owner, name: 'Toko Bersaldo' })
    const prompt = await createPrompt(testApp.db, shop.id, { price: 50_000 })
    await createPaidOrder(testApp.db, prompt)
    const client = await signIn(testApp, owner)

    const refused = await client.post('/api/auth/delete-user', { password: owner.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DELETION_REFUSED',
      message: expect.stringContaining('Toko Bersaldo masih memiliki saldo'),
    })
    expect(await testApp.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1)

    const soleOwner = await createUser(testApp.db)
    await createShop(testApp.db, { owner: soleOwner, name: 'Toko Kosong' })
    const last = await (await signIn(testApp, soleOwner)).post('/api/auth/delete-user', {
      password: soleOwner.password,
    })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toContain('pemilik satu-satunya toko Toko Kosong')
  })

  it('[ADMIN] cannot delete their account while a member of an admin organisation', async () => {
    const admin = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    const refused = await (await signIn(testApp, admin)).post('/api/auth/delete-user', {
      password: admin.password,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DELETION_REFUSED',
      message: expect.stringContaining('Akun staf platform tidak dapat dihapus'),
    })
    expect(await testApp.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1)
  })

  it('[SELLER] a co-owner of an empty shop may leave by deleting their account; the shop keeps its owner', async () => {
    const founder = await createUser(testApp.db)
    const partner = await createUser(testApp.db)
    const shop = await createShop(testApp.db, {
      owner: founder,
      members: [{ user: partner, role: 'owner' }],
    })
    const deleted = await (await signIn(testApp, partner)).post('/api/auth/delete-user', {
      password: partner.password,
    })
    expect(deleted.statusCode).toBe(200)
    const owners = await testApp.db
      .select()
      .from(members)
      .where(eq(members.organizationId, shop.id))
    expect(owners.map((member) => member.userId)).toEqual([founder.id])
  })
})
