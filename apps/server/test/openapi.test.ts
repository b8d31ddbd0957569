import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build-test-app.ts'

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

  it('serves the interactive documentation page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
  })
})
