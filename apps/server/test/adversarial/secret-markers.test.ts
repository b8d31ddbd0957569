import { readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts } from '../../src/db/schema.ts'
import { orderAccessToken } from '../../src/lib/order-access-token.ts'
import { stripLeakMarks } from '../../src/modules/leaks/leak-mark.ts'
import { TRY_LIMITS } from '../../src/modules/limits/limits.ts'
import { buildReceipt } from '../../src/modules/orders/enqueue-receipt.ts'
import { EXTRACTION_CORPUS } from '../../src/modules/tries/extraction-corpus.ts'
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts'
import { fakeWebBuild } from '../helpers/fake-web-build.ts'
import { openStream, type Stream, tokenOf, until } from '../helpers/live-stream.ts'
import { accessMatrix } from './access-matrix.ts'
import { buildFixtures, type Fixtures, marker, ROLES, type Role } from './fixtures.ts'

const AUTH_SECRET = `${marker('AUTH-SECRET')}-panjang-sekali-0123456789`
const SERVER_KEY = marker('SB-Mid-server-KUNCI')

/** Where each secret may show: route keys of the matrix and the roles that may see it there. */
type Visibility = { [key: string]: readonly Role[] }
const SHOP: readonly Role[] = ['member', 'shopAdmin', 'owner']
const MANAGERS: readonly Role[] = ['shopAdmin', 'owner']

/**
 * DESIGN.md §4: the prompt's text only in the buyer's purchase and the shop's and the admin's
 * product views; a shop's bank account only to its owners and admins and to staff paying out;
 * a buyer's contact to themselves, the shop that sold to them and staff; a chat to its two sides.
 */
const VISIBLE: Record<string, Visibility> = {
  promptText: {
    'GET /api/v1/account/purchases/:productId': ['buyer'],
    'GET /api/v1/admin/products/:id': ['platformAdmin'],
  },
  instructions: {
    'GET /api/v1/account/purchases/:productId': ['buyer'],
    'GET /api/v1/admin/products/:id': ['platformAdmin'],
  },
  draftText: { 'GET /api/v1/seller/products/:id': SHOP },
  bankAccount: {
    'GET /api/v1/seller/payment-config': MANAGERS,
    'GET /api/v1/seller/payouts': MANAGERS,
    'GET /api/v1/admin/payouts': ['platformAdmin'],
    'GET /api/v1/admin/shops/:id': ['platformAdmin'],
  },
  buyerPhone: {
    'GET /api/v1/seller/orders': SHOP,
    'GET /api/v1/seller/orders/:id': SHOP,
    'GET /api/v1/seller/customers': SHOP,
    'GET /api/v1/admin/orders': ['platformAdmin'],
    'GET /api/v1/admin/orders/:id': ['platformAdmin'],
    'GET /api/v1/orders/:orderId': ['buyer'],
    'GET /api/v1/account/orders': ['buyer'],
  },
  chatMessage: {
    'GET /api/v1/account/chat/channels': ['buyer'],
    'GET /api/v1/account/chat/channels/:id': ['buyer'],
    'GET /api/v1/account/chat/channels/:id/messages': ['buyer'],
    'GET /api/v1/seller/customer/channels': SHOP,
    'GET /api/v1/seller/customer/channels/:id': SHOP,
    'GET /api/v1/seller/customer/channels/:id/messages': SHOP,
  },
  // Never anywhere.
  authSecret: {},
  serverKey: {},
  passwordHash: {},
  orderAccessToken: {},
}

describe('the secret-marker hunt over every GET, page, email and live event', () => {
  let testApp: TestApp
  let fixtures: Fixtures
  let baseUrl: string
  let secrets: Record<string, string>
  /** Each role's own session token: it may show only in that role's own answers. */
  const sessionTokens = new Map<Role, string>()
  const webDist = fakeWebBuild()

  beforeAll(async () => {
    testApp = await buildTestApp({
      webDistDir: webDist.dir,
      env: { AUTH_SECRET, MIDTRANS_SERVER_KEY: SERVER_KEY },
    })
    fixtures = await buildFixtures(testApp)
    const [hash] = await testApp.db.select({ password: accounts.password }).from(accounts)
    secrets = {
      ...fixtures.secrets,
      authSecret: AUTH_SECRET,
      serverKey: SERVER_KEY,
      passwordHash: String(hash?.password),
      orderAccessToken: orderAccessToken(testApp.app.payments.secret, fixtures.order.id),
    }
    for (const role of ROLES) {
      if (role === 'anonymous') continue
      const cookie = fixtures.as(role).cookies
      const token = [...cookie].find(([name]) => name.includes('session_token'))?.[1]
      if (token) sessionTokens.set(role, decodeURIComponent(token).split('.')[0] ?? token)
    }
    await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await testApp.close()
    webDist.remove()
  })

  /** The secrets `text` shows that `role` may not see at `where`. */
  /** Secrets seen where they belong: the hunt is not blind (its markers do reach answers). */
  const seenWhereAllowed = new Set<string>()
  const leaksIn = (text: string, where: string, role: Role) => {
    const found: string[] = []
    // A bought prompt's text carries its order's invisible mark between words (issue 32): the
    // hunt reads past it, so a marked secret is still a secret found.
    const plain = stripLeakMarks(text)
    for (const [name, value] of Object.entries(secrets)) {
      if (!plain.includes(value)) continue
      if (VISIBLE[name]?.[where]?.includes(role)) {
        seenWhereAllowed.add(name)
        continue
      }
      found.push(name)
    }
    for (const [owner, token] of sessionTokens) {
      if (owner !== role && text.includes(token)) found.push(`session token of ${owner}`)
    }
    return found
  }

  it('finds no secret in any GET answer of the API, as any role', async () => {
    const leaks: string[] = []
    let swept = 0
    for (const [key, entry] of Object.entries(accessMatrix)) {
      if (!key.startsWith('GET ') || entry.stream) continue
      const { url } = entry.call(fixtures)
      for (const role of ROLES) {
        const response = await fixtures.as(role).get(url)
        swept++
        const found = leaksIn(response.body, key, role)
        if (found.length > 0) leaks.push(`${key} as ${role}: ${found.join(', ')}`)
      }
    }
    process.stdout.write(
      `secret markers: ${Object.keys(secrets).length + sessionTokens.size} markers × ${swept} GET answers → ${leaks.length} leaks\n`,
    )
    expect(leaks).toEqual([])
    expect([...seenWhereAllowed].sort()).toEqual([
      'bankAccount',
      'buyerPhone',
      'chatMessage',
      'draftText',
      'instructions',
      'promptText',
    ])
  }, 120_000)

  it('finds no secret in the answers of Coba dulu, as any role, whatever the buyer asks', async () => {
    const leaks: string[] = []
    let withheld = 0
    let refused = 0
    const url = `/api/v1/products/${fixtures.prompt.slug}/try`
    // Three a role: every role comes from one address, which may try 30 times an hour.
    for (const role of ROLES) {
      for (const attack of EXTRACTION_CORPUS.slice(0, 3)) {
        const response = await fixtures.as(role).post(url, {
          values: { SUBJEK: 'kucing oranye' },
          message: attack,
        })
        if (response.body.includes('event: withheld')) withheld++
        if (response.statusCode === 429) refused++
        const found = leaksIn(response.body, 'POST /api/v1/products/:slug/try', role)
        if (found.length > 0) leaks.push(`${attack} as ${role}: ${found.join(', ')}`)
      }
    }
    expect(leaks).toEqual([])
    // The simulated model did repeat its instructions: the guard, not luck, kept them in, until
    // the address had its day's withheld answers of the prompt; the rest were refused.
    const { withheldPerPrompt, networkShare } = TRY_LIMITS
    expect(withheld).toBe(withheldPerPrompt * networkShare)
    expect(refused).toBe(ROLES.length * 3 - withheld)
  }, 120_000)

  it('finds no secret in any page the server renders, as any role', async () => {
    const pages = [
      '/',
      '/marketplace',
      `/marketplace/prompt/${fixtures.prompt.slug}`,
      `/marketplace/prompt/${fixtures.draft.slug}`,
      `/${fixtures.shop.slug}`,
      `/payment/${fixtures.order.id}`,
      '/account/order',
      '/app/dashboard',
      `/app/customer/channel/${fixtures.channel.id}`,
      '/admin/dashboard',
    ]
    const leaks: string[] = []
    for (const page of pages) {
      for (const role of ROLES) {
        const response = await fixtures.as(role).get(page)
        // A page is public HTML whoever asks: nothing private may be in it.
        const found = leaksIn(response.body, `PAGE ${page}`, role)
        if (found.length > 0) leaks.push(`${page} as ${role}: ${found.join(', ')}`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('finds no secret in any email written, beyond the one each is for', async () => {
    // The receipt of the buyer's order, and what the fixtures sent (an invitation).
    const receipt = await buildReceipt(testApp.app.payments, fixtures.order.id)
    if (!receipt) throw new Error('the paid order has no receipt')
    await testApp.app.mailer.send(receipt)
    const dir = path.join(testApp.dataDir, 'mail')
    const buyerFile = fixtures.users.buyer.email.toLowerCase().replace('@', '_at_')
    const leaks: string[] = []
    const files = readdirSync(dir)
    for (const file of files) {
      const mail = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '')
      const found = leaksIn(mail, 'EMAIL', 'anonymous').filter(
        // The receipt's link carries its order's token: that mail is for the buyer.
        (name) => !(name === 'orderAccessToken' && file.includes(buyerFile)),
      )
      if (found.length > 0) leaks.push(`${file}: ${found.join(', ')}`)
    }
    expect(files.some((file) => file.includes(buyerFile))).toBe(true)
    expect(leaks).toEqual([])
  })

  it('finds no secret in the live events each role receives', async () => {
    const streams = new Map<Role, Stream>()
    for (const role of ROLES) {
      if (role === 'anonymous') continue
      streams.set(role, await openStream(baseUrl, await tokenOf(baseUrl, fixtures.users[role])))
    }
    // What makes events: a chat message each way, a read, a wishlist change.
    const chatMarker = marker('PESAN-LANGSUNG')
    secrets.chatLive = chatMarker
    await fixtures
      .as('buyer')
      .post(`/api/v1/account/chat/channels/${fixtures.channel.id}/messages`, { body: chatMarker })
    await fixtures
      .as('owner')
      .post(`/api/v1/seller/customer/channels/${fixtures.channel.id}/messages`, {
        body: `${chatMarker} balasan`,
      })
    await fixtures.as('buyer').put(`/api/v1/wishlist/${fixtures.prompt.id}`)
    await until(() => (streams.get('owner')?.events.length ?? 0) > 0, 'an event for the owner')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const leaks: string[] = []
    let events = 0
    for (const [role, stream] of streams) {
      stream.stop()
      for (const event of stream.events) {
        events++
        const text = JSON.stringify(event)
        const chatSides: readonly Role[] = ['buyer', ...SHOP]
        const found = leaksIn(text, 'EVENT', role).filter(
          (name) => !(name === 'chatLive' && chatSides.includes(role)),
        )
        if (found.length > 0) leaks.push(`${event.type} to ${role}: ${found.join(', ')}`)
      }
    }
    delete secrets.chatLive
    expect(events).toBeGreaterThan(0)
    expect(leaks).toEqual([])
  })
})
