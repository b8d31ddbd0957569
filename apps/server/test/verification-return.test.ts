import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'
import { linkFromMail } from './helpers/mailbox.ts'

/**
 * Issue 28 item 6: the verification link opened in another browser signs its reader in and sends
 * them back where they signed up from; the place is only ever a path on this site.
 */
describe('the verification link: signed in anywhere, back where one came from', () => {
  let testApp: TestApp
  const session = async (client: ReturnType<typeof browser>) =>
    (await client.get('/api/v1/session')).json()
  const signUpWith = (email: string, callbackURL: unknown) =>
    browser(testApp.app).post('/api/auth/sign-up/email', {
      name: 'Pembeli Baru',
      email,
      password: 'rahasia-sekali-123',
      callbackURL,
    })

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('[VISITOR] opened in a browser with no session, the link verifies, signs in and returns to the prompt page', async () => {
    const back =
      '/verify-email?status=verified&redirect=%2Fmarketplace%2Fprompt%2Fcaption-umkm%3Fref%3Dx'
    expect((await signUpWith('dari-prompt@contoh.id', back)).statusCode).toBe(200)
    const link = linkFromMail(testApp.dataDir, 'dari-prompt@contoh.id', '/api/auth/verify-email')
    expect(link).toBeTruthy()

    const elsewhere = browser(testApp.app)
    expect((await session(elsewhere)).user).toBeNull()
    const opened = await elsewhere.visit(link ?? '')
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe(back)
    expect((await session(elsewhere)).user).toMatchObject({
      email: 'dari-prompt@contoh.id',
      emailVerified: true,
    })
  })

  it('[ATTACKER] a return path that leaves the site is refused in Indonesian, on sign-up, resend and the link', async () => {
    const foreign = [
      'https://penipu.example/masuk',
      `${testApp.env.publicUrl}/verify-email`,
      '//penipu.example/masuk',
      '/\\penipu.example',
      '/\t/penipu.example',
      'javascript:alert(1)',
      'verify-email',
      '/verify-email?status=verified&redirect=https%3A%2F%2Fpenipu.example',
      '/verify-email?status=verified&redirect=%2F%2Fpenipu.example',
      '/verify-email?status=verified&redirect=%2F%5Cpenipu.example',
    ]
    for (const [index, callbackURL] of foreign.entries()) {
      const email = `tujuan-${index}@contoh.id`
      const refused = await signUpWith(email, callbackURL)
      // better-auth's own origin check answers a foreign absolute URL first (403); ours, 400.
      expect([400, 403], String(callbackURL)).toContain(refused.statusCode)
      expect(refused.json(), String(callbackURL)).toMatchObject({
        code: 'INVALID_CALLBACK_URL',
        message: 'Alamat tujuan tidak diizinkan.',
      })
      expect(await testApp.db.select().from(users).where(eq(users.email, email))).toEqual([])
    }

    const client = browser(testApp.app)
    const created = await client.post('/api/auth/sign-up/email', {
      name: 'Pembeli Lain',
      email: 'kirim-ulang@contoh.id',
      password: 'rahasia-sekali-123',
    })
    expect(created.statusCode).toBe(200)
    const resend = await client.post('/api/auth/send-verification-email', {
      email: 'kirim-ulang@contoh.id',
      callbackURL: '//penipu.example',
    })
    expect([400, 403]).toContain(resend.statusCode)
    expect(resend.json().message).toBe('Alamat tujuan tidak diizinkan.')

    // A real token with its link's callbackURL swapped: refused before anything is verified.
    const link = new URL(
      linkFromMail(testApp.dataDir, 'kirim-ulang@contoh.id', '/api/auth/verify-email') ?? '',
    )
    link.searchParams.set('callbackURL', '/verify-email?redirect=https://penipu.example')
    const tampered = await browser(testApp.app).visit(link.toString())
    expect(tampered.statusCode).toBe(400)
    expect(tampered.headers.location).toBeUndefined()
    expect((await session(client)).user.emailVerified).toBe(false)
  })
})
