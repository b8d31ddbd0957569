import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../src/lib/app-error.ts'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'

describe('errors', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
    const app = testApp.app
    // Routes that exist only in this test, to drive the error paths no real route has yet.
    app.get('/api/test/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432')
    })
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Slug sudah dipakai toko lain.')
    })
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(3) }) } },
      async (request) => request.body,
    )
  })
  afterAll(() => testApp.close())

  const postEcho = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN },
      payload,
    })

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/tidak-ada' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Alamat API tidak ditemukan.',
    })
  })

  it('hides the internals of an unexpected error behind a generic 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
      requestId: response.headers['x-request-id'],
    })
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toContain('db.internal')
  })

  it("passes a use case's own message and status through", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/conflict' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Slug sudah dipakai toko lain.',
    })
  })

  it('reports failed validation per field, in Indonesian', async () => {
    const response = await postEcho(JSON.stringify({ name: 'ab' }))
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Data yang dikirim tidak valid.',
    })
    expect(body.fields).toEqual([
      { path: 'body.name', message: expect.stringContaining('Terlalu kecil') },
    ])
  })

  it("answers a path param past Fastify's length limit in our shape, without echoing the URL", async () => {
    // Found by the fuzzing (issue 17): Fastify answered its own English 414 with the whole path.
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/simulator/midtrans/snap/abc/${'<x>'.repeat(60)}`,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: '{}',
    })
    expect(response.statusCode).toBe(414)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Alamat terlalu panjang atau tidak valid.',
    })
    expect(response.body).not.toContain('<x>')
  })

  it('answers broken JSON with 400, not 500', async () => {
    const response = await postEcho('{"name": ')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' })
  })

  it('answers a body over the limit with 413', async () => {
    const response = await postEcho(JSON.stringify({ name: 'x'.repeat(1_100_000) }))
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Ukuran data terlalu besar.',
    })
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await postEcho('name=abc', 'application/x-www-form-urlencoded')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  it('answers text the database cannot store (a NUL byte) with 400', async () => {
    for (const url of ['/api/v1/shops/%00', '/api/v1/pages/a%00b']) {
      const response = await testApp.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json().message).toBe('Data mengandung karakter yang tidak valid.')
    }
  })

  it('answers a search with no word in it (only signs) with an empty page and suggestions', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/products?q=%21%3F%21',
    })
    expect(response.statusCode, response.body).toBe(200)
  })

  it('accepts a valid body', async () => {
    const response = await postEcho(JSON.stringify({ name: 'Budi' }))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: 'Budi' })
  })
})
