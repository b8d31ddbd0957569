import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { auditLog, members } from '../src/db/schema.ts'
import { runSeed } from '../src/db/seed/index.ts'
import { COMMAND_LINE_ACTOR, grantPlatformAdmin } from '../src/modules/auth/grant-platform-admin.ts'
import { buildTestApp } from './helpers/build-test-app.ts'
import { signIn } from './helpers/sign-in.ts'
import { openTestDatabase, type TestDatabase, testDatabaseKind } from './helpers/test-database.ts'

const adminOrganizationIds = DEVELOPMENT_ADMIN_ORGANIZATION_IDS
const operator = 'ops@mesin-uji'

describe('granting platform admin (the use case behind admin:grant)', () => {
  let handle: DatabaseHandle
  let testDatabase: TestDatabase
  beforeAll(async () => {
    ;({ handle, testDatabase } = await openTestDatabase())
  })
  afterAll(async () => {
    await handle.close()
    await testDatabase.drop()
  })

  const membershipsOf = (userId: string) =>
    handle.db
      .select({ organizationId: members.organizationId, role: members.role })
      .from(members)
      .where(eq(members.userId, userId))
  const auditOf = (userId: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'admin.grant')))

  it('[OPERATOR] makes a verified account an owner of both admin organisations and audits each, whatever the case of the address', async () => {
    const user = await createUser(handle.db)
    const result = await grantPlatformAdmin(handle.db, {
      email: `  ${user.email.toUpperCase()} `,
      adminOrganizationIds,
      operator,
    })
    expect(result).toEqual({
      userId: user.id,
      email: user.email,
      added: adminOrganizationIds,
      alreadyMember: [],
    })
    expect(
      (await membershipsOf(user.id)).sort((a, b) =>
        a.organizationId.localeCompare(b.organizationId),
      ),
    ).toEqual(
      [...adminOrganizationIds].sort().map((organizationId) => ({ organizationId, role: 'owner' })),
    )
    const audit = await auditOf(user.id)
    expect(audit.map((row) => row.adminOrganizationId).sort()).toEqual(
      [...adminOrganizationIds].sort(),
    )
    for (const row of audit) {
      expect(row).toMatchObject({
        actorEmail: COMMAND_LINE_ACTOR,
        targetType: 'user',
        reason: `npm run admin:grant oleh ${operator}`,
        after: { organizationId: row.adminOrganizationId, email: user.email, role: 'owner' },
      })
    }
  })

  it('[OPERATOR] a second run changes nothing and says so; a half-done grant is completed', async () => {
    const user = await createUser(handle.db)
    await grantPlatformAdmin(handle.db, { email: user.email, adminOrganizationIds, operator })
    const again = await grantPlatformAdmin(handle.db, {
      email: user.email,
      adminOrganizationIds,
      operator,
    })
    expect(again.added).toEqual([])
    expect(again.alreadyMember).toEqual(adminOrganizationIds)
    expect(await membershipsOf(user.id)).toHaveLength(2)
    expect(await auditOf(user.id)).toHaveLength(2)

    const [first, second] = adminOrganizationIds as [string, string]
    const half = await createUser(handle.db)
    await grantPlatformAdmin(handle.db, {
      email: half.email,
      adminOrganizationIds: [first],
      operator,
    })
    const completed = await grantPlatformAdmin(handle.db, {
      email: half.email,
      adminOrganizationIds,
      operator,
    })
    expect(completed).toMatchObject({ added: [second], alreadyMember: [first] })
    expect(await auditOf(half.id)).toHaveLength(2)
  })

  it('[OPERATOR] refuses an unknown address and an unverified one in Indonesian, granting nothing', async () => {
    await expect(
      grantPlatformAdmin(handle.db, {
        email: 'tidak-ada@contoh.id',
        adminOrganizationIds,
        operator,
      }),
    ).rejects.toThrow('Tidak ada akun dengan email tidak-ada@contoh.id')

    const unverified = await createUser(handle.db, { emailVerified: false })
    await expect(
      grantPlatformAdmin(handle.db, { email: unverified.email, adminOrganizationIds, operator }),
    ).rejects.toThrow(`Email ${unverified.email} belum diverifikasi`)
    expect(await membershipsOf(unverified.id)).toEqual([])
    expect(await auditOf(unverified.id)).toEqual([])
  })
})

const serverDir = fileURLToPath(new URL('..', import.meta.url))

/** The command as an operator runs it (`npm run admin:grant -- email`), on an embedded DATA_DIR. */
function runGrantAdmin(dataDir: string, email: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/grant-admin.ts', email], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  // A loaded 2-core machine needs seconds for tsx and PGlite; give up after three minutes.
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

// The command on a PGlite folder (the embedded default); PostgreSQL runs the same use case above.
describe.runIf(testDatabaseKind === 'pglite')('npm run admin:grant on an embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-grant-'))
  const pgliteDir = path.join(dataDir, 'pglite')
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('[OPERATOR] grants once, says so on a second run, refuses unknown and unverified addresses and a running server; the admin area then opens', async () => {
    const beforeFirstStart = await runGrantAdmin(dataDir, 'siapa@contoh.id')
    expect(beforeFirstStart.code, beforeFirstStart.output).toBe(1)
    expect(beforeFirstStart.output).toContain('Belum ada basis data')
    expect(existsSync(pgliteDir)).toBe(false)

    // What a first start of the server leaves: migrated, admin organisations seeded.
    const setup = await openDatabase({ pgliteDir })
    await migrateDatabase(setup)
    await runSeed(setup.db, {
      adminOrganizationIds,
      includeDemoData: false,
      log: pino({ level: 'silent' }),
    })
    const staff = await createUser(setup.db, { email: 'staf@contoh.id' })
    await createUser(setup.db, { email: 'belum@contoh.id', emailVerified: false })
    await setup.close()

    const lockFile = path.join(dataDir, 'pglite.lock')
    // A live process (this one) holds the folder, as a running server would.
    writeFileSync(lockFile, String(process.pid))
    const whileRunning = await runGrantAdmin(dataDir, staff.email)
    expect(whileRunning.code, whileRunning.output).toBe(1)
    expect(whileRunning.output).toContain(`(PID ${process.pid})`)
    expect(whileRunning.output).toContain('Hentikan server dulu')
    rmSync(lockFile)

    const granted = await runGrantAdmin(dataDir, staff.email)
    expect(granted.code, granted.output).toBe(0)
    expect(granted.output.trim()).toBe(
      `staf@contoh.id kini admin platform (anggota ${adminOrganizationIds.join(', ')}). Masuk, tekan ADMIN, lalu buka /admin.`,
    )
    expect(existsSync(lockFile)).toBe(false)

    const again = await runGrantAdmin(dataDir, staff.email)
    expect(again.code, again.output).toBe(0)
    expect(again.output).toContain('sudah menjadi admin platform')

    const unknown = await runGrantAdmin(dataDir, 'tidak-ada@contoh.id')
    expect(unknown.code, unknown.output).toBe(1)
    expect(unknown.output.trim()).toBe(
      'Tidak ada akun dengan email tidak-ada@contoh.id. Minta pemiliknya mendaftar dulu.',
    )
    const unverified = await runGrantAdmin(dataDir, 'belum@contoh.id')
    expect(unverified.code, unverified.output).toBe(1)
    expect(unverified.output).toContain('belum diverifikasi')
    expect(unverified.output).not.toMatch(/^\s+at /m)

    // The app on that data: the granted account makes an admin organisation active and reads.
    const testApp = await buildTestApp({ database: await openDatabase({ pgliteDir }) })
    try {
      const admin = await signIn(testApp, staff)
      const [organizationId] = adminOrganizationIds
      const active = await admin.post('/api/auth/organization/set-active', { organizationId })
      expect(active.statusCode, active.body).toBe(200)
      const dashboard = await admin.get('/api/v1/admin/dashboard?range=30')
      expect(dashboard.statusCode, dashboard.body).toBe(200)
    } finally {
      await testApp.close()
    }
  }, 600_000)
})
