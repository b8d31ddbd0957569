import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { consumeQuota } from '../src/modules/limits/consume-quota.ts'
import { NEW_PROMPTS_PER_SHOP_DAY } from '../src/modules/limits/limits.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { awayFromWindowEdge } from './helpers/quota-window.ts'
import { signIn } from './helpers/sign-in.ts'
import { png, upload as uploadAs } from './helpers/uploads.ts'

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rencana Menu Mingguan Katering',
  descriptionHtml:
    '<p>Menu <strong>seminggu</strong> <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">klik</a></p>',
  model: 'chatgpt',
  modelVersion: 'GPT-4o',
  categoryName: 'bisnis',
  tags: ['Katering', 'menu', 'menu'],
  price: 25_000,
  promptText: 'Susun menu mingguan untuk [JENIS KATERING] dengan anggaran [ANGGARAN]…',
  instructions: 'Isi jenis katering dan anggaran.',
  examples: [{ kind: 'text', text: 'Senin: nasi liwet, ayam bakar…' }],
  ...overrides,
})

describe('the seller’s prompts and uploads', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  let seller: Browser
  let otherSeller: Browser

  const upload = (client: Browser, file: Buffer, filename?: string, type?: string) =>
    uploadAs(testApp, client, file, filename, type)

  beforeAll(async () => {
    testApp = await buildTestApp()
    const shop = await createShop(testApp.db)
    for (const title of ['Caption Instagram UMKM', 'Artikel Blog SEO']) {
      await createPrompt(testApp.db, shop.id, { title })
    }
    const otherShop = await createShop(testApp.db)
    await createPrompt(testApp.db, otherShop.id)
    seller = await signIn(testApp, shop.owner)
    otherSeller = await signIn(testApp, otherShop.owner)
  })
  afterAll(() => testApp.close())

  it('[SELLER] uploads an image: stored as WebP without metadata, served from /uploads', async () => {
    const response = await upload(seller, await png(2400, 1200))
    expect(response.statusCode, response.body).toBe(201)
    const image = response.json()
    expect(image.url).toMatch(/^\/uploads\/[^/]+\/[0-9a-f-]{36}\.webp$/)
    expect(image).toMatchObject({ width: 2000, height: 1000 })
    const served = await testApp.app.inject({ url: image.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('[SELLER] uploads refuse non-images, files over 5 MB and huge pixel counts, in Indonesian', async () => {
    const text = await upload(seller, Buffer.from('bukan gambar <script>'), 'x.png')
    expect(text.statusCode).toBe(400)
    expect(text.json()).toMatchObject({ code: 'INVALID_IMAGE' })

    const big = await upload(seller, Buffer.alloc(5 * 1024 * 1024 + 10, 1))
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toBe('Ukuran gambar paling besar 5 MB.')

    // A tiny file that claims 10 000 × 10 000 pixels: refused from its header.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024)
    const huge = await upload(seller, bomb)
    expect(huge.statusCode).toBe(400)
    expect(huge.json().message).toBe('Resolusi gambar terlalu besar.')

    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/v1/seller/uploads' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('[SELLER] creates a draft with clean rich text, then submits it for review', async () => {
    const image = (await upload(seller, await png(64, 64))).json()
    const created = await seller.post(
      '/api/v1/seller/products',
      input({
        thumbnailUrl: image.url,
        examples: [{ kind: 'image', imageUrl: image.url, caption: 'Hasil' }],
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    expect(created.headers['cache-control']).toBe('private, no-store')
    const product = created.json()
    expect(product).toMatchObject({
      status: 'draft',
      slug: 'rencana-menu-mingguan-katering',
      tags: ['katering', 'menu'],
      variables: ['JENIS KATERING', 'ANGGARAN'],
      thumbnailUrl: image.url,
    })
    expect(product.descriptionHtml).toBe(
      '<p>Menu <strong>seminggu</strong> <a target="_blank" rel="noopener noreferrer nofollow">klik</a></p>',
    )

    const submitted = await seller.post(`/api/v1/seller/products/${product.id}/submit`)
    expect(submitted.json()).toMatchObject({ status: 'in_review' })
    expect(submitted.json().submittedAt).not.toBeNull()
    const frozen = await seller.put(`/api/v1/seller/products/${product.id}`, input())
    expect(frozen.statusCode).toBe(409)
    const again = await seller.post(`/api/v1/seller/products/${product.id}/submit`)
    expect(again.statusCode).toBe(409)

    const list = await seller.get('/api/v1/seller/products?status=in_review')
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(product.id)
    expect(list.json().counts.in_review).toBeGreaterThanOrEqual(1)

    // Not public while in review.
    const publicList = await testApp.app.inject({ url: '/api/v1/products?limit=48' })
    expect(publicList.body).not.toContain(product.id)
    expect((await testApp.app.inject({ url: `/api/v1/products/${product.slug}` })).statusCode).toBe(
      404,
    )
  })

  it('[SELLER] a description keeps <p class="lead"> (spec §5 allows class) and loses the classes that would restyle the page', async () => {
    const created = await seller.post(
      '/api/v1/seller/products',
      input({
        title: 'Paragraf Pembuka Deskripsi',
        descriptionHtml:
          '<p class="lead">Pembuka singkat.</p><p class="fixed inset-0 z-50 bg-black">Isi.</p><pre class="language-python"><code class="language-python">print(1)</code></pre>',
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().descriptionHtml).toBe(
      '<p class="lead">Pembuka singkat.</p><p>Isi.</p><pre class="language-python"><code class="language-python">print(1)</code></pre>',
    )
  })

  it('[SELLER] every field is checked: price range, unknown category, another shop’s or an outside image', async () => {
    const price = await seller.post('/api/v1/seller/products', input({ price: 5_000 }))
    expect(price.statusCode).toBe(400)
    expect(price.json().fields[0]).toMatchObject({ path: 'body.price' })
    const category = await seller.post(
      '/api/v1/seller/products',
      input({ categoryName: 'tidak-ada' }),
    )
    expect(category.json()).toMatchObject({ message: 'Kategori tidak dikenal.' })

    const theirs = (await upload(otherSeller, await png(32, 32))).json()
    for (const url of [theirs.url, 'https://pelacak.contoh/x.png']) {
      const refused = await seller.post('/api/v1/seller/products', input({ thumbnailUrl: url }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('Gambar harus diunggah ke toko ini.')
    }
  })

  it('[SELLER] editing a published prompt’s secret puts the new version in review; buyers still see the live one', async () => {
    const list = (await seller.get('/api/v1/seller/products?status=published')).json()
    const summary = list.items.find(
      (item: { revisionStatus: string | null }) => !item.revisionStatus,
    )
    const current = (await seller.get(`/api/v1/seller/products/${summary.id}`)).json()
    const saved = await seller.put(`/api/v1/seller/products/${current.id}`, {
      ...current,
      promptText: `${current.promptText} Versi baru: [GAYA BAHASA].`,
      changeNote: 'Menambahkan pilihan gaya bahasa.',
      examples: current.examples.map((example: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(example).filter(([, value]) => value !== null)),
      ),
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      status: 'published',
      promptText: current.promptText,
      revision: { status: 'in_review', changeNote: 'Menambahkan pilihan gaya bahasa.' },
    })
    const page = await testApp.app.inject({ url: `/api/v1/products/${current.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('Versi baru')
    expect(page.body).not.toContain(current.promptText)
  })

  it('[SECURITY] another shop gets 404 for this shop’s prompt on every route; signed out is 401', async () => {
    const mine = (
      await seller.post('/api/v1/seller/products', input({ title: 'Prompt Rahasia Toko A' }))
    ).json()
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/v1/seller/products/${mine.id}`],
      ['PUT', `/api/v1/seller/products/${mine.id}`, input()],
      ['DELETE', `/api/v1/seller/products/${mine.id}`],
      ['POST', `/api/v1/seller/products/${mine.id}/submit`],
      ['POST', `/api/v1/seller/products/${mine.id}/archive`],
    ]
    for (const [method, url, body] of routes) {
      const response =
        method === 'PUT'
          ? await otherSeller.put(url, body)
          : method === 'POST'
            ? await otherSeller.post(url)
            : await otherSeller.request(method as 'GET', url)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.body).not.toContain(mine.promptText)
      const anonymous = await testApp.app.inject({ method: method as 'GET', url })
      expect(anonymous.statusCode).toBe(401)
    }
    const theirList = await otherSeller.get('/api/v1/seller/products')
    expect(theirList.body).not.toContain(mine.id)
  })

  it('[SELLER] deletes a draft, archives and restores; a prompt with orders cannot be deleted', async () => {
    const draft = (
      await seller.post('/api/v1/seller/products', input({ title: 'Draf Untuk Dihapus' }))
    ).json()
    const deleted = await seller.request('DELETE', `/api/v1/seller/products/${draft.id}`)
    expect(deleted.statusCode).toBe(204)
    expect((await seller.get(`/api/v1/seller/products/${draft.id}`)).statusCode).toBe(404)

    const published = (await seller.get('/api/v1/seller/products?status=published')).json().items[0]
    const refused = await seller.request('DELETE', `/api/v1/seller/products/${published.id}`)
    expect(refused.statusCode).toBe(409)
    const archived = await seller.post(`/api/v1/seller/products/${published.id}/archive`)
    expect(archived.json()).toMatchObject({ status: 'archived' })
    expect(
      (await testApp.app.inject({ url: `/api/v1/products/${published.slug}` })).statusCode,
    ).toBe(404)
    const restored = await seller.post(`/api/v1/seller/products/${published.id}/restore`)
    expect(restored.json()).toMatchObject({ status: 'draft' })
  })

  it(`[SELLER] a shop starts at most ${NEW_PROMPTS_PER_SHOP_DAY.max} prompts a day; a refused draft uses none; another shop is apart`, async () => {
    await awayFromWindowEdge(NEW_PROMPTS_PER_SHOP_DAY.windowMs)
    const busy = await createShop(testApp.db)
    const client = await signIn(testApp, busy.owner)
    await consumeQuota(testApp.db, {
      key: `prompt-create:shop:${busy.id}`,
      ...NEW_PROMPTS_PER_SHOP_DAY,
      amount: NEW_PROMPTS_PER_SHOP_DAY.max - 1,
    })
    // Refused for its content: counts nothing.
    expect(
      (await client.post('/api/v1/seller/products', input({ categoryName: 'tidak-ada' })))
        .statusCode,
    ).toBe(400)
    expect((await client.post('/api/v1/seller/products', input())).statusCode).toBe(201)
    const refused = await client.post('/api/v1/seller/products', input())
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(
      `Toko ini sudah membuat ${NEW_PROMPTS_PER_SHOP_DAY.max} prompt baru hari ini. Coba lagi besok.`,
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await seller.post('/api/v1/seller/products', input())).statusCode).toBe(201)
  })
})
