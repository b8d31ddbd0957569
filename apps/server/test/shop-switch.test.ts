import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { users } from '../src/db/schema.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'

/** What a client needs here: a GET and a JSON POST, over cookies or a bearer token alike. */
interface Client {
  get(url: string): Promise<{ statusCode: number; json(): unknown }>
  post(url: string, payload: unknown): Promise<{ statusCode: number; json(): unknown }>
}

const REFUSAL = {
  code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  message: 'Anda bukan anggota toko ini.',
}

describe('a refused shop switch leaves the session as it was', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  /** A client that sends only `Authorization: Bearer`, as a mobile or script client does. */
  async function bearerClient(user: FactoryUser): Promise<Client> {
    const signedIn = await browser(testApp.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    })
    const token = signedIn.headers['set-auth-token']
    if (typeof token !== 'string') throw new Error(`no bearer token: ${signedIn.body}`)
    const request = (method: InjectOptions['method'], url: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN },
        ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
      })
    return {
      get: (url) => request('GET', url),
      post: (url, payload) => request('POST', url, payload),
    }
  }

  const setActive = (client: Client, body: Record<string, unknown>) =>
    client.post('/api/auth/organization/set-active', body)

  /** The seller API and the session summary both name `shop` as the active one. */
  async function expectWorkingIn(client: Client, shop: FactoryShop) {
    const seller = await client.get('/api/v1/seller/shop')
    expect(seller.statusCode, JSON.stringify(seller.json())).toBe(200)
    expect(seller.json()).toMatchObject({ slug: shop.slug })
    const summary = (await client.get('/api/v1/session')).json()
    expect(summary).toMatchObject({ session: { activeOrganizationId: shop.id } })
  }

  const lastUsed = async (user: FactoryUser) => {
    const [row] = await testApp.db
      .select({ id: users.lastActiveOrganizationId })
      .from(users)
      .where(eq(users.id, user.id))
    return row?.id
  }

  /** A seller of two shops, switched (a permitted switch) to the second one. */
  async function sellerOfTwoShops(signInAs: (user: FactoryUser) => Promise<Client>) {
    const seller = await createUser(testApp.db, { name: 'Penjual Dua Toko' })
    const first = await createShop(testApp.db, { owner: seller })
    const second = await createShop(testApp.db, { members: [{ user: seller, role: 'admin' }] })
    const client = await signInAs(seller)
    await expectWorkingIn(client, first)
    expect((await setActive(client, { organizationId: second.id })).statusCode).toBe(200)
    await expectWorkingIn(client, second)
    expect(await lastUsed(seller)).toBe(second.id)
    return { seller, client, second }
  }

  for (const [via, signInAs] of [
    ['cookies', (user: FactoryUser) => signIn(testApp, user)],
    ['a bearer token', bearerClient],
  ] as const) {
    it(`[SELLER] a switch to someone else's shop is refused and the active shop stays (${via})`, async () => {
      const { seller, client, second } = await sellerOfTwoShops(signInAs)
      const foreign = await createShop(testApp.db)

      for (const body of [{ organizationId: foreign.id }, { organizationSlug: foreign.slug }]) {
        const refused = await setActive(client, body)
        expect(refused.statusCode, JSON.stringify(body)).toBe(403)
        expect(refused.json()).toMatchObject(REFUSAL)
        await expectWorkingIn(client, second)
      }
      // The "used last" record still points at the shop, and a new sign-in starts there.
      expect(await lastUsed(seller)).toBe(second.id)
      await expectWorkingIn(await signInAs(seller), second)
    })
  }

  it('[SELLER] the ADMIN switch to an admin organisation is refused and the shop stays active', async () => {
    const { client, second } = await sellerOfTwoShops((user) => signIn(testApp, user))
    const [adminOrganizationId] = testApp.env.adminOrganizationIds

    const refused = await setActive(client, { organizationId: adminOrganizationId })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject(REFUSAL)
    await expectWorkingIn(client, second)
    expect((await client.get('/api/v1/admin/access')).statusCode).toBe(403)
    expect((await client.get('/api/v1/session')).json()).toMatchObject({ isPlatformAdmin: false })
  })

  it('[SELLER] a switch back to a shop they were removed from is refused; their other shop stays', async () => {
    const seller = await createUser(testApp.db, { name: 'Penjual Dikeluarkan' })
    const own = await createShop(testApp.db, { owner: seller })
    const former = await createShop(testApp.db, { members: [{ user: seller, role: 'member' }] })
    const client = await signIn(testApp, seller)
    await expectWorkingIn(client, own)

    const owner = await signIn(testApp, former.owner)
    const removed = await owner.post('/api/auth/organization/remove-member', {
      organizationId: former.id,
      memberIdOrEmail: seller.email,
    })
    expect(removed.statusCode, removed.body).toBe(200)

    const refused = await setActive(client, { organizationId: former.id })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject(REFUSAL)
    await expectWorkingIn(client, own)
  })

  it('[SELLER] re-confirming the active shop keeps it, and a switch to null leaves every shop', async () => {
    const { client, second } = await sellerOfTwoShops((user) => signIn(testApp, user))

    expect((await setActive(client, {})).statusCode).toBe(200)
    await expectWorkingIn(client, second)

    expect((await setActive(client, { organizationId: null })).statusCode).toBe(200)
    const seller = await client.get('/api/v1/seller/shop')
    expect(seller.statusCode).toBe(403)
    expect(seller.json()).toMatchObject({ message: 'Pilih toko terlebih dahulu.' })
    expect((await client.get('/api/v1/session')).json()).toMatchObject({
      session: { activeOrganizationId: null },
    })
  })
})
