import { staticPageSlugs } from '@pasarprompt/contracts/pages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pages } from '../src/db/schema.ts'
import { runSeed } from '../src/db/seed/index.ts'
import { buildTestApp } from './helpers/build-test-app.ts'

describe('static pages', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('serves each footer page from the seed', async () => {
    for (const slug of staticPageSlugs) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.slug).toBe(slug)
      expect(body.sections.length).toBeGreaterThan(0)
    }
  })

  it('mentions the personal data law in the privacy policy', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/pages/kebijakan-privasi',
    })
    expect(response.json().summary).toContain('Pelindungan Data Pribadi')
  })

  it('lets browsers cache a page and revalidate it with its ETag', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/v1/pages/tentang' })
    expect(first.headers['cache-control']).toBe('public, max-age=300')
    const etag = String(first.headers.etag)
    expect(etag).toBeTruthy()
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/pages/tentang',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers an unknown page with an Indonesian 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/pages/tidak-ada' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Halaman tidak ditemukan.',
    })
  })

  it('seeds idempotently: a second run adds nothing and keeps edits', async () => {
    await testApp.db.update(pages).set({ title: 'Diubah admin' })
    await runSeed(testApp.db, {
      adminOrganizationIds: testApp.env.adminOrganizationIds,
      includeDemoData: true,
      log: { info: () => {} },
    })
    const rows = await testApp.db.select().from(pages)
    expect(rows).toHaveLength(staticPageSlugs.length)
    expect(rows.every((row) => row.title === 'Diubah admin')).toBe(true)
  })
})
