import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createOrder, createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { orders, prompts } from '../src/db/schema.ts'
import { REVIEW_WRITES_PER_HOUR } from '../src/modules/limits/limits.ts'
import { linkGuestOrders } from '../src/modules/orders/link-guest-orders.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const body = (text: string) => `${text} Hasilnya rapi dan mudah dipakai.`

describe('reviews', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let shop: FactoryShop
  let prompt: FactoryPrompt
  let admin: Browser
  const buyers: { user: FactoryUser; client: Browser; orderId: string }[] = []

  const promptRow = async (id = prompt.id) =>
    (
      await testApp.db
        .select({
          sales: prompts.sales,
          ratingAverage: prompts.ratingAverage,
          ratingCount: prompts.ratingCount,
        })
        .from(prompts)
        .where(eq(prompts.id, id))
    )[0]
  const paidCount = async (id = prompt.id) =>
    (await testApp.db.select().from(orders).where(eq(orders.promptId, id))).filter(
      (order) => order.status === 'paid',
    ).length
  const reviewUrl = (orderId: string) => `/api/v1/account/orders/${orderId}/review`
  const publicReviews = async (query = '') =>
    (await browser(testApp.app).get(`/api/v1/products/${prompt.slug}/reviews${query}`)).json()

  /** A new buyer account with a paid order of `prompt`, signed in. */
  const newBuyer = async (name: string, daysAgo: number) => {
    const user = await createUser(testApp.db, { name })
    const order = await createPaidOrder(testApp.db, prompt, {
      buyer: user,
      at: new Date(Date.now() - daysAgo * DAY_MS),
    })
    const entry = { user, client: await signIn(testApp, user), orderId: order.id }
    buyers.push(entry)
    return entry
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    shop = await createShop(testApp.db, { name: 'Prompt Nusantara' })
    prompt = await createPrompt(testApp.db, shop.id, {
      title: 'Caption Instagram UMKM',
      price: 25_000,
    })
    admin = await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    await newBuyer('Ayu Lestari Putri', 3)
    await newBuyer('Bima Saputra', 2)
    await newBuyer('Citra', 1)
  })
  afterAll(async () => {
    await expectLedgerConsistent(testApp.db)
    await testApp.close()
  })

  it('[BUYER] only the buyer of a paid order may review it: others, guests and unpaid orders are refused', async () => {
    const [ayu, bima] = buyers
    if (!ayu || !bima) throw new Error('buyers missing')
    const review = { rating: 5, body: body('Caption-nya pas untuk warung kopi saya.') }

    // A visitor, another buyer, the shop's owner: none may review Ayu's order.
    expect((await browser(testApp.app).post(reviewUrl(ayu.orderId), review)).statusCode).toBe(401)
    const foreign = await bima.client.post(reviewUrl(ayu.orderId), review)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Pesanan tidak ditemukan.')
    const owner = await signIn(testApp, shop.owner)
    expect((await owner.post(reviewUrl(ayu.orderId), review)).statusCode).toBe(404)

    // Pending and failed orders of the buyer herself: not yet (or never) paid.
    const pending = await createOrder(testApp.db, prompt, { buyer: ayu.user })
    const refusedPending = await ayu.client.post(reviewUrl(pending.id), review)
    expect(refusedPending.statusCode).toBe(409)
    expect(refusedPending.json().message).toBe(
      'Hanya pesanan yang sudah dibayar yang dapat diulas.',
    )
    const failed = await createOrder(testApp.db, prompt, { buyer: ayu.user })
    await testApp.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, failed.id))
    expect((await ayu.client.post(reviewUrl(failed.id), review)).statusCode).toBe(409)

    // A guest's paid order counts once it joined the account (email proved), not before.
    // (Signed in first: a verified sign-in links what is already there.)
    const guest = await createUser(testApp.db, { name: 'Dewa Pratama' })
    const dewa = await signIn(testApp, guest)
    const guestOrder = await createPaidOrder(testApp.db, prompt, {
      buyer: { id: null, name: guest.name, email: guest.email },
    })
    expect((await dewa.post(reviewUrl(guestOrder.id), review)).statusCode).toBe(404)
    await linkGuestOrders(testApp.db, guest)
    const linked = await dewa.post(reviewUrl(guestOrder.id), {
      rating: 3,
      body: body('Cukup membantu.'),
    })
    expect(linked.statusCode, linked.body).toBe(201)
    buyers.push({ user: guest, client: dewa, orderId: guestOrder.id })
    // Its review is withdrawn below by a refund; for now it counts.
    expect(await promptRow()).toMatchObject({ ratingCount: 1, ratingAverage: 300 })
  })

  it('[BUYER] reviews once per order; the average is exact (5, 4, 4 → 433) and follows an edit (4 → 1: 333)', async () => {
    const [ayu, bima, citra, dewa] = buyers
    if (!ayu || !bima || !citra || !dewa) throw new Error('buyers missing')
    // Dewa's review is refunded away first, so the three below are the ones that count.
    const refund = await admin.post(`/api/v1/admin/orders/${dewa.orderId}/refund`, {
      reason: 'Pembeli meminta pengembalian dana karena salah beli.',
    })
    expect(refund.statusCode, refund.body).toBe(200)
    expect(await promptRow()).toMatchObject({ ratingCount: 0, ratingAverage: 0 })
    // A refunded order's review can no longer be edited.
    expect(
      (await dewa.client.patch(reviewUrl(dewa.orderId), { rating: 5, body: body('Ubah.') }))
        .statusCode,
    ).toBe(409)

    const created = await ayu.client.post(reviewUrl(ayu.orderId), {
      rating: 5,
      body: `  ${body('Caption-nya pas untuk warung kopi saya.')}  `,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      orderId: ayu.orderId,
      productId: prompt.id,
      rating: 5,
      body: body('Caption-nya pas untuk warung kopi saya.'),
      authorName: 'Ayu P.',
      editedAt: null,
      reply: null,
    })
    const twice = await ayu.client.post(reviewUrl(ayu.orderId), { rating: 1, body: body('Lagi.') })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Pesanan ini sudah Anda ulas. Ubah ulasan yang ada.')

    await bima.client.post(reviewUrl(bima.orderId), { rating: 4, body: body('Bagus sekali.') })
    const citraReview = await citra.client.post(reviewUrl(citra.orderId), {
      rating: 4,
      body: body('Membantu jualan online.'),
    })
    expect(citraReview.statusCode).toBe(201)
    expect(await promptRow()).toMatchObject({ ratingCount: 3, ratingAverage: 433 })

    // Only its author edits it; the edit is marked and the average follows.
    expect(
      (await bima.client.patch(reviewUrl(citra.orderId), { rating: 5, body: body('Hack.') }))
        .statusCode,
    ).toBe(404)
    const edited = await citra.client.patch(reviewUrl(citra.orderId), {
      rating: 1,
      body: body('Ternyata kurang cocok untuk produk saya.'),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().rating).toBe(1)
    expect(edited.json().editedAt).not.toBeNull()
    expect(await promptRow()).toMatchObject({ ratingCount: 3, ratingAverage: 333 })

    // The buyer's own data says which orders are reviewed ("Ubah ulasan") and which are not.
    const own = (await citra.client.get(`/api/v1/account/products/${prompt.id}/reviews`)).json()
    expect(own.items).toHaveLength(1)
    expect(own.items[0]).toMatchObject({ orderId: citra.orderId, review: { rating: 1 } })
    const list = (await citra.client.get('/api/v1/account/orders')).json()
    expect(list.items[0]).toMatchObject({ id: citra.orderId, review: { rating: 1 } })
    const stranger = await signIn(testApp, await createUser(testApp.db))
    expect(
      (await stranger.get(`/api/v1/account/products/${prompt.id}/reviews`)).json().items,
    ).toEqual([])
  })

  it('[SELLER] a member of the shop replies once; other shops and a second reply are refused', async () => {
    const { items } = await publicReviews()
    const review = items.find((item: { rating: number }) => item.rating === 4)
    const url = `/api/v1/seller/reviews/${review.id}/reply`

    const otherShop = await createShop(testApp.db)
    const stranger = await signIn(testApp, otherShop.owner)
    const foreign = await stranger.post(url, { reply: 'Terima kasih!' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Ulasan tidak ditemukan.')
    const buyer = buyers[0]?.client as Browser
    expect((await buyer.post(url, { reply: 'Terima kasih!' })).statusCode).toBe(403)

    const member = await signInAsShopStaff(testApp, shop.id, 'member')
    const empty = await member.post(url, { reply: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(JSON.stringify(empty.json())).toMatch(/Tulis balasan Anda/)
    const replied = await member.post(url, {
      reply: 'Terima kasih, Kak! Semoga jualannya makin laris.',
    })
    expect(replied.statusCode, replied.body).toBe(200)
    expect(replied.json().reply).toMatchObject({
      body: 'Terima kasih, Kak! Semoga jualannya makin laris.',
      repliedBy: 'Staf Toko',
    })
    const owner = await signIn(testApp, shop.owner)
    const again = await owner.post(url, { reply: 'Balasan kedua.' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Ulasan ini sudah dibalas.')

    // The seller's order page shows the review with its reply.
    const order = buyers.find((entry) => entry.user.name === 'Bima Saputra')?.orderId
    const detail = (await owner.get(`/api/v1/seller/orders/${order}`)).json()
    expect(detail.review).toMatchObject({ rating: 4, reply: { repliedBy: 'Staf Toko' } })
  })

  it('[BUYER] one review per person and prompt, whatever the orders; the shop’s own members never review', async () => {
    // A second paid order of the same prompt (a free prompt ordered again as a guest, linked).
    const other = await createPrompt(testApp.db, shop.id, { title: 'Slogan Laundry', price: 0 })
    const eka = await createUser(testApp.db, { name: 'Eka Wulandari' })
    const client = await signIn(testApp, eka)
    const first = await createPaidOrder(testApp.db, other, { buyer: eka })
    const second = await createPaidOrder(testApp.db, other, { buyer: eka })
    const review = { rating: 5, body: body('Slogannya mudah diingat pelanggan.') }
    expect((await client.post(reviewUrl(first.id), review)).statusCode).toBe(201)
    const again = await client.post(reviewUrl(second.id), review)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Anda sudah mengulas prompt ini. Ubah ulasan yang ada.')

    // The shop's owner buys her own prompt as a guest and links the order: still no review.
    const ownerOrder = await createPaidOrder(testApp.db, other, { buyer: shop.owner })
    const owner = await signIn(testApp, shop.owner)
    const selfReview = await owner.post(reviewUrl(ownerOrder.id), review)
    expect(selfReview.statusCode).toBe(403)
    expect(selfReview.json().message).toBe(
      'Anggota toko tidak dapat mengulas prompt tokonya sendiri.',
    )
    expect(await promptRow(other.id)).toMatchObject({ ratingCount: 1, ratingAverage: 500 })
  })

  it('[VISITOR] the public list: newest first, paged, names without emails, refunded orders hidden', async () => {
    const first = await publicReviews('?limit=2')
    expect(first).toMatchObject({ ratingAverageX100: 333, ratingCount: 3 })
    expect(first.items.map((item: { authorName: string }) => item.authorName)).toEqual([
      'Citra',
      'Bima S.',
    ])
    expect(first.items[0].editedAt).not.toBeNull()
    expect(first.items[1].reply.body).toMatch(/Terima kasih/)
    const second = await publicReviews(`?limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((item: { authorName: string }) => item.authorName)).toEqual(['Ayu P.'])
    expect(second.nextCursor).toBeNull()

    const text = JSON.stringify([first, second])
    for (const { user } of buyers) expect(text).not.toContain(user.email)
    expect(text).not.toContain(shop.owner.email)
    // Dewa's order was refunded: his review is neither shown nor counted.
    expect(text).not.toContain('Dewa')

    // A refund of a counted review moves the average and the sales at once.
    const [ayu] = buyers
    expect((await promptRow())?.sales).toBe(await paidCount())
    await admin.post(`/api/v1/admin/orders/${ayu?.orderId}/refund`, {
      reason: 'Pembeli meminta pengembalian dana karena salah beli.',
    })
    expect(await promptRow()).toMatchObject({ ratingCount: 2, ratingAverage: 250 })
    expect((await promptRow())?.sales).toBe(await paidCount())
    expect((await publicReviews()).items).toHaveLength(2)

    const unknown = await browser(testApp.app).get('/api/v1/products/tidak-ada/reviews')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Prompt tidak ditemukan.')
    const badCursor = await browser(testApp.app).get(
      `/api/v1/products/${prompt.slug}/reviews?cursor=rusak`,
    )
    expect(badCursor.statusCode).toBe(400)
    expect(badCursor.json().message).toBe('Kursor halaman tidak valid.')
  })

  it('[BUYER] bad input is a clear Indonesian 400', async () => {
    const [, bima] = buyers
    if (!bima) throw new Error('buyers missing')
    const cases: [unknown, RegExp][] = [
      [{ rating: 6, body: body('Bagus.') }, /rating 1 sampai 5/],
      [{ rating: 4.5, body: body('Bagus.') }, /rating 1 sampai 5/],
      [{ rating: 4, body: '  singkat  ' }, /minimal 10 karakter/],
      [{ rating: 4, body: 'x'.repeat(2001) }, /maksimal 2000 karakter/],
      [{ rating: 4 }, /Tulis ulasan Anda/],
    ]
    for (const [input, message] of cases) {
      const response = await bima.client.patch(reviewUrl(bima.orderId), input)
      expect(response.statusCode, JSON.stringify(input)).toBe(400)
      expect(JSON.stringify(response.json()), JSON.stringify(input)).toMatch(message)
    }
    expect((await bima.client.post(reviewUrl('bukan-uuid'), {})).statusCode).toBe(400)
  })

  it('[BUYER] reviews written at the same moment are all counted', async () => {
    const busy = await createPrompt(testApp.db, shop.id, { title: 'Prompt Ramai' })
    const stars = [5, 4, 3, 5, 2, 4]
    const writers = await Promise.all(
      stars.map(async () => {
        const user = await createUser(testApp.db, { name: 'Penulis Serentak' })
        const order = await createPaidOrder(testApp.db, busy, { buyer: user })
        return { client: await signIn(testApp, user), orderId: order.id }
      }),
    )
    const responses = await Promise.all(
      writers.map(({ client, orderId }, index) =>
        client.post(reviewUrl(orderId), { rating: stars[index], body: body('Serentak.') }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(stars.map(() => 201))
    // 23 / 6 = 3,833… → 383
    expect(await promptRow(busy.id)).toMatchObject({ ratingCount: 6, ratingAverage: 383, sales: 6 })
  })

  it('[VISITOR] "Rating tertinggi" orders by average, then by how many rated, across pages', async () => {
    const ratedShop = await createShop(testApp.db)
    const rate = async (title: string, ratings: number[]) => {
      const rated = await createPrompt(testApp.db, ratedShop.id, {
        title,
        category: 'pendidikan',
      })
      for (const rating of ratings) {
        const user = await createUser(testApp.db, { name: 'Penilai Uji' })
        const order = await createPaidOrder(testApp.db, rated, { buyer: user })
        const client = await signIn(testApp, user)
        const response = await client.post(reviewUrl(order.id), {
          rating,
          body: body('Penilaian untuk urutan.'),
        })
        expect(response.statusCode).toBe(201)
      }
      return rated
    }
    const five = await rate('Lima Bintang', [5])
    const fiveTwice = await rate('Lima Bintang Dua Kali', [5, 5])
    const four = await rate('Empat Setengah', [5, 4])
    const none = await rate('Belum Dinilai', [])
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `/api/v1/products?category=pendidikan&sort=rating&limit=1${cursor ? `&cursor=${cursor}` : ''}`
      const page = (await browser(testApp.app).get(query)).json()
      seen.push(...page.items.map((item: { id: string }) => item.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen).toEqual([fiveTwice.id, five.id, four.id, none.id])
    const card = (
      await browser(testApp.app).get('/api/v1/products?category=pendidikan&sort=rating&limit=1')
    ).json().items[0]
    expect(card).toMatchObject({ ratingAverageX100: 500, ratingCount: 2 })
  })

  it('[ATTACKER] a free prompt is reviewed only from a verified address; review writes past 20 an hour are a 429', async () => {
    await awayFromWindowEdge(REVIEW_WRITES_PER_HOUR.windowMs)
    const free = await createPrompt(testApp.db, shop.id, { title: 'Ide Konten Gratis', price: 0 })
    const throwaway = await createUser(testApp.db, { name: 'Akun Buangan', emailVerified: false })
    const order = await createPaidOrder(testApp.db, free, { buyer: throwaway })
    const client = await signIn(testApp, throwaway)
    const review = { rating: 1, body: body('Tidak sesuai harapan sama sekali.') }
    const refused = await client.post(reviewUrl(order.id), review)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Verifikasi email Anda terlebih dahulu untuk mengulas prompt gratis.',
    })
    expect((await promptRow(free.id))?.ratingCount).toBe(0)

    // A paid order is its own proof: an unverified buyer of a paid prompt reviews it, and
    // rewrites it, up to the hour's allowance.
    const paid = await createPrompt(testApp.db, shop.id, { title: 'Naskah Iklan', price: 30_000 })
    const paidOrder = await createPaidOrder(testApp.db, paid, { buyer: throwaway })
    expect((await client.post(reviewUrl(paidOrder.id), review)).statusCode).toBe(201)
    // Every attempt counts, the refused one above included.
    for (let i = 2; i < REVIEW_WRITES_PER_HOUR.max; i++) {
      const edit = await client.patch(reviewUrl(paidOrder.id), { ...review, rating: (i % 5) + 1 })
      expect(edit.statusCode, edit.body).toBe(200)
    }
    const limited = await client.patch(reviewUrl(paidOrder.id), review)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(
      'Anda terlalu sering menulis atau mengubah ulasan. Coba lagi nanti.',
    )
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })
})
