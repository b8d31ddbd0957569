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

/** Everything production asks for, so a test changes only what it is about. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pasarprompt.id',
  DATABASE_URL: 'postgres://app@db.internal:5432/pasarprompt',
  SMTP_URL: 'smtp://mail.internal:587',
  AUTH_SECRET: 'x'.repeat(32),
  ADMIN_ORGANIZATION_IDS: 'a,b',
  PAYMENT_SIMULATOR: 'false',
  MIDTRANS_SERVER_KEY: 'sk',
  MIDTRANS_CLIENT_KEY: 'ck',
  MIDTRANS_API_URL: 'https://api.midtrans.com',
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
    const { AUTH_SECRET, ADMIN_ORGANIZATION_IDS, ...rest } = production
    expect(problemsOf({ ...rest, PAYMENT_SIMULATOR: 'true' }).sort()).toEqual(
      ['ADMIN_ORGANIZATION_IDS', 'AUTH_SECRET', 'PAYMENT_SIMULATOR'].sort(),
    )
    // Off by default in production, so the real gateway's keys are needed.
    const { MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY, MIDTRANS_API_URL, ...withoutKeys } =
      production
    expect(problemsOf(withoutKeys)).toEqual([
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'MIDTRANS_API_URL',
    ])
  })

  it('refuses in production what works on one machine only, each on a line naming its variable', () => {
    const { DATABASE_URL, SMTP_URL, PUBLIC_URL, ...singleMachine } = production
    expect(() => loadEnv(singleMachine)).toThrow(
      /\n {2}- DATABASE_URL: wajib diisi di production \(PGlite[^\n]+ALLOW_EMBEDDED_DATABASE=true[^\n]*\n {2}- SMTP_URL: [^\n]+ALLOW_MAIL_TO_DISK=true[^\n]*\n {2}- PUBLIC_URL: [^\n]+ALLOW_LOCALHOST_PUBLIC_URL=true[^\n]*$/,
    )
    for (const host of [
      'localhost:3000',
      '127.0.0.1',
      '127.8.0.1:8080',
      '[::1]:3000',
      'app.localhost',
      'localhost.:3000',
      '0.0.0.0',
      '[::]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(problemsOf({ ...production, PUBLIC_URL: `http://${host}` })).toEqual(['PUBLIC_URL'])
    }
    // Outside production all three are the embedded defaults.
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([])
  })

  it('starts production on one machine when each such choice is made deliberately', () => {
    const { DATABASE_URL, SMTP_URL, PUBLIC_URL, ...singleMachine } = production
    const env = loadEnv({
      ...singleMachine,
      ALLOW_EMBEDDED_DATABASE: 'true',
      ALLOW_MAIL_TO_DISK: 'true',
      ALLOW_LOCALHOST_PUBLIC_URL: 'true',
    })
    expect(env.databaseUrl).toBeUndefined()
    expect(env.smtpUrl).toBeUndefined()
    expect(env.publicUrl).toBe('http://localhost:3000')
    expect(problemsOf({ ...singleMachine, ALLOW_EMBEDDED_DATABASE: 'ya' })).toContain(
      'ALLOW_EMBEDDED_DATABASE',
    )
  })

  it('serves the API documentation in production only when ALLOW_PUBLIC_API_DOCS is set', () => {
    expect(loadEnv({}).apiDocsPublic).toBe(true)
    expect(loadEnv(production).apiDocsPublic).toBe(false)
    expect(loadEnv({ ...production, ALLOW_PUBLIC_API_DOCS: 'false' }).apiDocsPublic).toBe(false)
    expect(loadEnv({ ...production, ALLOW_PUBLIC_API_DOCS: 'true' }).apiDocsPublic).toBe(true)
  })

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses; true never in production', () => {
    expect(loadEnv({}).trustProxy).toBe(false)
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(
      loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, 2001:db8::1, loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '2001:db8::1', 'loopback'])
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' })).toEqual(['TRUST_PROXY'])
    expect(loadEnv({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    for (const bad of [
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.300',
      'proxy.internal',
    ]) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual(['TRUST_PROXY'])
    }
  })

  it('waits 60 seconds for the database at start unless DATABASE_CONNECT_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadEnv({}).databaseConnectTimeoutMs).toBe(60_000)
    expect(loadEnv({ DATABASE_CONNECT_TIMEOUT_SECONDS: '5' }).databaseConnectTimeoutMs).toBe(5_000)
    for (const bad of ['0', 'abc', '2.5', '3601']) {
      expect(problemsOf({ DATABASE_CONNECT_TIMEOUT_SECONDS: bad }), bad).toEqual([
        'DATABASE_CONNECT_TIMEOUT_SECONDS',
      ])
    }
  })

  it('asks for variables that only work together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual(['GOOGLE_CLIENT_SECRET'])
    expect(problemsOf({ S3_BUCKET: 'b' }).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_REGION',
      'S3_SECRET_ACCESS_KEY',
    ])
  })

  it('reads every S3_* variable into the bucket uploads go to', () => {
    expect(loadEnv({}).s3).toBeUndefined()
    const keys = { S3_BUCKET: 'gambar', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'rahasia' }
    expect(
      loadEnv({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'ap-southeast-3' }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-3',
      bucket: 'gambar',
      accessKeyId: 'id',
      secretAccessKey: 'rahasia',
    })
    // An S3-compatible server needs no region (R2 calls it `auto`); Amazon S3 itself does.
    expect(loadEnv({ ...keys, S3_ENDPOINT: 'https://r2.example.com' }).s3?.region).toBe('auto')
    expect(problemsOf(keys)).toEqual(['S3_REGION'])
    expect(loadEnv({ ...keys, S3_REGION: 'ap-southeast-3' }).s3?.endpoint).toBeUndefined()
    expect(problemsOf({ ...keys, S3_ENDPOINT: 'ftp://files' })).toEqual(['S3_ENDPOINT'])
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_SECRET_ACCESS_KEY',
    ])
  })

  it('trusts localhost and 127.0.0.1 outside production, only PUBLIC_URL in production', () => {
    expect(loadEnv({ PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ])
    expect(loadEnv(production).trustedOrigins).toEqual(['https://pasarprompt.id'])
  })

  it('serves metrics only with a token of at least 16 characters', () => {
    expect(loadEnv({}).metricsToken).toBeUndefined()
    expect(problemsOf({ METRICS_TOKEN: 'pendek' })).toEqual(['METRICS_TOKEN'])
    expect(() => loadEnv({ METRICS_TOKEN: 'pendek' })).toThrow(
      /METRICS_TOKEN: harus minimal 16 karakter/,
    )
    expect(loadEnv({ METRICS_TOKEN: 'token-metrik-0123456789' }).metricsToken).toBe(
      'token-metrik-0123456789',
    )
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
  it('runs Coba dulu on the model LLM_* names, on the simulator outside production, on nothing in production without one', () => {
    expect(loadEnv({}).promptTries).toEqual({
      model: null,
      simulated: true,
      dailyTokens: 2_000_000,
      rupiahPer1kTokens: 0,
    })
    expect(loadEnv(production).promptTries).toMatchObject({ model: null, simulated: false })
    const configured = loadEnv({
      ...production,
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_API_KEY: 'sk-x',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_DAILY_TOKENS: '500000',
      LLM_RUPIAH_PER_1K_TOKENS: '2.5',
    }).promptTries
    expect(configured).toEqual({
      model: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x', model: 'gpt-4o-mini' },
      simulated: false,
      dailyTokens: 500_000,
      rupiahPer1kTokens: 2.5,
    })
    // A local server (Ollama, llama.cpp) needs no key; a URL without a model is half a setting.
    expect(
      loadEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).promptTries.model,
    ).toMatchObject({ apiKey: undefined })
    expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual(['LLM_MODEL'])
    expect(problemsOf({ LLM_API_KEY: 'sk-x' })).toEqual(['LLM_BASE_URL', 'LLM_MODEL'])
    expect(problemsOf({ LLM_DAILY_TOKENS: '10' })).toEqual(['LLM_DAILY_TOKENS'])
    expect(problemsOf({ LLM_RUPIAH_PER_1K_TOKENS: '-1' })).toEqual(['LLM_RUPIAH_PER_1K_TOKENS'])
  })
})
