import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShop } from '../src/db/factories/create-shop.ts'
import { members, organizations, shops } from '../src/db/schema.ts'
import { demoShops } from '../src/db/seed/demo-accounts.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signedInUser, signIn } from './helpers/sign-in.ts'

describe('shop names, slugs and how many shops an account opens', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  /** A new verified user, signed in: each opens its own shops, so day quotas do not mix. */
  const seller = async () => (await signedInUser(testApp)).client
  const open = (client: Browser, name: string, slug: string) =>
    client.post('/api/v1/account/shops', { name, slug })

  beforeAll(async () => {
    testApp = await buildTestApp()
    // The shops the look-alikes of issue 26 were opened beside.
    for (const shop of demoShops) {
      await createShop(testApp.db, { name: shop.name, slug: shop.slug })
    }
  })
  afterAll(() => testApp.close())

  it('[SELLER] an upper-case or invalid slug in better-auth’s organisation update is a 4xx, never a 500', async () => {
    const other = await createShop(testApp.db, { name: 'Toko Tetangga', slug: 'toko-tetangga' })
    const shop = await createShop(testApp.db, { name: 'Toko Huruf', slug: 'toko-huruf' })
    const owner = await signIn(testApp, shop.owner)
    const update = (data: Record<string, unknown>) =>
      owner.post('/api/auth/organization/update', { organizationId: shop.id, data })

    // Another shop's slug in capitals: better-auth looked for `TOKO-TETANGGA`, found none, and
    // the unique index refused the lower-cased copy with a 500.
    const copied = await update({ slug: other.slug.toUpperCase() })
    expect(copied.statusCode).toBe(409)
    expect(copied.json().message).toBe('Slug sudah dipakai toko lain.')
    for (const slug of ['Toko Huruf!', 'TOKO--HURUF', '-x-', 'ä'.repeat(5), 'tokopedia']) {
      const answer = await update({ slug })
      expect(answer.statusCode, slug).toBe(400)
      expect(answer.json().message, slug).toMatch(/Slug/)
    }
    const own = await update({ slug: 'TOKO-HURUF-BARU' })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ slug: 'toko-huruf-baru' })

    // The shop profile's own update answers the same way.
    const profile = await owner.put('/api/v1/seller/shop', { slug: 'TOKO-TETANGGA' })
    expect(profile.statusCode).toBe(409)
    expect(profile.json().fields).toEqual([
      { path: 'body.slug', message: 'Slug sudah dipakai toko lain.' },
    ])
  })

  it('[SELLER] cannot take the name or slug of a well-known brand or a staff word', async () => {
    const client = await seller()
    const slugs = [
      'tokopedia',
      'shopee',
      'gojek',
      'toko-pedia',
      'tokopedia-official',
      'shopee-id',
      'admin-toko',
      'cs-pasar',
      'resmi-prompt',
      't0kopedia',
      'chatgpt-prompts',
    ]
    for (const slug of slugs) {
      const answer = await open(client, 'Toko Biasa Saja', slug)
      expect(answer.statusCode, slug).toBe(400)
      expect(answer.json().fields[0], slug).toMatchObject({
        path: 'body.slug',
        message: 'Slug ini memakai nama merek atau kata yang dipakai staf. Pilih slug lain.',
      })
      const check = await client.get(`/api/v1/account/shop-slugs/${slug}`)
      expect(check.json().available, slug).toBe(false)
    }
    const names = [
      'Tokopedia',
      'Shopee Prompt',
      'Toko Resmi',
      'Admin Prompt',
      'CS PasarPrompt',
      'Pasar Prompt',
      'OpenAI Store',
      'Moderator',
    ]
    for (const name of names) {
      const answer = await open(client, name, 'toko-yang-biasa')
      expect(answer.statusCode, name).toBe(400)
      expect(answer.json().fields[0], name).toMatchObject({
        path: 'body.name',
        message: 'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
      })
    }
    // A staff word inside another word is no staff word.
    const badminton = await open(client, 'Badminton Prompt Studio', 'badminton-prompt')
    expect(badminton.statusCode).toBe(201)
  })

  it('[SELLER] cannot use bidi overrides, invisible or control characters, or mixed-script look-alikes', async () => {
    const client = await seller()
    const names = [
      'Toko \u202Eatik',
      'Toko\u2066Batik\u2069',
      'Toko\u200BBatik',
      'Toko\uFEFFBatik',
      'Toko\u0000Batik',
      'Toko\u0007Batik',
      'Toko\u00ADBatik',
      'T\u043Eko Batik', // Cyrillic о
      'Tok\u03BF Batik', // Greek ο
      'Toko Ba\u0301\u0301\u0301tik',
    ]
    for (const name of names) {
      const answer = await open(client, name, 'toko-batik-kita')
      expect(answer.statusCode, JSON.stringify(name)).toBe(400)
      // A NUL is refused at the edge, before the schema (no field named).
      if (!name.includes('\u0000')) {
        expect(answer.json().fields[0].path, JSON.stringify(name)).toBe('body.name')
      }
    }
    // Width and compatibility forms are folded (NFKC), and runs of spaces become one.
    const wide = await open(client, '\uFF34\uFF4F\uFF4B\uFF4F   Batik', 'toko-batik-kita')
    expect(wide.statusCode).toBe(201)
    expect(wide.json().name).toBe('Toko Batik')
    // A name in one script other than Latin is a name.
    const second = await open(client, 'Пром Студия', 'prom-studiya')
    expect(second.statusCode).toBe(201)
  })

  it('[SELLER] cannot copy another shop’s name, exactly or by a look-alike', async () => {
    await createShop(testApp.db, { name: 'Prompt Nusantara Jaya', slug: 'prompt-nusantara-jaya' })
    const client = await seller()
    for (const name of [
      'Prompt Nusantara Jaya',
      'prompt nusantara jaya',
      'Prompt  Nusantara-Jaya',
      'Pr0mpt Nusantara Jaya',
      'Prompt NusantaraJaya',
      'Prompt Nusantara Jaya.',
      'Prômpt Nusantara Jaya',
    ]) {
      const answer = await open(client, name, 'toko-tiruan')
      expect(answer.statusCode, name).toBe(409)
      expect(answer.json().fields, name).toEqual([
        { path: 'body.name', message: 'Nama ini sudah dipakai toko lain atau terlalu mirip.' },
      ])
    }
    const own = await createShop(testApp.db, { name: 'Toko Ganti Nama', slug: 'toko-ganti-nama' })
    const owner = await signIn(testApp, own.owner)
    const rename = await owner.put('/api/v1/seller/shop', { name: 'Prompt Nusantara Jaya' })
    expect(rename.statusCode).toBe(409)
    const viaAuth = await owner.post('/api/auth/organization/update', {
      organizationId: own.id,
      data: { name: 'PROMPT NUSANTARA JAYA' },
    })
    expect(viaAuth.statusCode).toBe(409)
    // Its own name, in other letters, is still its own.
    const same = await owner.put('/api/v1/seller/shop', { name: 'Toko Ganti  Nama' })
    expect(same.statusCode).toBe(200)
  })

  it('[SELLER] cannot open a look-alike of a demo shop: a stroked letter, small capitals, a hooked N', async () => {
    const client = await seller()
    for (const name of [
      'Stuđio Visual AI',
      'ᴘʀᴏᴍᴘᴛ ɴᴜsᴀɴᴛᴀʀᴀ',
      'Prompt Ɲusantara',
      'Prompt ɲusantara',
      'ꜱᴛᴜᴅɪᴏ ᴠɪꜱᴜᴀʟ ᴀɪ',
      'STUD1O VISUAL AI',
      'Prornpt Nusantara',
    ]) {
      const answer = await open(client, name, 'toko-tiruan-demo')
      expect(answer.statusCode, name).toBe(409)
      expect(answer.json().fields, name).toEqual([
        { path: 'body.name', message: 'Nama ini sudah dipakai toko lain atau terlalu mirip.' },
      ])
    }
    const own = await createShop(testApp.db, { name: 'Toko Mau Meniru', slug: 'toko-mau-meniru' })
    const owner = await signIn(testApp, own.owner)
    expect((await owner.put('/api/v1/seller/shop', { name: 'Stuđio Visual AI' })).statusCode).toBe(
      409,
    )
    const viaAuth = await owner.post('/api/auth/organization/update', {
      organizationId: own.id,
      data: { name: 'ᴘʀᴏᴍᴘᴛ ɴᴜsᴀɴᴛᴀʀᴀ' },
    })
    expect(viaAuth.statusCode).toBe(409)
  })

  it('[SELLER] opens shops whose names only resemble another’s or carry their own accents', async () => {
    for (const [name, slug] of [
      ['Studio Visual Bali', 'studio-visual-bali'],
      ['Prompt Nusantara Timur', 'prompt-nusantara-timur'],
      ['Đà Lạt Sáng Tạo', 'da-lat-sang-tao'],
      ['Crème Brûlée Studio', 'creme-brulee-studio'],
      ['Łódź Prompt Lab', 'lodz-prompt-lab'],
      ['Søren og Åsa', 'soren-og-asa'],
      ['Ñandú Kreatif', 'nandu-kreatif'],
      ['Στούντιο Κρήτη', 'studio-kriti'],
    ] as const) {
      const answer = await open(await seller(), name, slug)
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(201)
      expect(answer.json().name).toBe(name)
    }
  })

  it('[SELLER] cannot take another shop’s slug with its hyphens removed or in look-alike letters', async () => {
    const client = await seller()
    for (const slug of [
      'promptnusantara',
      'prompt-nu-santara',
      'pr0mpt-nusantara',
      'prornpt-nusantara',
      'studiovisualai',
      'studio-visual-a1',
      'studi0-visual-al',
    ]) {
      const check = await client.get(`/api/v1/account/shop-slugs/${slug}`)
      expect(check.json(), slug).toMatchObject({
        available: false,
        message: 'Slug sudah dipakai toko lain.',
      })
      const answer = await open(client, 'Toko Alamat Mirip', slug)
      expect(answer.statusCode, slug).toBe(409)
      expect(answer.json().fields, slug).toEqual([
        { path: 'body.slug', message: 'Slug sudah dipakai toko lain.' },
      ])
    }
    const own = await createShop(testApp.db, { name: 'Toko Pindah Alamat', slug: 'toko-pindah' })
    const owner = await signIn(testApp, own.owner)
    const moved = await owner.put('/api/v1/seller/shop', { slug: 'promptnusantara' })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().fields).toEqual([
      { path: 'body.slug', message: 'Slug sudah dipakai toko lain.' },
    ])
    const viaAuth = await owner.post('/api/auth/organization/update', {
      organizationId: own.id,
      data: { slug: 'studiovisualai' },
    })
    expect(viaAuth.statusCode).toBe(409)
    expect(viaAuth.json().message).toBe('Slug sudah dipakai toko lain.')
    // A longer address is another address; and a shop's own slug, without its hyphens, is its own.
    expect(
      (await client.get('/api/v1/account/shop-slugs/prompt-nusantara-jawa')).json(),
    ).toMatchObject({ available: true })
    expect((await owner.put('/api/v1/seller/shop', { slug: 'tokopindah' })).statusCode).toBe(200)
  })

  it('[SELLER] cannot take an address that reads as another shop’s name', async () => {
    await createShop(testApp.db, { name: 'Galeri Senja Kreatif', slug: 'gsk-prompt' })
    const client = await seller()
    for (const slug of ['galeri-senja-kreatif', 'galerisenjakreatif', 'ga1eri-senja-kreatif']) {
      const answer = await open(client, 'Toko Nama Lain', slug)
      expect(answer.statusCode, slug).toBe(409)
      expect(answer.json().fields, slug).toEqual([
        { path: 'body.slug', message: 'Slug sudah dipakai toko lain.' },
      ])
    }
    expect((await open(client, 'Galeri Pagi', 'galeri-senja-kreatif-jaya')).statusCode).toBe(201)
  })

  it('[SELLER] cannot name a shop after a bank, a wallet, an AI model or a word the app uses', async () => {
    const client = await seller()
    for (const slug of [
      'bca',
      'bank-mandiri',
      'bri-prompt',
      'qris-pay',
      'claude-ai',
      'midjourney-prompts',
      'stable-diffusion-id',
      'penjual',
      'afiliasi-toko',
      'payout-cepat',
    ]) {
      const answer = await open(client, 'Toko Biasa Saja', slug)
      expect(answer.statusCode, slug).toBe(400)
      expect(answer.json().fields[0], slug).toMatchObject({
        path: 'body.slug',
        message: 'Slug ini memakai nama merek atau kata yang dipakai staf. Pilih slug lain.',
      })
    }
    for (const name of [
      'BCA Prompt',
      'Prompt Mandiri',
      'Gopay Kreatif',
      'Claude AI Prompts',
      'Gemini Studio',
      'DALL·E Kreasi',
      'Penjual Prompt',
      'Toko Affiliate',
      'Pusat Pembayaran',
      'ᴛᴏᴋᴏᴘᴇᴅɪᴀ',
      // Look-alikes the form's short table does not know; the server's skeleton does.
      'Tokopeđia',
      'Ɱidjourney',
    ]) {
      const answer = await open(client, name, 'toko-yang-biasa')
      expect(answer.statusCode, name).toBe(400)
      expect(answer.json().fields[0], name).toMatchObject({
        path: 'body.name',
        message: 'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
      })
    }
    // A brand that is also an everyday word counts only as a word of its own.
    const everyday = await open(client, 'Kemandirian Permatasari', 'kemandirian-permatasari')
    expect(everyday.statusCode, everyday.body).toBe(201)

    // A rename is refused the same way, through the profile and through better-auth.
    const own = await createShop(testApp.db, { name: 'Toko Ganti Merek', slug: 'toko-ganti-merek' })
    const owner = await signIn(testApp, own.owner)
    const renamed = await owner.put('/api/v1/seller/shop', { name: 'Tokopeđia' })
    expect(renamed.statusCode).toBe(400)
    expect(renamed.json().fields).toEqual([
      {
        path: 'body.name',
        message: 'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
      },
    ])
    const viaAuth = await owner.post('/api/auth/organization/update', {
      organizationId: own.id,
      data: { name: 'Ɱidjourney' },
    })
    expect(viaAuth.statusCode).toBe(400)
    expect(viaAuth.json().message).toBe(
      'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
    )
  })

  it('[SELLER] opens at most 3 shops a day, even with 30 requests at once', async () => {
    const { user, client } = await signedInUser(testApp)
    await awayFromWindowEdge(DAY_MS)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        open(client, `Toko Serbu ${index}`, `toko-serbu-${index}`),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(
      answers.filter((answer) => ![201, 429].includes(answer.statusCode)).map((a) => a.body),
    ).toEqual([])
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(27)
    const refused = answers.find((answer) => answer.statusCode === 429)
    expect(refused?.json().message).toBe('Anda sudah membuka 3 toko hari ini. Coba lagi besok.')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    const owned = await testApp.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.userId, user.id))
    expect(owned).toHaveLength(3)
  })

  it('[SELLER] a refused opening does not use up the day’s shops', async () => {
    const client = await seller()
    await createShop(testApp.db, { name: 'Toko Sudah Ada', slug: 'toko-sudah-ada' })
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await open(client, 'Toko Lain Lagi', 'toko-sudah-ada')).statusCode).toBe(409)
    }
    expect((await open(client, 'Toko Lain Lagi', 'toko-lain-lagi')).statusCode).toBe(201)
  })

  it('[SELLER] a closed shop’s slug and name are released only after 30 days', async () => {
    const closed = await createShop(testApp.db, {
      name: 'Toko Lama Tutup',
      slug: 'toko-lama-tutup',
      status: 'closed',
    })
    await testApp.db
      .update(shops)
      .set({ closedAt: new Date(Date.now() - 29 * 24 * 3600_000) })
      .where(eq(shops.id, closed.id))
    const client = await seller()
    const early = await open(client, 'Toko Lama Tutup', 'toko-lama-tutup')
    expect(early.statusCode).toBe(409)
    expect((await client.get('/api/v1/account/shop-slugs/toko-lama-tutup')).json()).toMatchObject({
      available: false,
      message: 'Slug sudah dipakai toko lain.',
    })

    await testApp.db
      .update(shops)
      .set({ closedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(shops.id, closed.id))
    expect((await client.get('/api/v1/account/shop-slugs/toko-lama-tutup')).json()).toMatchObject({
      available: true,
    })
    const late = await open(client, 'Toko Lama Tutup', 'toko-lama-tutup')
    expect(late.statusCode).toBe(201)
    const page = await client.get('/api/v1/shops/toko-lama-tutup')
    expect(page.statusCode).toBe(200)
    expect(page.json().name).toBe('Toko Lama Tutup')
    // The closed shop keeps its rows (orders and ledger point at it) under an address no one
    // can type or take.
    const rows = await testApp.db
      .select({ id: organizations.id, slug: organizations.slug })
      .from(organizations)
      .where(inArray(organizations.id, [closed.id, late.json().id]))
    const old = rows.find((row) => row.id === closed.id)
    expect(old?.slug).not.toBe('toko-lama-tutup')
    expect(
      (await client.get(`/api/v1/shops/${encodeURIComponent(old?.slug ?? '')}`)).statusCode,
    ).toBe(404)
  })

  it('[OWNER] closing a shop records when, for the grace period', async () => {
    const shop = await createShop(testApp.db, { name: 'Toko Mau Tutup', slug: 'toko-mau-tutup' })
    const owner = await signIn(testApp, shop.owner)
    expect((await owner.request('DELETE', '/api/v1/seller/shop')).statusCode).toBe(204)
    const [row] = await testApp.db
      .select({ closedAt: shops.closedAt })
      .from(shops)
      .where(eq(shops.id, shop.id))
    expect(row?.closedAt).toBeInstanceOf(Date)
  })
})
