import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { members, prompts, shops } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signedInShopOwner, signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'
import { png, upload } from './helpers/uploads.ts'

describe('the shop’s settings', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let seller: Browser
  let shopId: string

  const memberIdOf = async (client: Browser) =>
    `m-${(await client.get('/api/v1/session')).json().user.id}`

  beforeAll(async () => {
    testApp = await buildTestApp()
    // A shop with a sale: it holds money.
    const shop = await createShop(testApp.db, { slug: 'prompt-nusantara' })
    shopId = shop.id
    await createPaidOrder(testApp.db, await createPrompt(testApp.db, shopId))
    seller = await signIn(testApp, shop.owner)
  })
  afterAll(() => testApp.close())

  it('[SELLER] moves the shop to a new address; a taken or reserved one is refused with the reason', async () => {
    const owner = await signedInShopOwner(testApp)
    const moved = await owner.client.put('/api/v1/seller/shop', { slug: `${owner.slug}-baru` })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().slug).toBe(`${owner.slug}-baru`)
    expect((await browser(testApp.app).get(`/api/v1/shops/${owner.slug}-baru`)).statusCode).toBe(
      200,
    )
    expect((await browser(testApp.app).get(`/api/v1/shops/${owner.slug}`)).statusCode).toBe(404)

    const taken = await owner.client.put('/api/v1/seller/shop', { slug: 'prompt-nusantara' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Slug sudah dipakai toko lain.')
    const reserved = await owner.client.put('/api/v1/seller/shop', { slug: 'admin' })
    expect(reserved.statusCode).toBe(400)
    expect(reserved.json().fields[0].message).toMatch(/dipakai oleh halaman PasarPrompt/)
    // Saving the same slug again is not a conflict with itself.
    const same = await owner.client.put('/api/v1/seller/shop', { slug: `${owner.slug}-baru` })
    expect(same.statusCode).toBe(200)
  })

  it('[SELLER] sets a logo and banner from the shop’s own uploads only, shown on the public page', async () => {
    const logo = (await upload(testApp, seller, await png(300, 300))).json()
    const banner = (await upload(testApp, seller, await png(1600, 400))).json()
    const saved = await seller.put('/api/v1/seller/shop', {
      logoUrl: logo.url,
      bannerUrl: banner.url,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ logoUrl: logo.url, bannerUrl: banner.url })
    const page = (await browser(testApp.app).get('/api/v1/shops/prompt-nusantara')).json()
    expect(page).toMatchObject({ logoUrl: logo.url, bannerUrl: banner.url })

    const other = await signedInShopOwner(testApp)
    const foreign = await other.client.put('/api/v1/seller/shop', { logoUrl: logo.url })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('Gambar harus diunggah ke toko ini.')
    const outside = await other.client.put('/api/v1/seller/shop', {
      bannerUrl: 'https://pelacak.contoh.id/piksel.gif',
    })
    expect(outside.statusCode).toBe(400)

    const removed = await seller.put('/api/v1/seller/shop', { logoUrl: null })
    expect(removed.json()).toMatchObject({ logoUrl: null, bannerUrl: banner.url })
  })

  it('[SELLER] changes a member’s role and removes them; an admin can never touch the owner', async () => {
    const staff = await signInAsShopStaff(testApp, shopId)
    const staffId = await memberIdOf(staff)
    const promoted = await seller.post('/api/auth/organization/update-member-role', {
      memberId: staffId,
      role: 'admin',
      organizationId: shopId,
    })
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect((await staff.get('/api/v1/seller/balance')).statusCode).toBe(200)

    const [owner] = await testApp.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, shopId), eq(members.role, 'owner')))
    const ownerId = owner?.id
    const demote = await staff.post('/api/auth/organization/update-member-role', {
      memberId: ownerId,
      role: 'member',
      organizationId: shopId,
    })
    expect(demote.statusCode).toBe(403)
    const oust = await staff.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: ownerId,
      organizationId: shopId,
    })
    expect(oust.statusCode).toBeGreaterThanOrEqual(400)
    expect(oust.statusCode).toBeLessThan(500)

    const member = await signInAsShopStaff(testApp, shopId)
    const selfPromote = await member.post('/api/auth/organization/update-member-role', {
      memberId: await memberIdOf(member),
      role: 'owner',
      organizationId: shopId,
    })
    expect(selfPromote.statusCode).toBe(403)
    // The admin removes the member, who loses the seller area at once.
    const removed = await staff.post('/api/auth/organization/remove-member', {
      memberIdOrEmail: await memberIdOf(member),
      organizationId: shopId,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await member.get('/api/v1/seller/orders')).statusCode).toBe(403)
  })

  it('[SELLER] sees pending invitations and cancels one', async () => {
    const email = `undangan-${Math.random().toString(36).slice(2)}@contoh.id`
    const invited = await seller.post('/api/auth/organization/invite-member', {
      email,
      role: 'member',
      organizationId: shopId,
    })
    expect(invited.statusCode, invited.body).toBe(200)
    const listed = await seller.get(
      `/api/auth/organization/list-invitations?organizationId=${shopId}`,
    )
    expect(listed.statusCode, listed.body).toBe(200)
    const invitation = listed.json().find((item: { email: string }) => item.email === email)
    expect(invitation.status).toBe('pending')
    const cancelled = await seller.post('/api/auth/organization/cancel-invitation', {
      invitationId: invitation.id,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const after = (
      await seller.get(`/api/auth/organization/list-invitations?organizationId=${shopId}`)
    ).json()
    expect(after.find((item: { id: string }) => item.id === invitation.id)?.status).not.toBe(
      'pending',
    )
    const stranger = browser(testApp.app)
    expect(
      (await stranger.get(`/api/auth/organization/list-invitations?organizationId=${shopId}`))
        .statusCode,
    ).toBeGreaterThanOrEqual(400)
  })

  it('[SELLER] cannot close a shop that holds money; the owner closes an empty one for good', async () => {
    const refused = await seller.request('DELETE', '/api/v1/seller/shop')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('SHOP_HAS_BALANCE')
    const [still] = await testApp.db.select().from(shops).where(eq(shops.id, shopId))
    expect(still?.status).toBe('active')

    const owner = await signedInShopOwner(testApp)
    const admin = await signInAsShopStaff(testApp, owner.id, 'admin')
    expect((await admin.request('DELETE', '/api/v1/seller/shop')).statusCode).toBe(403)
    const draft = await owner.client.post('/api/v1/seller/products', {
      title: 'Prompt Toko yang Akan Tutup',
      descriptionHtml: '<p>Contoh</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'bisnis',
      tags: ['tutup'],
      price: 15_000,
      promptText: 'Tulis [TOPIK]',
      instructions: 'Isi topik.',
      examples: [{ kind: 'text', text: 'Contoh hasil' }],
    })
    expect(draft.statusCode, draft.body).toBe(201)

    const closed = await owner.client.request('DELETE', '/api/v1/seller/shop')
    expect(closed.statusCode, closed.body).toBe(204)
    const [row] = await testApp.db.select().from(shops).where(eq(shops.id, owner.id))
    expect(row?.status).toBe('closed')
    const shopPrompts = await testApp.db.select().from(prompts).where(eq(prompts.shopId, owner.id))
    expect(shopPrompts.every((prompt) => prompt.status === 'archived')).toBe(true)
    expect(
      await testApp.db.select().from(members).where(eq(members.organizationId, owner.id)),
    ).toEqual([])
    expect((await owner.client.get('/api/v1/seller/shop')).statusCode).toBe(403)
    expect((await admin.get('/api/v1/seller/orders')).statusCode).toBe(403)
    expect((await browser(testApp.app).get(`/api/v1/shops/${owner.slug}`)).statusCode).toBe(404)
    // The slug stays with the closed shop: nobody can take over its address.
    const newcomer = await signedInShopOwner(testApp)
    const squat = await newcomer.client.put('/api/v1/seller/shop', { slug: owner.slug })
    expect(squat.statusCode).toBe(409)
  })
})
