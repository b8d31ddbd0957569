import { describe, expect, it } from 'vitest'
import { mayHoldSecret, redactSecrets } from './redact-secrets.ts'

describe('redactSecrets', () => {
  it.each([
    ['/payment/7f1c?token=abc.def', '/payment/7f1c?token=[redacted]'],
    [
      '/api/auth/verify-email?token=ey.J9&callbackURL=%2F',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    ],
    [
      '/api/auth/reset-password/Zx81?callbackURL=/reset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=/reset-password',
    ],
    ['/api/simulator/midtrans/snap/s3cr3t/pay', '/api/simulator/midtrans/snap/[redacted]/pay'],
    [
      '/api/auth/callback/google?state=st&code=4%2F0A',
      '/api/auth/callback/google?state=[redacted]&code=[redacted]',
    ],
    [
      '/x?callbackURL=%2Fpayment%2F1%3Ftoken%3Dabc',
      '/x?callbackURL=%2Fpayment%2F1%3Ftoken%3D[redacted]',
    ],
    // A callback inside a callback: better-auth encodes the verification page's own
    // `?redirect=` again, so a path's `?token=` arrives twice encoded.
    [
      '/api/auth/verify-email?token=t1&callbackURL=%2Fverify-email%3Fredirect%3D%252Fpayment%252F1%253Ftoken%253DGUEST',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fverify-email%3Fredirect%3D%252Fpayment%252F1%253Ftoken%253D[redacted]',
    ],
    ['{"accessToken":"a\\"b","x":1}', '{"accessToken":"[redacted]","x":1}'],
    ['authorization: Bearer abc.def', 'authorization: Bearer [redacted]'],
    // Any case and the encoded separators still reach the patterns past the substring check.
    ['/cb?STATE=st&Code=c0', '/cb?STATE=[redacted]&Code=[redacted]'],
    ['/x?API_KEY=k1&sig=s1', '/x?API_KEY=[redacted]&sig=[redacted]'],
    ['/x%3Fotp%3D123456', '/x%3Fotp%3D[redacted]'],
    ['/x?invitationId=inv-1', '/x?invitationId=[redacted]'],
    ['/x?X-Amz-Signature=abc', '/x?X-Amz-Signature=[redacted]'],
    ['/API/SIMULATOR/MIDTRANS/SNAP/S3CR3T', '/API/SIMULATOR/MIDTRANS/SNAP/[redacted]'],
    ['{"Set-COOKIE":"pp=1"}', '{"Set-COOKIE":"[redacted]"}'],
    ['BEARER abc', 'BEARER [redacted]'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected)
  })

  it('leaves lines without credentials as they are', () => {
    const line = '{"level":30,"url":"/api/v1/products?q=batik&sort=terbaru","code":"NOT_FOUND"}'
    expect(redactSecrets(line)).toBe(line)
    expect(mayHoldSecret(line)).toBe(false)
  })

  it('runs its patterns only on lines holding one of their fragments', () => {
    const request =
      '{"level":30,"reqId":"a1b2c3d4","method":"GET","url":"/api/v1/products?category=seo&limit=24","statusCode":200,"responseTime":0.4,"msg":"request"}'
    expect(mayHoldSecret(request)).toBe(false)
    // `statusCode` holds "code" but not as a parameter's name before its `=`.
    expect(mayHoldSecret('/x?zipcode=1')).toBe(true)
    expect(redactSecrets('/x?zipcode=1')).toBe('/x?zipcode=1')
  })
})
