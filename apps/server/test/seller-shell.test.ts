import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { organizations, prompts, shops } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

const micrositeInput = (overrides: Record<string, unknown> = {}) => ({
  headline: '  Prompt   siap pakai untuk UMKM  ',
  bio: 'Kami menulis prompt untuk warung, katering, dan toko online.\r\nBalasan cepat lewat WhatsApp.',
  links: [
    { label: 'Instagram', url: 'instagram.com/promptnusantara' },
    { label: 'Situs', url: 'https://promptnusantara.id/tentang' },
  ],
  featuredPromptIds: [],
  accentColor: 'biru',
  ...overrides,
})

describe('the seller shell: payment configuration in the session, and the microsite', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let seller: Browser
  let otherSeller: Browser
  let member: Browser
  let shopId: string

  const promptsOf = async (shopSlug: string, status: 'published' | 'draft') =>
    testApp.db
      .select({ id: prompts.id, title: prompts.title })
      .from(prompts)
      .innerJoin(organizations, eq(organizations.id, prompts.shopId))
      .where(and(eq(organizations.slug, shopSlug), eq(prompts.status, status)))
      .orderBy(prompts.title)

  beforeAll(async () => {
    testApp = await buildTestApp()
    const nusantara = await createShop(testApp.db, { slug: 'prompt-nusantara' })
    shopId = nusantara.id
    for (const title of ['Artikel Blog SEO', 'Caption Instagram UMKM', 'Rencana Konten TikTok']) {
      await createPrompt(testApp.db, shopId, { title })
    }
    await createPrompt(testApp.db, shopId, { title: 'Email Penawaran B2B', status: 'draft' })
    const studio = await createShop(testApp.db, { slug: 'studio-visual-ai' })
    await createPrompt(testApp.db, studio.id, { title: 'Ilustrasi Batik Modern' })
    seller = await signIn(testApp, nusantara.owner)
    otherSeller = await signIn(testApp, studio.owner)
    // A member (not owner or admin) of Prompt Nusantara, with it active.
    member = await signInAsShopStaff(testApp, shopId)
  })
  afterAll(() => testApp.close())

  it('[SELLER] the session says whether the active shop has a bank account for payouts', async () => {
    const before = (await seller.get('/api/v1/session')).json()
    expect(before.session.activeOrganizationId).toBe(shopId)
    expect(before.paymentConfigured).toBe(false)

    await testApp.db.update(shops).set({ bankCode: 'bca' }).where(eq(shops.id, shopId))
    expect((await seller.get('/api/v1/session')).json().paymentConfigured).toBe(true)
    // The same shop, seen by its member: the answer is about the shop, not the person.
    expect((await member.get('/api/v1/session')).json().paymentConfigured).toBe(true)

    await testApp.db.update(shops).set({ bankCode: null }).where(eq(shops.id, shopId))
    expect((await seller.get('/api/v1/session')).json().paymentConfigured).toBe(false)

    const { client: buyer } = await signedInUser(testApp)
    expect((await buyer.get('/api/v1/session')).json().paymentConfigured).toBe(false)
    expect((await browser(testApp.app).get('/api/v1/session')).json().paymentConfigured).toBe(false)
  })

  it('[SELLER] saves the microsite; the public shop page shows it with the featured prompts first', async () => {
    const published = await promptsOf('prompt-nusantara', 'published')
    expect(published.length).toBeGreaterThanOrEqual(2)
    const featured = [published[1]?.id, published[0]?.id] as string[]

    const saved = await seller.put(
      '/api/v1/seller/microsite',
      micrositeInput({
        featuredPromptIds: featured,
      }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.headers['cache-control']).toBe('private, no-store')
    expect(saved.json().microsite).toEqual({
      headline: 'Prompt siap pakai untuk UMKM',
      bio: 'Kami menulis prompt untuk warung, katering, dan toko online.\nBalasan cepat lewat WhatsApp.',
      links: [
        { label: 'Instagram', url: 'https://instagram.com/promptnusantara' },
        { label: 'Situs', url: 'https://promptnusantara.id/tentang' },
      ],
      featuredPromptIds: featured,
      accentColor: 'biru',
    })
    expect(saved.json().publishedPrompts.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(featured),
    )

    const page = await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })
    expect(page.statusCode).toBe(200)
    const shop = page.json()
    expect(shop.microsite).toEqual({
      headline: 'Prompt siap pakai untuk UMKM',
      bio: 'Kami menulis prompt untuk warung, katering, dan toko online.\nBalasan cepat lewat WhatsApp.',
      links: [
        { label: 'Instagram', url: 'https://instagram.com/promptnusantara' },
        { label: 'Situs', url: 'https://promptnusantara.id/tentang' },
      ],
      accentColor: 'biru',
    })
    expect(shop.featuredPrompts.map((card: { id: string }) => card.id)).toEqual(featured)
    expect(shop).toMatchObject({ logoUrl: null, bannerUrl: null })

    // The members' preview is the same page, never a shared cached copy.
    const preview = await member.get('/api/v1/seller/microsite/preview')
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toBe('private, no-store')
    expect(preview.json()).toEqual(shop)
  })

  it('[SELLER] a featured prompt that is archived later leaves the page and the editor', async () => {
    const [first, second] = await promptsOf('prompt-nusantara', 'published')
    const ids = [first?.id, second?.id] as string[]
    expect(
      (await seller.put('/api/v1/seller/microsite', micrositeInput({ featuredPromptIds: ids })))
        .statusCode,
    ).toBe(200)
    await testApp.db
      .update(prompts)
      .set({ status: 'archived' })
      .where(eq(prompts.id, ids[0] as string))

    const shop = (await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })).json()
    expect(shop.featuredPrompts.map((card: { id: string }) => card.id)).toEqual([ids[1]])
    const editor = (await seller.get('/api/v1/seller/microsite')).json()
    expect(editor.microsite.featuredPromptIds).toEqual([ids[1]])
    await testApp.db
      .update(prompts)
      .set({ status: 'published' })
      .where(eq(prompts.id, ids[0] as string))
  })

  it('[SELLER] javascript: and other non-web links, too long texts and unknown colours are refused in Indonesian', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:toko@contoh.id',
      'https://bank.co.id@penipu.example/masuk',
      'https://',
    ]) {
      const refused = await seller.put(
        '/api/v1/seller/microsite',
        micrositeInput({ links: [{ label: 'Tautan', url }] }),
      )
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json().fields).toEqual([
        {
          path: 'body.links.0.url',
          message: 'Alamat tautan harus berupa alamat web yang diawali http:// atau https://.',
        },
      ])
    }

    const tooMuch = await seller.put(
      '/api/v1/seller/microsite',
      micrositeInput({
        headline: 'a'.repeat(121),
        bio: 'b'.repeat(1001),
        links: Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, url: 'https://a.id' })),
        accentColor: '#ff0000',
      }),
    )
    expect(tooMuch.statusCode).toBe(400)
    const messages = Object.fromEntries(
      tooMuch.json().fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    )
    expect(messages).toMatchObject({
      'body.headline': 'Judul paling banyak 120 karakter.',
      'body.bio': 'Bio paling banyak 1.000 karakter.',
      'body.links': 'Paling banyak 5 tautan.',
      'body.accentColor': 'Pilih warna dari daftar.',
    })

    const unchanged = (await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })).json()
    expect(unchanged.microsite.links.map((l: { url: string }) => l.url)).not.toContain(
      'javascript:alert(1)',
    )
  })

  it("[SELLER] another shop's prompt ids, unpublished prompts and repeats are refused with 400", async () => {
    const [theirs] = await promptsOf('studio-visual-ai', 'published')
    const [draft] = await promptsOf('prompt-nusantara', 'draft')
    const [mine] = await promptsOf('prompt-nusantara', 'published')
    const expectRefused = async (ids: string[], message: string) => {
      const refused = await seller.put(
        '/api/v1/seller/microsite',
        micrositeInput({ featuredPromptIds: ids }),
      )
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message })
    }
    const invalid = 'Prompt pilihan harus prompt toko ini yang sudah terbit.'
    await expectRefused([mine?.id as string, theirs?.id as string], invalid)
    await expectRefused([draft?.id as string], invalid)
    await expectRefused(['00000000-0000-4000-8000-000000000000'], invalid)
    const notAnId = await seller.put(
      '/api/v1/seller/microsite',
      micrositeInput({ featuredPromptIds: ['bukan-id'] }),
    )
    expect(notAnId.statusCode).toBe(400)
    expect(notAnId.json().fields).toEqual([{ path: 'body.featuredPromptIds.0', message: invalid }])
    await expectRefused([mine?.id as string, mine?.id as string], 'Data yang dikirim tidak valid.')

    // The other shop's owner edits only their own shop.
    const theirsSaved = await otherSeller.put(
      '/api/v1/seller/microsite',
      micrositeInput({ headline: 'Studio ilustrasi AI', featuredPromptIds: [theirs?.id] }),
    )
    expect(theirsSaved.statusCode).toBe(200)
    const nusantara = (await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })).json()
    expect(nusantara.microsite.headline).toBe('Prompt siap pakai untuk UMKM')
    const studio = (await testApp.app.inject({ url: '/api/v1/shops/studio-visual-ai' })).json()
    expect(studio.microsite.headline).toBe('Studio ilustrasi AI')
  })

  it('[MEMBER] reads the microsite but may not change it', async () => {
    const read = await member.get('/api/v1/seller/microsite')
    expect(read.statusCode).toBe(200)
    expect(read.json().shop).toMatchObject({ slug: 'prompt-nusantara', status: 'active' })
    const refused = await member.put(
      '/api/v1/seller/microsite',
      micrositeInput({ headline: 'Diubah anggota' }),
    )
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'Hanya pemilik atau admin toko yang dapat mengubah microsite.',
    )
    const shop = (await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })).json()
    expect(shop.microsite.headline).not.toBe('Diubah anggota')
  })

  it('[VISITOR] signed out, the seller microsite API answers 401; a user without a shop 403', async () => {
    const visitor = browser(testApp.app)
    for (const response of [
      await visitor.get('/api/v1/seller/microsite'),
      await visitor.put('/api/v1/seller/microsite', micrositeInput()),
      await visitor.get('/api/v1/seller/microsite/preview'),
    ]) {
      expect(response.statusCode).toBe(401)
    }
    const { client: buyer } = await signedInUser(testApp)
    expect((await buyer.get('/api/v1/seller/microsite')).statusCode).toBe(403)
    expect((await buyer.put('/api/v1/seller/microsite', micrositeInput())).statusCode).toBe(403)
  })

  it('[VISITOR] a suspended shop has no public page, while its members still preview it', async () => {
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shopId))
    const page = await testApp.app.inject({ url: '/api/v1/shops/prompt-nusantara' })
    expect(page.statusCode).toBe(404)
    const preview = await seller.get('/api/v1/seller/microsite/preview')
    expect(preview.statusCode).toBe(200)
    expect(preview.json().microsite.headline).toBe('Prompt siap pakai untuk UMKM')
    expect((await seller.get('/api/v1/seller/microsite')).json().shop.status).toBe('suspended')
    await testApp.db.update(shops).set({ status: 'active' }).where(eq(shops.id, shopId))
  })
})
