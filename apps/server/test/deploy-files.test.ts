import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadEnv } from '../src/config/env.ts'

// No container engine runs here: these read deploy/ as Docker and compose would.
const deployFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../deploy/${name}`, import.meta.url)), 'utf8')

/** `KEY=value` lines of a compose env file; comments and blank lines left out. */
function envFile(text: string) {
  const values: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line)
    if (match?.[1]) values[match[1]] = match[2] ?? ''
  }
  return values
}

/** compose's `${NAME}`, `${NAME:?message}` and `${NAME:-default}`. */
function interpolate(value: string, variables: Record<string, string>) {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([?-])([^}]*))?\}/g, (_all, name, kind, rest) => {
    const found = variables[name]
    if (found) return found
    if (kind === '-') return rest
    throw new Error(`${name} is not set: ${rest}`)
  })
}

describe('deploy files', () => {
  it('run the compiled server with node as the unprivileged user, with a health check', () => {
    const lines = deployFile('Dockerfile').split('\n')
    const froms = lines.filter((line) => line.startsWith('FROM '))
    expect(froms.length).toBeGreaterThanOrEqual(2)
    for (const from of froms) expect(from).toMatch(/^FROM node:20-bookworm-slim AS \w+$/)
    const lastFrom = lines.lastIndexOf(froms.at(-1) as string)
    const runtime = lines.slice(lastFrom)
    expect(runtime).toContain('USER node')
    expect(runtime.filter((line) => line.startsWith('CMD '))).toEqual([
      'CMD ["node", "apps/server/dist/main.js"]',
    ])
    expect(runtime.join('\n')).toMatch(/HEALTHCHECK [^\n]*\\\n\s+CMD .*\/api\/health'/)
    // The build runs both builds; the runtime has production packages only.
    expect(lines).toContain('RUN npm run build')
    expect(lines.join('\n')).toContain('npm ci --omit=dev')
  })

  it('start the app processes with the documented environment, in production', () => {
    const example = envFile(deployFile('.env.example'))
    const compose = parse(deployFile('compose.yaml'), { merge: true }) as {
      'x-app': { environment: Record<string, string> }
      services: Record<string, { image?: string; environment?: Record<string, string> }>
    }
    const composed = Object.fromEntries(
      Object.entries(compose['x-app'].environment).map(([name, value]) => [
        name,
        interpolate(String(value), example),
      ]),
    )
    const env = loadEnv({ ...example, ...composed })
    expect(env.isProduction).toBe(true)
    expect(env.paymentSimulator).toBe(false)
    expect(env.databaseUrl).toBe(
      'postgres://pasarprompt:change-me-postgres@postgres:5432/pasarprompt',
    )
    expect(env.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'pasarprompt' })
    expect(env.smtpUrl).toBe('smtp://mailpit:1025')
    expect(env.metricsToken).toBe(example.METRICS_TOKEN)
    expect(env.trustProxy).toBe(1)
    // Readiness fails before the listener closes for longer than Caddy's 2 s health interval,
    // and the whole shutdown ends before Docker's SIGKILL (stop_grace_period 30 s).
    expect(env.shutdown.drainSeconds).toBeGreaterThan(2)
    expect(env.shutdown.timeoutSeconds).toBeLessThan(30)
    // The trial on this machine the example describes is accepted too.
    const trial = loadEnv({
      ...example,
      ...composed,
      PUBLIC_URL: 'http://localhost',
      ALLOW_LOCALHOST_PUBLIC_URL: 'true',
    })
    expect(trial.publicUrl).toBe('http://localhost')
    // Both app processes run that image, and PostgreSQL is the version the restore is tested on.
    expect(compose.services.app1?.image).toBe('pasarprompt:local')
    expect(compose.services.app2?.image).toBe('pasarprompt:local')
    expect(compose.services.postgres?.image).toBe('postgres:15')
  })

  it('balance both processes behind the proxy by their readiness, metrics kept inside', () => {
    const caddyfile = deployFile('Caddyfile')
    expect(caddyfile).toContain('reverse_proxy app1:3000 app2:3000')
    expect(caddyfile).toContain('health_uri /api/health/ready')
    expect(caddyfile).toContain('health_interval 2s')
    expect(caddyfile).toMatch(/@metrics path \/metrics /)
    expect(caddyfile).toContain('respond @metrics 404')
  })
})
