import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { members, organizations, sessions, users } from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo-accounts.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { type Browser, browser, signUp } from './helpers/http-client.ts'
import { linkFromMail } from './helpers/mailbox.ts'

const out: string[] = []
const log = (label: string, r: { statusCode: number; body: string; headers?: Record<string, unknown> }) => {
  out.push(`${label} -> ${r.statusCode} ${r.body.slice(0, 300)}${r.headers?.location ? ` LOC=${r.headers.location}` : ''}`)
}

describe('redteam', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const c = browser(t.app)
    const r = await c.post('/api/auth/sign-in/email', { email, password })
    if (r.statusCode !== 200) throw new Error(r.body)
    return c
  }
  const summary = async (c: Browser) => (await c.get('/api/v1/session')).json()
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    console.log(`\n=====REDTEAM=====\n${out.join('\n')}\n=====END=====`)
    await t.close()
  })

  it('probes', async () => {
    const adminIds = t.env.adminOrganizationIds
    // --- 3. sign-up with server-only fields
    const eve = browser(t.app)
    log(
      'signup eve w/ emailVerified+companyId+lastActiveOrg',
      await eve.post('/api/auth/sign-up/email', {
        name: 'Eve',
        email: 'eve@evil.id',
        password: 'rahasia-sekali-123',
        emailVerified: true,
        companyId: 'evilco',
        lastActiveOrganizationId: adminIds[0],
      }),
    )
    const eve2 = browser(t.app)
    log(
      'signup eve2 w/ emailVerified only',
      await eve2.post('/api/auth/sign-up/email', {
        name: 'Eve2',
        email: 'eve2@evil.id',
        password: 'rahasia-sekali-123',
        emailVerified: true,
      }),
    )
    const [eveRow] = await t.db.select().from(users).where(eq(users.email, 'eve2@evil.id'))
    out.push(`eve2 row: verified=${eveRow?.emailVerified} company=${eveRow?.companyId} lastOrg=${eveRow?.lastActiveOrganizationId}`)
    log('update-user emailVerified', await eve2.post('/api/auth/update-user', { emailVerified: true }))
    log('update-user companyId', await eve2.post('/api/auth/update-user', { companyId: 'x' }))
    log('update-user lastActiveOrg', await eve2.post('/api/auth/update-user', { lastActiveOrganizationId: adminIds[0] }))
    log('update-user email', await eve2.post('/api/auth/update-user', { email: 'admin@demo.pasarprompt.id' }))
    log('update-user image js', await eve2.post('/api/auth/update-user', { image: 'javascript:alert(1)', name: '<img src=x onerror=alert(1)>' }))
    log('update-session activeOrg', await eve2.post('/api/auth/update-session', { activeOrganizationId: adminIds[0] }))
    log('update-session companyId', await eve2.post('/api/auth/update-session', { companyId: 'x' }))
    log('update-session userId', await eve2.post('/api/auth/update-session', { userId: 'x', token: 'y' }))
    log('change-email', await eve2.post('/api/auth/change-email', { newEmail: 'admin@demo.pasarprompt.id' }))
    const [eveRow2] = await t.db.select().from(users).where(eq(users.email, 'eve2@evil.id'))
    out.push(`eve2 row after: verified=${eveRow2?.emailVerified} company=${eveRow2?.companyId} lastOrg=${eveRow2?.lastActiveOrganizationId} image=${eveRow2?.image}`)
    log('eve2 admin access', await eve2.get('/api/v1/admin/access'))

    // --- 1/2. org endpoints
    const seller = await signIn(demoAccounts.seller.email)
    const seller2 = await signIn(demoAccounts.secondSeller.email)
    const s1 = await summary(seller)
    const s2 = await summary(seller2)
    const shop1 = s1.session.activeOrganizationId
    const shop2 = s2.session.activeOrganizationId
    out.push(`shop1=${shop1} shop2=${shop2}`)
    log('create org', await seller.post('/api/auth/organization/create', { name: 'X', slug: 'xxx-yyy' }))
    log('create org admin id', await seller.post('/api/auth/organization/create', { name: 'X', slug: 'pasarprompt-admin-9', id: adminIds[0] }))
    log('delete own org', await seller.post('/api/auth/organization/delete', { organizationId: shop1 }))
    log('update foreign org', await seller.post('/api/auth/organization/update', { organizationId: shop2, data: { name: 'pwned' } }))
    log('update own slug admin collision', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { slug: 'pasarprompt-admin-1' } }))
    log('update own slug reserved', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { slug: 'admin' } }))
    log('update own slug uppercase spaces', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { slug: ' Admin ' } }))
    log('update own companyId', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { companyId: 'x' } }))
    log('update own metadata/logo', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { logo: 'javascript:alert(1)', metadata: { a: 1 } } }))
    log('update own name long', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { name: 'x'.repeat(5000) } }))
    log('update own name empty', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { name: '' } }))
    const [o1] = await t.db.select().from(organizations).where(eq(organizations.id, shop1))
    out.push(`shop1 row: name.len=${o1?.name.length} slug=${o1?.slug} logo=${o1?.logo} company=${o1?.companyId}`)
    // restore name
    await t.db.update(organizations).set({ name: 'Prompt Nusantara' }).where(eq(organizations.id, shop1))
    log('set-active foreign by slug', await seller.post('/api/auth/organization/set-active', { organizationSlug: 'pasarprompt-admin-1' }))
    log('set-active foreign by slug shop2', await seller.post('/api/auth/organization/set-active', { organizationSlug: 'studio-visual-ai' }))
    log('seller/shop after', await seller.get('/api/v1/seller/shop'))
    log('set-active back', await seller.post('/api/auth/organization/set-active', { organizationId: shop1 }))
    log('add-member self to admin', await seller.post('/api/auth/organization/add-member', { userId: s1.user.id, role: 'owner', organizationId: adminIds[0] }))
    log('invite to admin org', await seller.post('/api/auth/organization/invite-member', { email: 'eve@evil.id', role: 'owner', organizationId: adminIds[0] }))
    log('invite to foreign shop', await seller.post('/api/auth/organization/invite-member', { email: 'eve@evil.id', role: 'owner', organizationId: shop2 }))
    log('get-full-org foreign', await seller.get(`/api/auth/organization/get-full-organization?organizationId=${shop2}`))
    log('get-full-org admin', await seller.get(`/api/auth/organization/get-full-organization?organizationId=${adminIds[0]}`))
    log('list-members foreign', await seller.get(`/api/auth/organization/list-members?organizationId=${shop2}`))
    log('list-invitations foreign', await seller.get(`/api/auth/organization/list-invitations?organizationId=${shop2}`))
    log('list-user-invitations email', await seller.get(`/api/auth/organization/list-user-invitations?email=x@y.z`))
    log('create-role', await seller.post('/api/auth/organization/create-role', { role: 'x', permission: {} }))
    log('has-permission', await seller.post('/api/auth/organization/has-permission', { organizationId: shop2, permissions: { member: ['delete'] } }))

    // Shop admin escalation: seller invites mallory as admin
    const mallory = browser(t.app)
    await signUp(mallory, { name: 'Mallory', email: 'mallory@evil.id' })
    await mallory.visit(linkFromMail(t.dataDir, 'mallory@evil.id', '/api/auth/verify-email') ?? '')
    const inv = await seller.post('/api/auth/organization/invite-member', { email: 'mallory@evil.id', role: 'admin', organizationId: shop1 })
    log('seller invites mallory admin', inv)
    log('mallory accept', await mallory.post('/api/auth/organization/accept-invitation', { invitationId: inv.json().id }))
    log('mallory accept again (reuse)', await mallory.post('/api/auth/organization/accept-invitation', { invitationId: inv.json().id }))
    log('mallory invite owner', await mallory.post('/api/auth/organization/invite-member', { email: 'eve@evil.id', role: 'owner' }))
    log('mallory invite [admin,owner]', await mallory.post('/api/auth/organization/invite-member', { email: 'eve@evil.id', role: ['admin', ' owner'] }))
    log('mallory invite "admin, owner"', await mallory.post('/api/auth/organization/invite-member', { email: 'eve@evil.id', role: 'admin, owner' }))
    log('mallory invite "member,admin"', await mallory.post('/api/auth/organization/invite-member', { email: 'eve2@evil.id', role: 'member,admin' }))
    const mem = (await mallory.get('/api/auth/organization/get-active-member')).json()
    log('mallory self->owner', await mallory.post('/api/auth/organization/update-member-role', { memberId: mem.id, role: 'owner' }))
    const full = (await seller.get(`/api/auth/organization/get-full-organization?organizationId=${shop1}`)).json()
    const ownerMember = full.members.find((m: { role: string }) => m.role === 'owner')
    log('mallory demote owner', await mallory.post('/api/auth/organization/update-member-role', { memberId: ownerMember.id, role: 'member' }))
    log('mallory remove owner', await mallory.post('/api/auth/organization/remove-member', { memberIdOrEmail: ownerMember.id }))
    // mallory uses her shop1 membership to act on shop2 member via memberId in another org
    const full2 = (await seller2.get(`/api/auth/organization/get-full-organization?organizationId=${shop2}`)).json()
    log('mallory remove foreign member', await mallory.post('/api/auth/organization/remove-member', { memberIdOrEmail: full2.members[0].id }))
    log('mallory update foreign member role', await mallory.post('/api/auth/organization/update-member-role', { memberId: full2.members[0].id, role: 'member' }))
    log('mallory seller shop', await mallory.get('/api/v1/seller/shop'))
    log('mallory seller shop role multi?', await mallory.get('/api/v1/session'))

    // eve unverified sees invitation ids of eve2@... invites
    log('eve2 (unverified) lists invitations', await eve2.get('/api/v1/account/invitations'))
    log('eve2 (unverified) session', await eve2.get('/api/v1/session'))

    // accept invitation addressed to someone else
    const inv3 = await seller.post('/api/auth/organization/invite-member', { email: 'victim@contoh.id', role: 'member', organizationId: shop1 })
    log('mallory accept victim invite', await mallory.post('/api/auth/organization/accept-invitation', { invitationId: inv3.json().id }))
    log('mallory reject victim invite', await mallory.post('/api/auth/organization/reject-invitation', { invitationId: inv3.json().id }))
    log('seller2 cancel shop1 invite', await seller2.post('/api/auth/organization/cancel-invitation', { invitationId: inv3.json().id }))

    // 409
    log('409 stale org', await seller.put('/api/v1/seller/shop', { organizationId: shop2, name: 'Prompt Nusantara', description: 'x' }))
    log('409 org as number', await seller.put('/api/v1/seller/shop', { organizationId: 0, name: 'Prompt Nusantara', description: 'x' }))
    log('seller put bad body', await seller.put('/api/v1/seller/shop', ['a']))

    // --- 4. origin
    const cookie = [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const raw = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown = {}) =>
      t.app.inject({ method, url, headers: { cookie, ...headers }, payload: payload as object })
    log('no origin PUT shop', await raw('PUT', '/api/v1/seller/shop', {}, { name: 'CSRF', description: 'x' }))
    log('origin null', await raw('PUT', '/api/v1/seller/shop', { origin: 'null' }, { name: 'CSRF', description: 'x' }))
    log('encoded path %61pi', await raw('PUT', '/%61pi/v1/seller/shop', {}, { name: 'CSRF', description: 'x' }))
    log('encoded path /api%2Fv1', await raw('PUT', '/api%2Fv1/seller/shop', {}, { name: 'CSRF', description: 'x' }))
    log('double slash //api', await raw('PUT', '//api/v1/seller/shop', {}, { name: 'CSRF', description: 'x' }))
    log('encoded auth %61pi sign-out', await raw('POST', '/%61pi/auth/sign-out', {}, {}))
    log('encoded auth revoke-sessions', await raw('POST', '/%61pi/auth/organization/set-active', {}, { organizationId: null }))
    log('text/plain body', await t.app.inject({ method: 'PUT', url: '/%61pi/v1/seller/shop', headers: { cookie, 'content-type': 'text/plain' }, payload: '{"name":"CSRF","description":"x"}' }))
    log('referer only', await raw('PUT', '/api/v1/seller/shop', { referer: `${TEST_ORIGIN}/` }, { name: 'CSRF', description: 'x' }))
    const [o1b] = await t.db.select().from(organizations).where(eq(organizations.id, shop1))
    out.push(`shop1 name after csrf attempts=${o1b?.name}`)

    // body limits
    const big = { name: 'x', description: 'y'.repeat(2 * 1024 * 1024) }
    log('2MB seller', await seller.put('/api/v1/seller/shop', big))
    log('2MB auth', await seller.post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'y'.repeat(2 * 1024 * 1024) }))
    log('900KB auth password', await seller.post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'y'.repeat(900 * 1024) }))

    // error leakage
    log('auth null body', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: 'null' }))
    log('auth array body', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: '[1]' }))
    log('auth string body', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'text/plain' }, payload: 'hello' }))
    log('auth weird types', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: '{"email":{"a":1},"password":[1]}' }))
    log('auth content-length mismatch', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/json' }, payload: '{ "email" : "a@b.c" ,  "password" : "12345678" }' }))
    log('auth urlencoded', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a@b.c&password=12345678' }))
    log('auth unknown path', await t.app.inject({ method: 'GET', url: '/api/auth/nope' }))
    log('auth /error', await t.app.inject({ method: 'GET', url: '/api/auth/error?error=<script>alert(1)</script>' }))
    log('auth /ok', await t.app.inject({ method: 'GET', url: '/api/auth/ok' }))
    log('auth GET sign-out', await seller.get('/api/auth/sign-out'))
    log('set-active weird', await seller.post('/api/auth/organization/set-active', { organizationId: { $ne: 1 } }))
    log('update org huge nested', await seller.post('/api/auth/organization/update', { organizationId: shop1, data: { slug: 12345 } }))
    log('seller long json path', await seller.put('/api/v1/seller/shop', { name: 'Prompt Nusantara', description: null }))
    log('slug check weird', await seller.get('/api/v1/account/shop-slugs/%00abc'))
    log('x-request-id reflect', await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } }))

    // --- 5. redirects, enumeration
    log('reset redirectTo evil', await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: demoAccounts.buyer.email, redirectTo: 'https://evil.example/steal' } }))
    log('reset redirectTo //evil', await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: demoAccounts.buyer.email, redirectTo: '//evil.example/steal' } }))
    log('reset redirectTo /\\evil', await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: demoAccounts.buyer.email, redirectTo: '/\\evil.example' } }))
    log('reset unknown email', await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'nobody@x.id', redirectTo: '/reset-password' } }))
    log('reset known email', await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: demoAccounts.buyer.email, redirectTo: '/reset-password' } }))
    const resetLink = linkFromMail(t.dataDir, demoAccounts.buyer.email, 'reset-password')
    out.push(`reset link: ${resetLink}`)
    log('signup existing email', await browser(t.app).post('/api/auth/sign-up/email', { name: 'X', email: demoAccounts.buyer.email, password: 'rahasia-sekali-123' }))
    log('signup callbackURL evil', await browser(t.app).post('/api/auth/sign-up/email', { name: 'X', email: 'cb@x.id', password: 'rahasia-sekali-123', callbackURL: 'https://evil.example/' }))
    log('send-verification evil cb', await t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email: 'eve@evil.id', callbackURL: 'https://evil.example/' } }))
    log('sign-in social evil cb', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/social', payload: { provider: 'google', callbackURL: 'https://evil.example/' } }))
    const vlink = linkFromMail(t.dataDir, 'eve@evil.id', '/api/auth/verify-email')
    out.push(`eve verify link: ${vlink}`)
    if (vlink) {
      const u = new URL(vlink)
      u.searchParams.set('callbackURL', 'https://evil.example/')
      log('verify-email with evil callback', await browser(t.app).visit(u.toString()))
      const u2 = new URL(vlink)
      u2.searchParams.set('callbackURL', '//evil.example/')
      log('verify-email with //evil callback', await browser(t.app).visit(u2.toString()))
      log('verify-email original', await browser(t.app).visit(vlink))
      log('verify-email reuse', await browser(t.app).visit(vlink))
    }
    if (resetLink) {
      const token = new URL(resetLink).pathname.split('/').at(-1) ?? new URL(resetLink).searchParams.get('token')
      out.push(`reset token=${token}`)
      const buyer = await signIn(demoAccounts.buyer.email)
      log('reset with token', await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'baru-sekali-123' } }))
      log('reset reuse token', await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'baru-sekali-456' } }))
      log('buyer old session after reset', await buyer.get('/api/v1/session'))
      const u = new URL(resetLink)
      u.searchParams.set('callbackURL', 'https://evil.example/')
      log('reset GET evil callback', await browser(t.app).visit(u.toString()))
    }

    // sessions
    log('list-sessions', await seller.get('/api/auth/list-sessions'))
    const s2tok = (await summary(seller2)).session.token
    log('seller revokes seller2 session', await seller.post('/api/auth/revoke-session', { token: s2tok }))
    log('seller2 still signed in', await seller2.get('/api/v1/session'))
    // bearer with cookie-less
    log('bearer GET seller', await t.app.inject({ method: 'GET', url: '/api/v1/seller/shop', headers: { authorization: `Bearer ${s2tok}` } }))

    // --- removal and stale session
    const [malloryRow] = await t.db.select().from(users).where(eq(users.email, 'mallory@evil.id'))
    const malloryMember = full.members.find((m: { userId: string }) => m.userId === malloryRow?.id)
    log('seller removes mallory', await seller.post('/api/auth/organization/remove-member', { memberIdOrEmail: 'mallory@evil.id', organizationId: shop1 }))
    out.push(`mallory member was ${malloryMember?.id}`)
    log('mallory seller shop after removal', await mallory.get('/api/v1/seller/shop'))
    const malloryRows = await t.db.select().from(members).where(eq(members.userId, malloryRow?.id ?? ''))
    out.push(`mallory memberships: ${malloryRows.length}`)
    const msess = await t.db.select().from(sessions).where(eq(sessions.userId, malloryRow?.id ?? ''))
    out.push(`mallory sessions active orgs: ${msess.map((s) => s.activeOrganizationId).join(',')}`)

    // leave hook on failure: seller (only owner) tries to leave
    log('seller leave (only owner)', await seller.post('/api/auth/organization/leave', { organizationId: shop1 }))
    log('seller session after failed leave', await seller.get('/api/v1/seller/shop'))
  })
})
