import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from './env.ts'

function problemsOf(source: Record<string, string>) {
  try {
    loadEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems.map((p) => p.variable)
    throw error
  }
  return []
}

describe('environment', () => {
  it('starts with sensible defaults when nothing is set', () => {
    const env = loadEnv({}, '/srv/app')
    expect(env.port).toBe(3000)
    expect(env.dataDir).toBe('/srv/app/data')
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(env.paymentSimulator).toBe(true)
    expect(env.earningsHoldDays).toBe(3)
    expect(env.adminOrganizationIds).toHaveLength(2)
  })

  it('names the variable whose value is bad', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT'])
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT'])
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL'])
    expect(problemsOf({ PUBLIC_URL: 'https://pasarprompt.id/toko' })).toEqual(['PUBLIC_URL'])
    expect(problemsOf({ EARNINGS_HOLD_DAYS: '-1' })).toEqual(['EARNINGS_HOLD_DAYS'])
    expect(problemsOf({ ADMIN_ORGANIZATION_IDS: 'only-one' })).toEqual(['ADMIN_ORGANIZATION_IDS'])
  })

  it('writes the message in Indonesian, one line per variable', () => {
    expect(() => loadEnv({ PORT: 'abc', SMTP_URL: 'http://mail' })).toThrow(
      /Konfigurasi lingkungan tidak valid:\n {2}- PORT: .+\n {2}- SMTP_URL: harus berupa URL SMTP/,
    )
  })

  it('refuses the payment simulator and missing secrets in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENT_SIMULATOR: 'true' }).sort()).toEqual(
      ['ADMIN_ORGANIZATION_IDS', 'AUTH_SECRET', 'PAYMENT_SIMULATOR'].sort(),
    )
    // Off by default in production, so the real gateway's keys are needed.
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PAYMENT_SIMULATOR: 'false',
        AUTH_SECRET: 'x'.repeat(32),
        ADMIN_ORGANIZATION_IDS: 'a,b',
      }),
    ).toEqual(['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY', 'MIDTRANS_API_URL'])
  })

  it('asks for variables that only work together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual(['GOOGLE_CLIENT_SECRET'])
    expect(problemsOf({ S3_BUCKET: 'b' }).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
  })

  it('trusts localhost and 127.0.0.1 outside production, only PUBLIC_URL in production', () => {
    expect(loadEnv({ PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ])
    const production = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pasarprompt.id',
      AUTH_SECRET: 'x'.repeat(32),
      ADMIN_ORGANIZATION_IDS: 'a,b',
      PAYMENT_SIMULATOR: 'false',
      MIDTRANS_SERVER_KEY: 'sk',
      MIDTRANS_CLIENT_KEY: 'ck',
      MIDTRANS_API_URL: 'https://api.midtrans.com',
    })
    expect(production.trustedOrigins).toEqual(['https://pasarprompt.id'])
  })

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })

  it('gives a shutdown 10 s and no drain unless told, and keeps the drain inside the deadline', () => {
    expect(loadEnv({}).shutdown).toEqual({ timeoutSeconds: 10, drainSeconds: 0 })
    expect(
      loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: '30', SHUTDOWN_DRAIN_SECONDS: '5' }).shutdown,
    ).toEqual({ timeoutSeconds: 30, drainSeconds: 5 })
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toEqual(['SHUTDOWN_TIMEOUT_SECONDS'])
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' })).toEqual(['SHUTDOWN_TIMEOUT_SECONDS'])
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toEqual(['SHUTDOWN_DRAIN_SECONDS'])
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '10' })).toEqual(['SHUTDOWN_DRAIN_SECONDS'])
  })
})
