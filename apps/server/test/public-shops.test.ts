import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { organizations, shops } from '../src/db/schema.ts'
import { buildTestApp } from './helpers/build-test-app.ts'

describe('public shops', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    testApp = await buildTestApp()
    const nusantara = await createShop(testApp.db, {
      name: 'Prompt Nusantara',
      slug: 'prompt-nusantara',
    })
    const studio = await createShop(testApp.db, {
      name: 'Studio Visual AI',
      slug: 'studio-visual-ai',
    })
    await createPrompt(testApp.db, nusantara.id, { sales: 500 })
    await createPrompt(testApp.db, nusantara.id, { sales: 128 })
    await createPrompt(testApp.db, studio.id, { sales: 132 })
    // Unpublished prompts' sales do not count.
    await createPrompt(testApp.db, studio.id, { sales: 1_000, status: 'archived' })
  })
  afterAll(() => testApp.close())

  it('[VISITOR] lists active shops by name; admin organisations are not shops', async () => {
    const response = await get('/api/v1/shops')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    const { items, nextCursor } = response.json()
    expect(items.map((shop: { slug: string }) => shop.slug)).toEqual([
      'prompt-nusantara',
      'studio-visual-ai',
    ])
    expect(nextCursor).toBeNull()
    expect(Object.keys(items[0]).sort()).toEqual([
      'createdAt',
      'description',
      'logoUrl',
      'name',
      'slug',
    ])
  })

  it('[VISITOR] searches by name or slug, with LIKE wildcards taken literally', async () => {
    const byName = (await get('/api/v1/shops?q=visual')).json()
    expect(byName.items.map((shop: { slug: string }) => shop.slug)).toEqual(['studio-visual-ai'])
    expect((await get('/api/v1/shops?q=nusantara')).json().items).toHaveLength(1)
    expect((await get('/api/v1/shops?q=%25')).json().items).toEqual([])
  })

  it('[VISITOR] pages through shops with a cursor; a tampered cursor is a 400', async () => {
    const first = (await get('/api/v1/shops?limit=1')).json()
    expect(first.items).toHaveLength(1)
    expect(first.nextCursor).toBeTruthy()
    const second = (await get(`/api/v1/shops?limit=1&cursor=${first.nextCursor}`)).json()
    expect(second.items[0].slug).toBe('studio-visual-ai')
    expect(second.nextCursor).toBeNull()
    const tampered = await get('/api/v1/shops?cursor=bm90LWpzb24')
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json().message).toBe('Kursor halaman tidak valid.')
    expect((await get('/api/v1/shops?limit=1000')).statusCode).toBe(400)
  })

  it('[VISITOR] ranks shops by prompts sold, paging by cursor', async () => {
    const first = (await get('/api/v1/shops?sort=terlaris&limit=1')).json()
    // Prompt Nusantara's public prompts sold 628, Studio Visual AI's 132.
    expect(first.items[0].slug).toBe('prompt-nusantara')
    const second = (
      await get(`/api/v1/shops?sort=terlaris&limit=1&cursor=${first.nextCursor}`)
    ).json()
    expect(second.items[0].slug).toBe('studio-visual-ai')
    expect(second.nextCursor).toBeNull()
  })

  it('[VISITOR] opens a shop by slug, case-insensitively, and revalidates it with the ETag', async () => {
    const response = await get('/api/v1/shops/Prompt-Nusantara')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ slug: 'prompt-nusantara', name: 'Prompt Nusantara' })
    const again = await get('/api/v1/shops/prompt-nusantara', {
      'if-none-match': String(response.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('[VISITOR] does not see a suspended shop, nor an admin organisation', async () => {
    const [shop] = await testApp.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, 'studio-visual-ai'))
    await testApp.db
      .update(shops)
      .set({ status: 'suspended' })
      .where(eq(shops.id, shop?.id ?? ''))
    const suspended = await get('/api/v1/shops/studio-visual-ai')
    expect(suspended.statusCode).toBe(404)
    expect(suspended.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Toko tidak ditemukan.' })
    expect((await get('/api/v1/shops')).json().items).toHaveLength(1)
    expect((await get('/api/v1/shops/pasarprompt-admin-1')).statusCode).toBe(404)
  })
})
