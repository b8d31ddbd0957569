import { aiModels } from '@pasarprompt/contracts/catalog-options'
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categories,
  orders,
  organizations,
  promptExamples,
  prompts,
  reviews,
  shops,
  uploads,
} from '../src/db/schema.ts'
import { DEMO_PASSWORD, demoAccounts, demoShops } from '../src/db/seed/demo-accounts.ts'
import { runSeed } from '../src/db/seed/index.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'

/** The one file that runs the whole demo seed; every other test builds only what it needs. */
describe('the demo seed', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const signedIn = async (email: string) => {
    const client = browser(testApp.app)
    const response = await client.post('/api/auth/sign-in/email', {
      email,
      password: DEMO_PASSWORD,
    })
    expect(response.statusCode, email).toBe(200)
    return client
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ demo: true })
  })
  afterAll(() => testApp.close())

  it('[DEMO] every demo account signs in with the demo password; the admin starts in an admin organisation', async () => {
    for (const account of Object.values(demoAccounts)) await signedIn(account.email)
    const admin = (await (await signedIn(demoAccounts.admin.email)).get('/api/v1/session')).json()
    expect(admin.isPlatformAdmin).toBe(true)
    for (const shop of demoShops) {
      const owner = await signedIn(demoAccounts[shop.owner].email)
      expect((await owner.get('/api/v1/seller/shop')).json()).toMatchObject({
        slug: shop.slug,
        role: 'owner',
      })
    }
  })

  it('[DEMO] the demo shop’s Statistics show Coba dulu: tries, the people who tried and some who bought', async () => {
    const seller = await signedIn(demoAccounts.seller.email)
    const { tries } = (await seller.get('/api/v1/seller/statistics?range=90')).json()
    expect(tries.prompts.length).toBeGreaterThan(0)
    expect(tries.totals.tries).toBeGreaterThanOrEqual(tries.totals.triers)
    expect(tries.totals.buyers).toBeGreaterThan(0)
    expect(tries.totals.buyers).toBeLessThan(tries.totals.triers)
  })

  it('[DEMO] the admin’s Log audit shows the approvals behind the published catalogue', async () => {
    const admin = await signedIn(demoAccounts.admin.email)
    const { items } = (await admin.get('/api/v1/admin/audit?action=prompt.approve')).json()
    expect(items.length).toBeGreaterThan(0)
    for (const entry of items) {
      expect(entry.actorEmail).toBe(demoAccounts.admin.email)
      const [prompt] = await testApp.db.select().from(prompts).where(eq(prompts.id, entry.targetId))
      expect(prompt?.status).toBe('published')
      expect(entry.at).toBe(prompt?.publishedAt?.toISOString())
    }
  })

  it('[DEMO] the demo shop has prompts in every status on a fresh start', async () => {
    const seller = await signedIn(demoAccounts.seller.email)
    const { counts } = (await seller.get('/api/v1/seller/products')).json()
    for (const status of ['draft', 'in_review', 'published', 'rejected', 'archived']) {
      expect(counts[status], status).toBeGreaterThan(0)
    }
    const rejected = (await seller.get('/api/v1/seller/products?status=rejected')).json().items[0]
    expect(rejected.rejectionReason).toMatch(/contoh/)
  })

  it('[DEMO] the catalogue shows both demo shops and their published prompts', async () => {
    const shops = (await browser(testApp.app).get('/api/v1/shops')).json()
    expect(JSON.stringify(shops)).toContain('prompt-nusantara')
    expect(JSON.stringify(shops)).toContain('studio-visual-ai')
    const product = await browser(testApp.app).get('/api/v1/products/ilustrasi-batik-modern')
    expect(product.statusCode).toBe(200)
  })

  it('[DEMO] one demo shop runs an affiliate programme at the platform rate that the demo buyer can join', async () => {
    for (const shop of demoShops) {
      const page = (await browser(testApp.app).get(`/api/v1/shops/${shop.slug}`)).json()
      expect(page.affiliateProgramme, shop.slug).toEqual(
        // The platform's rate and the sellers' hold (EARNINGS_HOLD_DAYS, 3 by default).
        shop.affiliateProgramme ? { rateBp: 1000, holdDays: 3 } : null,
      )
    }
    const open = demoShops.find((shop) => shop.affiliateProgramme)
    const buyer = await signedIn(demoAccounts.buyer.email)
    const joined = await buyer.post('/api/v1/account/affiliates', { shopSlug: open?.slug })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toMatchObject({ status: 'active', rateBp: 1000 })
  })

  it('[DEMO] the catalogue is a marketplace: at least 8 shops with logos and 80 published prompts over every category and the listed models', async () => {
    const visitor = browser(testApp.app)
    const shopList = (await visitor.get('/api/v1/shops?limit=48')).json()
    expect(shopList.items.length).toBeGreaterThanOrEqual(8)
    for (const shop of shopList.items) expect(shop.logoUrl, shop.slug).toMatch(/^\/uploads\//)

    const published = await testApp.db.select().from(prompts).where(eq(prompts.status, 'published'))
    expect(published.length).toBeGreaterThanOrEqual(80)
    const everyCategory = await testApp.db.select().from(categories)
    for (const category of everyCategory) {
      expect(category.count, category.name).toBeGreaterThan(0)
      expect(
        published.filter((prompt) => prompt.categoryName === category.name).length,
        category.name,
      ).toBe(category.count)
    }
    for (const model of aiModels.filter((model) => model !== 'lainnya')) {
      expect(
        published.some((prompt) => prompt.model === model),
        model,
      ).toBe(true)
    }
    // Free prompts and realistic prices; tags buyers type.
    expect(published.filter((prompt) => prompt.price === 0).length).toBeGreaterThanOrEqual(3)
    for (const prompt of published.filter((prompt) => prompt.price > 0)) {
      expect(prompt.price, prompt.slug).toBeGreaterThanOrEqual(10_000)
      expect(prompt.price, prompt.slug).toBeLessThanOrEqual(150_000)
    }
    const tags = new Set(published.flatMap((prompt) => prompt.tags.map((tag) => tag.toLowerCase())))
    for (const tag of ['cv', 'lamaran kerja', 'skripsi', 'logo', 'caption instagram', 'umkm']) {
      expect(tags.has(tag), tag).toBe(true)
    }
    // The home page's featured row is full, and every card names its shop with its logo.
    const featured = (await visitor.get('/api/v1/products?featured=true&limit=8')).json()
    expect(featured.items.length).toBe(8)
    for (const card of featured.items) {
      expect(card.thumbnailUrl, card.slug).toMatch(/^\/uploads\//)
      expect(card.shop.logoUrl, card.slug).toMatch(/^\/uploads\//)
    }
  })

  it('[DEMO] every picture of the demo is a served upload of its own shop: WebP, 200', async () => {
    const thumbnails = await testApp.db
      .select({ shopId: prompts.shopId, url: prompts.thumbnailUrl })
      .from(prompts)
      .where(isNotNull(prompts.thumbnailUrl))
    const examples = await testApp.db
      .select({ shopId: prompts.shopId, url: promptExamples.imageUrl })
      .from(promptExamples)
      .innerJoin(prompts, eq(prompts.id, promptExamples.promptId))
      .where(eq(promptExamples.kind, 'image'))
    const shopRows = await testApp.db.select().from(shops)
    const pictures = [
      ...thumbnails,
      ...examples,
      ...shopRows.flatMap((shop) => [
        { shopId: shop.id, url: shop.logoUrl },
        { shopId: shop.id, url: shop.bannerUrl },
      ]),
    ]
    const published = await testApp.db.select().from(prompts).where(eq(prompts.status, 'published'))
    expect(thumbnails.length).toBeGreaterThanOrEqual(published.length)
    expect(examples.length).toBeGreaterThan(20)
    const stored = new Map(
      (await testApp.db.select().from(uploads)).map((upload) => [upload.url, upload.shopId]),
    )
    for (const picture of pictures) {
      expect(picture.url, picture.shopId).toMatch(/^\/uploads\/.+\.webp$/)
      expect(stored.get(picture.url ?? ''), picture.url ?? '').toBe(picture.shopId)
      const response = await testApp.app.inject({ method: 'GET', url: picture.url ?? '' })
      expect(response.statusCode, picture.url ?? '').toBe(200)
      expect(response.headers['content-type'], picture.url ?? '').toBe('image/webp')
    }
  })

  it('[DEMO] the demo orders are paid through the crediting path: the ledger holds, the buyer owns one', async () => {
    const paid = await testApp.db.select().from(orders).where(eq(orders.status, 'paid'))
    expect(paid.length).toBeGreaterThan(20)
    await expectLedgerConsistent(testApp.db)
    const buyer = await signedIn(demoAccounts.buyer.email)
    expect((await buyer.get('/api/v1/account/orders')).json().items).toHaveLength(1)
    const [nusantara] = await testApp.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, 'prompt-nusantara'))
    const seller = await signedIn(demoAccounts.seller.email)
    const statistics = (await seller.get('/api/v1/seller/statistics?range=90')).json()
    expect(statistics.totals.views).toBeGreaterThan(0)
    expect(statistics.totals.sales).toBe(paid.filter((o) => o.shopId === nusantara?.id).length)
  })

  it('[DEMO] every sales and rating figure is backed: sales = paid orders, rating = their reviews', async () => {
    const all = await testApp.db.select().from(prompts)
    const paid = await testApp.db.select().from(orders).where(eq(orders.status, 'paid'))
    const written = await testApp.db.select().from(reviews)
    let rated = 0
    for (const prompt of all) {
      const sold = paid.filter((order) => order.promptId === prompt.id)
      expect(prompt.sales, prompt.slug).toBe(sold.length)
      const stars = written
        .filter((review) => sold.some((order) => order.id === review.orderId))
        .map((review) => review.rating)
      expect(prompt.ratingCount, prompt.slug).toBe(stars.length)
      const sum = stars.reduce((total, rating) => total + rating, 0)
      expect(prompt.ratingAverage, prompt.slug).toBe(
        stars.length ? Math.floor((sum * 100) / stars.length + 0.5) : 0,
      )
      if (stars.length) rated++
    }
    // Modest and varied: a handful of sales per prompt, most published prompts rated, some
    // reviews answered by the shop; every review belongs to its order's buyer.
    expect(Math.max(...all.map((prompt) => prompt.sales))).toBeLessThanOrEqual(12)
    expect(rated).toBeGreaterThanOrEqual(6)
    expect(new Set(written.map((review) => review.rating)).size).toBeGreaterThanOrEqual(3)
    expect(written.filter((review) => review.reply).length).toBeGreaterThan(0)
    for (const review of written) {
      const order = paid.find((row) => row.id === review.orderId)
      expect(review.authorUserId).toBe(order?.buyerUserId)
    }

    // The demo buyer's order is left unreviewed, so the demo can write one.
    const buyer = await signedIn(demoAccounts.buyer.email)
    const [order] = (await buyer.get('/api/v1/account/orders')).json().items
    expect(order.review).toBeNull()
    // The public list shows the figures and names without emails.
    const list = (
      await browser(testApp.app).get('/api/v1/products/ilustrasi-batik-modern/reviews')
    ).json()
    expect(list.ratingCount).toBe(list.items.length)
    expect(JSON.stringify(list)).not.toContain('@')
  })

  it('[DEMO] a second run adds nothing', async () => {
    const count = async () => ({
      prompts: (await testApp.db.select({ id: prompts.id }).from(prompts)).length,
      orders: (await testApp.db.select({ id: orders.id }).from(orders)).length,
      uploads: (await testApp.db.select({ id: uploads.id }).from(uploads)).length,
    })
    const before = await count()
    const added: unknown[] = []
    await runSeed(testApp.db, {
      adminOrganizationIds: testApp.env.adminOrganizationIds,
      includeDemoData: true,
      objectStore: testApp.app.objectStore,
      log: { info: (...args: unknown[]) => added.push(args) },
    })
    expect(added).toEqual([])
    expect(await count()).toEqual(before)
  })
})
