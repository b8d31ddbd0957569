import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { fakeWebBuild } from './helpers/fake-web-build.ts'

describe('API documentation', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  it('generates OpenAPI from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const spec = response.json()
    expect(spec.openapi).toMatch(/^3\./)
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready', '/api/v1/pages/{slug}']),
    )
    const page = spec.paths['/api/v1/pages/{slug}'].get
    expect(page.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'sections',
    )
  })

  it('documents a Category with the spec’s id and companyId (spec §3)', async () => {
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const list = spec.paths['/api/v1/categories'].get.responses['200'].content['application/json']
    const category = list.schema.items
    expect(category.required).toEqual(expect.arrayContaining(['id', 'companyId']))
    expect(category.properties.companyId.description).toContain("'marketplace'")
    expect(category.properties.id.description).toContain('`name`')
  })

  it('lists the error codes a screen branches on in the error responses that carry them', async () => {
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const codesOf = (path: string, status: number) =>
      spec.paths[path].post.responses[String(status)].content['application/json'].schema.properties
        .code.enum
    expect(codesOf('/api/v1/account/shops', 409)).toEqual(
      expect.arrayContaining(['SHOP_SLUG_TAKEN', 'SHOP_NAME_TAKEN']),
    )
    expect(codesOf('/api/v1/orders', 409)).toEqual(
      expect.arrayContaining([
        'ALREADY_PURCHASED',
        'PROMPT_NOT_FOR_SALE',
        'FREE_PROMPT_CLAIMED',
        'ORDER_NOT_PAYABLE',
      ]),
    )
    expect(codesOf('/api/v1/orders', 429)).toContain('RATE_LIMITED')
  })

  it('serves the interactive documentation page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})

describe('API documentation in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://pasarprompt.id',
    DATABASE_URL: 'postgres://app@db.internal:5432/pasarprompt',
    SMTP_URL: 'smtp://mail.internal:587',
    ADMIN_ORGANIZATION_IDS: DEVELOPMENT_ADMIN_ORGANIZATION_IDS.join(','),
    PAYMENT_SIMULATOR: 'false',
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-docs-test',
    MIDTRANS_CLIENT_KEY: 'SB-Mid-client-docs-test',
    MIDTRANS_API_URL: 'https://api.sandbox.midtrans.com',
  }
  const web = fakeWebBuild()
  afterAll(() => web.remove())

  it('[SECURITY] is not served unless ALLOW_PUBLIC_API_DOCS is set: its paths are unknown API paths, never the web app', async () => {
    const testApp = await buildTestApp({ env: production, webDistDir: web.dir })
    try {
      for (const url of [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/static/index.html',
      ]) {
        const response = await testApp.app.inject({ method: 'GET', url })
        expect(response.statusCode, url).toBe(404)
        expect(response.headers['content-type'], url).toContain('application/json')
        expect(response.json(), url).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
      }
    } finally {
      await testApp.close()
    }
  })

  it('[OPERATOR] is served in production when ALLOW_PUBLIC_API_DOCS=true', async () => {
    const testApp = await buildTestApp({
      env: { ...production, ALLOW_PUBLIC_API_DOCS: 'true' },
      webDistDir: web.dir,
    })
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })
      expect(response.statusCode).toBe(200)
      expect(response.json().openapi).toMatch(/^3\./)
    } finally {
      await testApp.close()
    }
  })
})
