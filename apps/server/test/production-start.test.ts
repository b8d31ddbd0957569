import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type S3TestServer, s3ServerMissing, startS3Server } from './helpers/s3-server.ts'
import {
  freePort,
  killStartedServers,
  type ServerProcess,
  serverCommand,
  startServer,
  waitForHealth,
} from './helpers/server-process.ts'
import { type SmtpSink, startSmtpServer } from './helpers/smtp-server.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './helpers/test-database.ts'

/**
 * Issue 25's "Done when": no container engine runs on these machines, so the image's command is
 * run here as the Dockerfile runs it — its CMD line, compiled JavaScript, NODE_ENV=production —
 * against PostgreSQL, an S3 server and an SMTP server; then the first admin is made with the
 * command docs/deploy.md gives for the container, and /admin opens to them.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url))
const ADMIN_IDS = ['org-admin-produksi-1', 'org-admin-produksi-2']
const EMAIL = 'staf.pertama@pasarprompt.test'
const PASSWORD = 'kata-sandi-staf-yang-panjang'
const METRICS_TOKEN = 'token-metrik-produksi-0123456789'

/** The runtime stage's CMD of deploy/Dockerfile, as Docker would run it (exec form). */
function dockerfileCommand(): string[] {
  const dockerfile = readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8')
  const line = dockerfile
    .split('\n')
    .filter((candidate) => candidate.startsWith('CMD '))
    .at(-1)
  if (!line) throw new Error('deploy/Dockerfile has no CMD line')
  return JSON.parse(line.slice('CMD '.length)) as string[]
}

/** Runs a compiled command-line entry as the container would, with the server's environment. */
function runInContainer(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('exit', (code) => resolve({ code, output }))
  })
}

if (testDatabaseKind === 'postgres' && s3ServerMissing) {
  console.warn(
    `production start test skipped: the S3 test server cannot be loaded (${s3ServerMissing})`,
  )
}

describe.runIf(testDatabaseKind === 'postgres' && !s3ServerMissing)(
  "the production image's command, without a container engine",
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-production-'))
    let database: TestDatabase
    let s3: S3TestServer
    let smtp: SmtpSink
    let env: Record<string, string>
    let server: ServerProcess
    let base: string
    const publicUrl = 'https://pasarprompt.test'

    beforeAll(async () => {
      // `npm test` builds first; a run of this file alone builds what it is about to start.
      if (!serverCommand().compiled) {
        const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root })
        expect(build.status, String(build.stderr)).toBe(0)
      }
      database = await createTestDatabase({ empty: true })
      s3 = await startS3Server()
      smtp = await startSmtpServer()
      const port = await freePort()
      base = `http://127.0.0.1:${port}`
      env = {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url as string,
        PUBLIC_URL: publicUrl,
        AUTH_SECRET: 'rahasia-produksi-yang-cukup-panjang-0123456789',
        ADMIN_ORGANIZATION_IDS: ADMIN_IDS.join(','),
        PAYMENT_SIMULATOR: 'false',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-uji-produksi',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-uji-produksi',
        // No payment is made here: the gateway is never called.
        MIDTRANS_API_URL: 'https://api.sandbox.midtrans.com',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PasarPrompt <no-reply@pasarprompt.test>',
        TRUST_PROXY: '1',
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
        ...s3.env,
      }
      const [program, ...args] = dockerfileCommand()
      expect(program).toBe('node')
      server = startServer(env, args, root)
      await waitForHealth(port, server)
    }, 300_000)

    afterAll(async () => {
      killStartedServers()
      await smtp?.stop()
      await s3?.close()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    /** A request as the browser sends it through the proxy: the public origin, a bearer token. */
    const call = (
      method: string,
      route: string,
      options: { token?: string; body?: unknown } = {},
    ) =>
      fetch(`${base}${route}`, {
        method,
        headers: {
          origin: publicUrl,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: 'manual',
      })

    const signIn = async () => {
      const response = await call('POST', '/api/auth/sign-in/email', {
        body: { email: EMAIL, password: PASSWORD },
      })
      expect(response.status, await response.clone().text()).toBe(200)
      return String(response.headers.get('set-auth-token'))
    }

    it('serves production from compiled JavaScript: ready, no public API docs, metrics behind the token', async () => {
      expect((await call('GET', '/api/health/ready')).status).toBe(200)
      expect((await call('GET', '/api/docs')).status).toBe(404)
      expect((await call('GET', '/metrics')).status).toBe(401)
      const metrics = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(metrics.status).toBe(200)
      expect(await metrics.text()).toContain('http_request_duration_seconds')
      // No demo in production, and no picture written to the local folder.
      const shops = (await (await call('GET', '/api/v1/shops')).json()) as { items: unknown[] }
      expect(shops.items).toEqual([])
    })

    it('[OPERATOR] admin:grant opens /admin to a verified account, once, and refuses the unknown', async () => {
      const signUp = await call('POST', '/api/auth/sign-up/email', {
        body: { name: 'Staf Pertama', email: EMAIL, password: PASSWORD },
      })
      expect(signUp.status, await signUp.clone().text()).toBe(200)

      // Before verification the grant is refused.
      const grantCommand = ['apps/server/dist/cli/grant-admin.js']
      const early = await runInContainer([...grantCommand, EMAIL], env)
      expect(early.code, early.output).toBe(1)

      const mails = await smtp.waitFor(
        (messages) => messages.some((message) => message.to.includes(EMAIL)),
        60_000,
      )
      const mail = mails.find((message) => message.to.includes(EMAIL)) as (typeof mails)[number]
      const link = /https:\/\/pasarprompt\.test\S*verify-email\S*/.exec(mail.text)?.[0]
      expect(link, mail.text).toBeDefined()
      const verify = new URL(link as string)
      const verified = await call('GET', `${verify.pathname}${verify.search}`)
      expect(verified.status, await verified.clone().text()).toBeLessThan(400)

      const token = await signIn()
      const before = await call('POST', '/api/auth/organization/set-active', {
        token,
        body: { organizationId: ADMIN_IDS[0] },
      })
      expect(before.status).toBeGreaterThanOrEqual(400)
      expect((await call('GET', '/api/v1/admin/dashboard', { token })).status).toBe(403)

      const granted = await runInContainer([...grantCommand, EMAIL], env)
      expect(granted.code, granted.output).toBe(0)
      const again = await runInContainer([...grantCommand, EMAIL], env)
      expect(again.code, again.output).toBe(0)
      const unknown = await runInContainer([...grantCommand, 'tidak.ada@pasarprompt.test'], env)
      expect(unknown.code, unknown.output).toBe(1)

      const active = await call('POST', '/api/auth/organization/set-active', {
        token,
        body: { organizationId: ADMIN_IDS[0] },
      })
      expect(active.status, await active.clone().text()).toBe(200)
      const session = (await (await call('GET', '/api/v1/session', { token })).json()) as {
        isPlatformAdmin: boolean
      }
      expect(session.isPlatformAdmin).toBe(true)
      const dashboard = await call('GET', '/api/v1/admin/dashboard', { token })
      expect(dashboard.status, await dashboard.clone().text()).toBe(200)
    })

    it('stops on SIGTERM with exit code 0', async () => {
      server.child.kill('SIGTERM')
      expect(await server.exited, server.output().slice(-4000)).toBe(0)
    })
  },
)
