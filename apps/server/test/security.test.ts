import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from './helpers/build-test-app.ts'

describe('security baseline', () => {
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const post = (
    headers: Record<string, string>,
    url = '/api/v1/pages/tentang',
    payload: object = {},
  ) => testApp.app.inject({ method: 'POST', url, headers, payload })

  it('refuses a cookie-authenticated POST without an Origin', async () => {
    const response = await post({ cookie: 'session=abc' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'ORIGIN_REJECTED',
      message: 'Permintaan ditolak karena asal permintaan tidak dikenal.',
    })
  })

  it('refuses a cookie-authenticated POST from another site', async () => {
    const response = await post({ cookie: 'session=abc', origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
  })

  it('lets a cookie-authenticated POST from our own origin through to routing', async () => {
    const response = await post({ cookie: 'session=abc', origin: TEST_ORIGIN })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  })

  it('does not ask for an Origin when no cookie is sent (bearer clients, servers)', async () => {
    const response = await post({ origin: 'https://evil.example' })
    expect(response.statusCode).toBe(404)
  })

  it('exempts the payment webhook route, which authenticates by signature', async () => {
    // A cookie without Origin reaches the webhook, which then judges the signature (401 here).
    const response = await post({ cookie: 'a=b' }, '/api/v1/payments/midtrans/notification', {
      order_id: 'PP-20261122-AAAAAA-1',
      status_code: '200',
      gross_amount: '10000.00',
      signature_key: 'palsu',
      transaction_status: 'settlement',
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' })
  })

  it('checks the Origin whatever the path looks like (an encoded /api still routes there)', async () => {
    const response = await post(
      { cookie: 'session=abc', origin: 'https://evil.example' },
      '/%61pi/v1/seller/shop',
    )
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'ORIGIN_REJECTED' })
  })

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))
    expect(scriptSrc?.trim()).toBe("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
  })

  it('keeps a well-formed request id from a proxy and replaces a malformed one', async () => {
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-12345678' },
    })
    expect(kept.headers['x-request-id']).toBe('lb-12345678')
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    })
    expect(replaced.headers['x-request-id']).not.toBe('<script>')
  })

  it('opens the CSP to Google only when Google sign-in is configured', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/v1/config' })
    expect(config.json()).toEqual({
      googleClientId: null,
      paymentSimulator: true,
      signUpMode: 'open',
    })
    expect(String(config.headers['content-security-policy'])).not.toContain('accounts.google.com')

    const withGoogle = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'klien.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'rahasia',
      },
    })
    try {
      const response = await withGoogle.app.inject({ method: 'GET', url: '/api/v1/config' })
      expect(response.json()).toMatchObject({ googleClientId: 'klien.apps.googleusercontent.com' })
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' https://accounts.google.com")
      expect(csp).toContain('frame-src https://accounts.google.com')
    } finally {
      await withGoogle.close()
    }
  })
})
