import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact-secrets.ts'

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
    ['{"accessToken":"a\\"b","x":1}', '{"accessToken":"[redacted]","x":1}'],
    ['authorization: Bearer abc.def', 'authorization: Bearer [redacted]'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected)
  })

  it('leaves lines without credentials as they are', () => {
    const line = '{"level":30,"url":"/api/v1/products?q=batik&sort=terbaru","code":"NOT_FOUND"}'
    expect(redactSecrets(line)).toBe(line)
  })
})
