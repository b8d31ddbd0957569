import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../src/db/factories/create-user.ts'
import { chatChannels, chatMessages, notifications, prompts, shops } from '../src/db/schema.ts'
import { mailUnreadChats } from '../src/modules/chat/mail-unread-chats.ts'
import { NEW_CHATS_PER_DAY } from '../src/modules/limits/limits.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { openStream, tokenOf, until } from './helpers/live-stream.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signIn } from './helpers/sign-in.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

const account = '/api/v1/account/chat'
const seller = '/api/v1/seller/customer'

const bearer = (baseUrl: string, token: string) => ({
  post: (path: string, body: unknown = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
      },
      body: JSON.stringify(body),
    }),
})

describe('customer chat', () => {
  let testApp: TestApp
  let shop: FactoryShop
  let otherShop: FactoryShop
  let buyerUser: FactoryUser
  let buyer: Browser
  let owner: Browser
  let shopMember: Browser
  let channelId: string

  const open = (client: Browser, shopSlug: string) =>
    client.post(`${account}/channels`, { shopSlug })
  const sendAs = (client: Browser, base: string, id: string, body: string) =>
    client.post(`${base}/channels/${id}/messages`, { body })

  beforeAll(async () => {
    testApp = await buildTestApp()
    const adminUser = await createUser(testApp.db, { name: 'Admin Toko Nusantara' })
    const memberUser = await createUser(testApp.db, { name: 'Anggota Toko' })
    shop = await createShop(testApp.db, {
      name: 'Prompt Nusantara',
      members: [
        { user: adminUser, role: 'admin' },
        { user: memberUser, role: 'member' },
      ],
    })
    otherShop = await createShop(testApp.db, { name: 'Toko Lain' })
    buyerUser = await createUser(testApp.db, { name: 'Budi Santoso Pratama' })
    buyer = await signIn(testApp, buyerUser)
    owner = await signIn(testApp, shop.owner)
    shopMember = await signIn(testApp, memberUser)
    const opened = await open(buyer, shop.slug)
    expect(opened.statusCode).toBe(200)
    channelId = opened.json().id
  })
  afterAll(() => testApp.close())

  it('[BUYER] opens one channel per shop: again gives the same one; closed, unknown or own shops are refused', async () => {
    const again = await open(buyer, shop.slug)
    expect(again.json()).toMatchObject({
      id: channelId,
      side: 'buyer',
      shopId: shop.id,
      counterpart: { name: 'Prompt Nusantara', shopSlug: shop.slug },
      unreadCount: 0,
      orders: [],
    })
    const rows = await testApp.db
      .select()
      .from(chatChannels)
      .where(and(eq(chatChannels.shopId, shop.id), eq(chatChannels.buyerUserId, buyerUser.id)))
    expect(rows).toHaveLength(1)

    const suspended = await createShop(testApp.db, { status: 'suspended' })
    for (const slug of [suspended.slug, 'tidak-ada']) {
      const refused = await open(buyer, slug)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().message).toBe('Toko tidak ditemukan.')
    }
    // Any membership counts: the shop's owner and its plain members cannot chat as its buyer.
    for (const staff of [owner, shopMember]) {
      const own = await open(staff, shop.slug)
      expect(own.statusCode).toBe(403)
      expect(own.json().message).toBe('Anda tidak dapat membuka chat dengan toko Anda sendiri.')
    }
    expect((await open(browser(testApp.app), shop.slug)).statusCode).toBe(401)

    // Shops' people are mailed what stays unread: an unproved address writes to nobody.
    const unverified = await signIn(
      testApp,
      await createUser(testApp.db, { name: 'Tim Keamanan', emailVerified: false }),
    )
    const unproved = await open(unverified, shop.slug)
    expect(unproved.statusCode).toBe(403)
    expect(unproved.json().message).toMatch(/^Verifikasi email Anda/)
  })

  it('[BUYER] a shop that is suspended after the channel opened takes no more messages', async () => {
    const later = await createShop(testApp.db, { name: 'Toko Nanti Ditangguhkan' })
    const opened = await open(buyer, later.slug)
    expect(opened.statusCode).toBe(200)
    await testApp.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, later.id))
    const refused = await sendAs(buyer, account, opened.json().id, 'Halo, masih buka?')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Toko ini sedang tidak menerima pesan.')
  })

  it('[ACCESS] only the buyer and the shop’s members read or write a channel', async () => {
    expect(
      (await sendAs(buyer, account, channelId, 'Halo, apakah prompt ini bisa untuk Gemini?'))
        .statusCode,
    ).toBe(201)

    // The shop's staff of any role, acting through the shop, read and answer.
    for (const staff of [owner, shopMember]) {
      expect((await staff.get(`${seller}/channels/${channelId}`)).statusCode).toBe(200)
      expect(
        (await staff.get(`${seller}/channels/${channelId}/messages`)).json().items,
      ).toHaveLength(1)
    }

    const strangers: [string, Browser][] = [
      ['another buyer', await signIn(testApp, await createUser(testApp.db))],
      ['the owner of another shop', await signIn(testApp, otherShop.owner)],
      [
        'a platform admin',
        await signIn(testApp, await createAdmin(testApp.db, testApp.env.adminOrganizationIds)),
      ],
    ]
    for (const [who, client] of strangers) {
      for (const base of [account, seller]) {
        const reads = [
          await client.get(`${base}/channels/${channelId}`),
          await client.get(`${base}/channels/${channelId}/messages`),
          await sendAs(client, base, channelId, 'Halo'),
          await client.post(`${base}/channels/${channelId}/read`),
        ]
        for (const response of reads) {
          // 404 (never revealing the channel), or 403 where the caller has no shop at all.
          expect([403, 404], `${who} on ${base}: ${response.body}`).toContain(response.statusCode)
          expect(response.body).not.toContain('Gemini')
        }
      }
      const list = await client.get(`${account}/channels`)
      expect(list.json().items, who).toEqual([])
    }
    // The other shop's owner, through their own shop, sees none of this shop's channels.
    const theirs = await signIn(testApp, otherShop.owner)
    expect((await theirs.get(`${seller}/channels`)).json().items).toEqual([])
    expect((await theirs.get(`${seller}/channels/${channelId}`)).statusCode).toBe(404)

    const guest = browser(testApp.app)
    expect((await guest.get(`${account}/channels/${channelId}`)).statusCode).toBe(401)
    expect((await guest.get(`${seller}/channels/${channelId}`)).statusCode).toBe(401)
    expect((await sendAs(guest, account, channelId, 'Halo')).statusCode).toBe(401)

    const messages = await testApp.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId))
    expect(messages.map((m) => m.body)).toEqual(['Halo, apakah prompt ini bisa untuk Gemini?'])
    expect((await buyer.get(`${account}/channels/${channelId}`)).headers['cache-control']).toBe(
      'private, no-store',
    )
  })

  it('[BOTH] a chat opened from a prompt or an order carries its card: title, thumbnail, price, order; never the text', async () => {
    const studio = await createShop(testApp.db, { name: 'Studio Kartu' })
    const prompt = await createPrompt(testApp.db, studio.id, {
      title: 'Foto Produk Kopi',
      price: 150_000,
      thumbnailUrl: '/uploads/kartu-kopi.webp',
      promptText: 'TEKS-RAHASIA-KARTU [PRODUK]',
    })
    const draft = await createPrompt(testApp.db, studio.id, { status: 'draft' })
    const elsewhere = await createPrompt(testApp.db, otherShop.id)
    const reader = await createUser(testApp.db, { name: 'Dewi Pembeli' })
    const client = await signIn(testApp, reader)
    const openWith = (body: Record<string, unknown>) =>
      client.post(`${account}/channels`, { shopSlug: studio.slug, ...body })

    const fromPrompt = await openWith({ promptId: prompt.id })
    expect(fromPrompt.statusCode).toBe(200)
    const id = fromPrompt.json().id
    const card = {
      id: prompt.id,
      title: 'Foto Produk Kopi',
      slug: prompt.slug,
      thumbnailUrl: '/uploads/kartu-kopi.webp',
      price: 150_000,
    }
    expect(fromPrompt.json().subject).toEqual({ prompt: card, order: null })

    // Paid, and asked about from the order: the card names the order; the shop sees it too.
    const paid = await createPaidOrder(testApp.db, prompt, {
      buyer: { id: reader.id, name: reader.name, email: reader.email },
    })
    const fromOrder = await openWith({ orderId: paid.id })
    expect(fromOrder.json()).toMatchObject({ id, subject: { prompt: card } })
    expect(fromOrder.json().subject.order).toEqual({
      id: paid.id,
      number: paid.number,
      status: 'paid',
    })
    // From the shop's page the channel keeps what it is about.
    expect((await openWith({})).json().subject.order.id).toBe(paid.id)
    const studioOwner = await signIn(testApp, studio.owner)
    const shopView = await studioOwner.get(`${seller}/channels/${id}`)
    expect(shopView.json().subject).toEqual(fromOrder.json().subject)
    for (const response of [fromPrompt, fromOrder, shopView]) {
      expect(response.body).not.toContain('TEKS-RAHASIA-KARTU')
    }

    // Only the shop's public prompts and the buyer's own orders from it; bad ids get a 400.
    for (const [body, message] of [
      [{ promptId: draft.id }, 'Prompt tidak ditemukan.'],
      [{ promptId: elsewhere.id }, 'Prompt tidak ditemukan.'],
      [{ orderId: (await createPaidOrder(testApp.db, prompt)).id }, 'Pesanan tidak ditemukan.'],
    ] as const) {
      const refused = await openWith(body)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().message).toBe(message)
    }
    const malformed = await openWith({ promptId: 'bukan-uuid' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('Data yang dikirim tidak valid.')

    // Strangers see no card (the channel is not theirs); an archived prompt loses its link.
    const stranger = await signIn(testApp, await createUser(testApp.db))
    const theirView = await stranger.get(`${account}/channels/${id}`)
    expect(theirView.statusCode).toBe(404)
    expect(theirView.body).not.toContain('Foto Produk Kopi')
    const otherOwner = await signIn(testApp, otherShop.owner)
    expect((await otherOwner.get(`${seller}/channels/${id}`)).body).not.toContain('Foto Produk')
    await testApp.db.update(prompts).set({ status: 'archived' }).where(eq(prompts.id, prompt.id))
    const archived = await client.get(`${account}/channels/${id}`)
    expect(archived.json().subject.prompt).toEqual({ ...card, slug: null })
  })

  it('[BUYER] a message is plain text, trimmed, 1–2000 characters, with Indonesian errors', async () => {
    for (const body of ['', '   \n ']) {
      const empty = await sendAs(buyer, account, channelId, body)
      expect(empty.statusCode).toBe(400)
      expect(empty.json().fields).toEqual([{ path: 'body.body', message: 'Tulis pesan Anda.' }])
    }
    const long = await sendAs(buyer, account, channelId, 'a'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.json().fields).toEqual([
      { path: 'body.body', message: 'Pesan maksimal 2000 karakter.' },
    ])
    expect((await sendAs(buyer, account, channelId, 'b'.repeat(2000))).statusCode).toBe(201)
    // Counted as characters, as the composer and the database count them: an emoji is one.
    expect((await sendAs(buyer, account, channelId, '😀'.repeat(2000))).statusCode).toBe(201)

    const html = '<script>alert(1)</script><b>tebal</b> & <a href="javascript:x">klik</a>'
    const sent = await sendAs(buyer, account, channelId, `  ${html}  `)
    expect(sent.statusCode).toBe(201)
    expect(sent.json()).toMatchObject({ side: 'buyer', body: html, channelId })
    const [newest] = (await owner.get(`${seller}/channels/${channelId}/messages?limit=1`)).json()
      .items
    expect(newest.body).toBe(html)
  })

  it('[BOTH] history is paged newest first without gaps or repeats', async () => {
    const fresh = await signIn(testApp, await createUser(testApp.db, { name: 'Sari' }))
    const id = (await open(fresh, shop.slug)).json().id
    const sent: string[] = []
    for (let i = 1; i <= 5; i++) {
      const [client, base] = i % 2 ? [fresh, account] : [owner, seller]
      const response = await sendAs(client, base, id, `Pesan ${i}`)
      expect(response.statusCode).toBe(201)
      sent.push(response.json().body)
    }
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor ? `&before=${cursor}` : ''
      const page = (await fresh.get(`${account}/channels/${id}/messages?limit=2${query}`)).json()
      seen.push(...page.items.map((m: { body: string }) => m.body))
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toEqual([...sent].reverse())
    const forged = await fresh.get(`${account}/channels/${id}/messages?before=abc`)
    expect(forged.statusCode).toBe(400)
  })

  it('[BOTH] unread counts and read markers per side; lists newest activity first', async () => {
    const reader = await createUser(testApp.db, { name: 'Dewi Lestari Anggraini' })
    const client = await signIn(testApp, reader)
    const id = (await open(client, shop.slug)).json().id
    const p = await createPrompt(testApp.db, shop.id, { title: 'Caption UMKM' })
    await createPaidOrder(testApp.db, p, {
      buyer: { id: reader.id, name: reader.name, email: reader.email },
    })
    await sendAs(client, account, id, 'Pesan pertama')
    await sendAs(client, account, id, 'Pesan kedua https://contoh.id')

    const before = (await owner.get(`${seller}/unread`)).json()
    const list = (await owner.get(`${seller}/channels`)).json()
    expect(list.items[0]).toMatchObject({
      id,
      counterpart: { name: 'Dewi Lestari Anggraini', shopSlug: null },
      lastMessage: { side: 'buyer', excerpt: 'Pesan kedua https://contoh.id' },
      unreadCount: 2,
    })
    const detail = (await owner.get(`${seller}/channels/${id}`)).json()
    expect(detail.orders).toEqual([
      expect.objectContaining({ promptTitle: 'Caption UMKM', status: 'paid' }),
    ])
    expect(detail.unreadCount).toBe(2)
    // The sender's own messages are not unread for them.
    expect((await client.get(`${account}/unread`)).json()).toEqual({ channels: 0, messages: 0 })

    // A member reads for the whole shop.
    expect((await shopMember.post(`${seller}/channels/${id}/read`)).statusCode).toBe(204)
    const after = (await owner.get(`${seller}/unread`)).json()
    expect(after.messages).toBe(before.messages - 2)
    expect((await owner.get(`${seller}/channels`)).json().items[0].unreadCount).toBe(0)
    expect(
      (await client.get(`${account}/channels/${id}`)).json().counterpartLastReadAt,
    ).not.toBeNull()

    await sendAs(owner, seller, id, 'Terima kasih, sudah kami cek.')
    expect((await client.get(`${account}/unread`)).json()).toEqual({ channels: 1, messages: 1 })
    const mine = (await client.get(`${account}/channels`)).json()
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({
      counterpart: { name: 'Prompt Nusantara', shopSlug: shop.slug },
      lastMessage: { side: 'shop' },
      unreadCount: 1,
    })
    await client.post(`${account}/channels/${id}/read`)
    expect((await client.get(`${account}/unread`)).json()).toEqual({ channels: 0, messages: 0 })
  })

  it(`[BUYER] sending is limited to 20 messages a minute, then an Indonesian 429`, async () => {
    const chatty = await signIn(testApp, await createUser(testApp.db))
    const id = (await open(chatty, shop.slug)).json().id
    await awayFromWindowEdge(60_000)
    for (let i = 0; i < 20; i++) {
      expect((await sendAs(chatty, account, id, `Pesan ${i}`)).statusCode).toBe(201)
    }
    const limited = await sendAs(chatty, account, id, 'Satu lagi')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(
      'Anda mengirim terlalu banyak pesan. Tunggu sebentar, lalu coba lagi.',
    )
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Others are not slowed down by one chatty user.
    expect((await sendAs(owner, seller, id, 'Halo juga')).statusCode).toBe(201)
  })

  it(`[ATTACKER] starts at most ${NEW_CHATS_PER_DAY.max} new conversations a day (each can mail a shop); an open one stays open`, async () => {
    await awayFromWindowEdge(NEW_CHATS_PER_DAY.windowMs)
    const spammer = await createUser(testApp.db)
    const client = await signIn(testApp, spammer)
    const first = await open(client, shop.slug)
    expect(first.statusCode).toBe(200)
    const others = []
    for (let i = 0; i < NEW_CHATS_PER_DAY.max; i++) others.push(await createShop(testApp.db))
    const answers = []
    for (const other of others) answers.push((await open(client, other.slug)).statusCode)
    expect(answers).toEqual([...Array(NEW_CHATS_PER_DAY.max - 1).fill(200), 429])
    const refused = await open(client, others.at(-1)?.slug ?? '')
    expect(refused.json().message).toBe(
      `Anda sudah memulai ${NEW_CHATS_PER_DAY.max} percakapan baru hari ini. Coba lagi besok.`,
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The conversations already started go on.
    const again = await open(client, shop.slug)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
  })

  it('[LIVE] a message reaches the other side’s event stream, and not a stranger’s', async () => {
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    const buyerToken = await tokenOf(baseUrl, buyerUser)
    const ownerToken = await tokenOf(baseUrl, shop.owner)
    const strangerToken = await tokenOf(baseUrl, otherShop.owner)
    const ownerStream = await openStream(baseUrl, ownerToken)
    const buyerStream = await openStream(baseUrl, buyerToken)
    const stranger = await openStream(baseUrl, strangerToken)
    await until(
      () => [ownerStream, buyerStream, stranger].every((s) => s.events[0]?.type === 'ready'),
      'ready',
    )
    const sent = await bearer(baseUrl, buyerToken).post(
      `${account}/channels/${channelId}/messages`,
      {
        body: 'Kapan versi terbaru dirilis?',
      },
    )
    expect(sent.status).toBe(201)
    const message = (await sent.json()) as { id: string }
    const expected = {
      type: 'chat.message',
      data: { channelId, messageId: message.id, side: 'buyer' },
    }
    await until(() => ownerStream.events.some((e) => e.type === 'chat.message'), 'owner event')
    await until(() => buyerStream.events.some((e) => e.type === 'chat.message'), 'buyer tab')
    expect(ownerStream.events.find((e) => e.type === 'chat.message')).toEqual(expected)

    await bearer(baseUrl, ownerToken).post(`${seller}/channels/${channelId}/read`)
    await until(() => buyerStream.events.some((e) => e.type === 'chat.read'), 'chat.read')
    expect(buyerStream.events.find((e) => e.type === 'chat.read')?.data).toEqual({
      channelId,
      side: 'shop',
    })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(stranger.events.map((e) => e.type)).toEqual(['ready'])
    for (const stream of [ownerStream, buyerStream, stranger]) stream.stop()
  })

  it('[MAIL] unread messages are told once per batch, after 5 minutes, to the buyer or the shop’s owners and admins', async () => {
    const waiting = await createUser(testApp.db, { name: 'Rina' })
    const client = await signIn(testApp, waiting)
    const id = (await open(client, shop.slug)).json().id
    await sendAs(client, account, id, 'Halo, mohon dibalas')
    await sendAs(client, account, id, 'Saya tunggu ya')
    await sendAs(client, account, id, 'Terima kasih')
    const told = () =>
      testApp.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/app/customer/channel/${id}`))

    // Fresh messages wait: the shop may be reading them live.
    await mailUnreadChats(testApp.db, testApp.app.events)
    expect(await told()).toEqual([])

    const longAgo = new Date(Date.now() - 40 * 60_000)
    await testApp.db
      .update(chatMessages)
      .set({ createdAt: longAgo })
      .where(eq(chatMessages.channelId, id))
    await mailUnreadChats(testApp.db, testApp.app.events)
    await mailUnreadChats(testApp.db, testApp.app.events)
    const first = await told()
    // The owner and the admin, once each; the plain member is not mailed.
    expect(first).toHaveLength(2)
    const [oldest] = await testApp.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.channelId, id))
      .orderBy(chatMessages.createdAt, chatMessages.id)
    for (const row of first) {
      expect(row).toMatchObject({
        kind: 'chat_message',
        title: '3 pesan baru dari Rina',
        dedupeKey: `chat:${id}:shop:${oldest?.id}`,
      })
    }

    // A later message is a new batch, mailed once the side's last mail is 30 minutes old; a read
    // one is never mailed.
    const later = await sendAs(client, account, id, 'Masih ada?')
    await testApp.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(chatMessages.id, later.json().id))
    const mailedAgo = (minutes: number) =>
      testApp.db
        .update(chatChannels)
        .set({ shopEmailedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(chatChannels.id, id))
    await mailedAgo(8)
    await mailUnreadChats(testApp.db, testApp.app.events)
    expect(await told()).toHaveLength(2)
    await mailedAgo(31)
    await mailUnreadChats(testApp.db, testApp.app.events)
    expect(await told()).toHaveLength(4)
    expect((await told()).filter((r) => r.title === '1 pesan baru dari Rina')).toHaveLength(2)

    const answered = await sendAs(owner, seller, id, 'Sudah kami balas')
    await testApp.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(chatMessages.id, answered.json().id))
    await client.post(`${account}/channels/${id}/read`)
    await mailUnreadChats(testApp.db, testApp.app.events)
    const buyerTold = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, waiting.id))
    expect(buyerTold).toEqual([])
  })
})

describe.skipIf(testDatabaseKind !== 'postgres')(
  'customer chat across two server processes',
  () => {
    it('[LIVE] a message sent through one process reaches a stream held by another', async () => {
      const database = await createTestDatabase()
      const first = await buildTestApp({ database: await database.open() })
      const second = await buildTestApp({ database: await database.open() })
      let stopStream = () => {}
      try {
        const shop = await createShop(first.db, { name: 'Prompt Nusantara' })
        const buyerUser = await createUser(first.db, { name: 'Budi' })
        const urlA = await first.app.listen({ port: 0, host: '127.0.0.1' })
        const urlB = await second.app.listen({ port: 0, host: '127.0.0.1' })
        const ownerStream = await openStream(urlB, await tokenOf(urlB, shop.owner))
        stopStream = ownerStream.stop
        await until(() => ownerStream.events[0]?.type === 'ready', 'ready')
        const buyerToken = await tokenOf(urlA, buyerUser)
        const opened = await bearer(urlA, buyerToken).post(`${account}/channels`, {
          shopSlug: shop.slug,
        })
        expect(opened.status).toBe(200)
        const { id } = (await opened.json()) as { id: string }
        const sent = await bearer(urlA, buyerToken).post(`${account}/channels/${id}/messages`, {
          body: 'Halo dari proses lain',
        })
        expect(sent.status).toBe(201)
        await until(() => ownerStream.events.some((e) => e.type === 'chat.message'), 'event on B')
        expect(ownerStream.events.find((e) => e.type === 'chat.message')?.data).toMatchObject({
          channelId: id,
          side: 'buyer',
        })
      } finally {
        // An open stream would keep the server from closing.
        stopStream()
        await first.close()
        await second.close()
        await database.drop()
      }
    })
  },
)
