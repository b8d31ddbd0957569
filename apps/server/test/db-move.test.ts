import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVELOPMENT_ADMIN_ORGANIZATION_IDS } from '../src/config/env.ts'
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts'
import { migrateDatabase } from '../src/db/migrate.ts'
import { runSeed } from '../src/db/seed/index.ts'
import { createDiskObjectStore } from '../src/infra/storage/disk-object-store.ts'
import { lockDataDir } from '../src/lib/data-dir-lock.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './helpers/test-database.ts'

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** Runs a command-line entry point as `npm run db:…` does, and what it printed and returned. */
function runCli(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

/** What must survive a move: rows per table, ledger sums per account, the shops' balances. */
async function contentsOf(handle: DatabaseHandle) {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    )
    counts[name] = row?.count ?? -1
  }
  const ledger = await queryRows<{ account: string; sum: string }>(
    handle.db,
    sql`select account, sum(amount)::text as sum from ledger_entries group by account order by account`,
  )
  const shops = await queryRows<{ id: string; balances: string }>(
    handle.db,
    sql`select id, concat_ws('/', balance, held_balance, reserved_balance) as balances
        from shops order by id`,
  )
  return { counts, ledger, shops }
}

/** Every row of a table in its text form, hashed: equal digests mean equal rows, value for value. */
async function digestOf(handle: DatabaseHandle, table: string, columns: string[]) {
  const text = sql.raw(columns.map((c) => `"${c}"::text`).join(', '))
  const [row] = await queryRows<{ digest: string | null }>(
    handle.db,
    sql`select md5(string_agg(r, E'\n' order by r)) as digest
        from (select concat_ws(chr(31), ${text}) as r from ${sql.identifier(table)}) rows`,
  )
  return row?.digest ?? null
}

describe.runIf(testDatabaseKind === 'postgres')(
  'moving the embedded database to PostgreSQL',
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'pasarprompt-move-'))
    const dataDir = path.join(work, 'data')
    const file = path.join(work, 'pasarprompt.jsonl')
    const targets: TestDatabase[] = []
    let target: TestDatabase

    beforeAll(async () => {
      // The demo, as `npm start` seeds it on PGlite: accounts, shops, prompts, paid orders, ledger.
      const source = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      try {
        await migrateDatabase(source)
        await runSeed(source.db, {
          adminOrganizationIds: DEVELOPMENT_ADMIN_ORGANIZATION_IDS,
          includeDemoData: true,
          objectStore: createDiskObjectStore(path.join(dataDir, 'uploads')),
          log: pino({ level: 'silent' }),
        })
      } finally {
        await source.close()
      }
      target = await createTestDatabase({ empty: true })
      targets.push(target)
    }, 300_000)

    afterAll(async () => {
      for (const database of targets) await database.drop()
      rmSync(work, { recursive: true, force: true })
    })

    it('refuses to export while a server holds DATA_DIR', async () => {
      // This test's own process stands for the running server.
      const unlock = lockDataDir(dataDir)
      try {
        const result = await runCli('db-export', [file], { DATA_DIR: dataDir })
        expect(result.code, result.stderr).toBe(1)
        expect(result.stderr.trim()).toMatch(/^DATA_DIR .+ sedang dipakai proses lain \(PID \d+\)/)
      } finally {
        unlock()
      }
    }, 240_000)

    it('keeps every row, the ledger sums and the shops’ balances', async () => {
      const exported = await runCli('db-export', [file], { DATA_DIR: dataDir })
      expect(exported.code, exported.stderr).toBe(0)
      expect(exported.stdout).toMatch(/^Ekspor selesai: \d+ baris dari \d+ tabel/)
      // Password hashes and session tokens are in it.
      expect(statSync(file).mode & 0o777).toBe(0o600)

      const imported = await runCli('db-import', [file], { DATABASE_URL: target.url as string })
      expect(imported.code, imported.stderr).toBe(0)
      expect(imported.stdout).toMatch(/^Impor selesai: \d+ baris ke \d+ tabel/)

      const source = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
      const moved = await target.open()
      try {
        const before = await contentsOf(source)
        const after = await contentsOf(moved)
        // The demo is there to be moved: orders, ledger entries and their sums.
        expect(before.counts.orders).toBeGreaterThan(10)
        expect(before.counts.ledger_entries).toBeGreaterThan(10)
        expect(before.ledger.length).toBeGreaterThan(3)
        expect(after).toEqual(before)

        // Value for value, in every stored column of every table (generated ones are recomputed).
        const header = JSON.parse(readFileSync(file, 'utf8').split('\n', 1)[0] as string) as {
          tables: { name: string; columns: string[] }[]
        }
        expect(header.tables.map((t) => t.name).sort()).toEqual(Object.keys(before.counts).sort())
        expect(header.tables.map((t) => t.name)).toContain('users')
        expect(header.tables.map((t) => t.name)).toContain('sessions')
        for (const handle of [source, moved]) {
          await handle.db.execute(sql`set timezone = 'UTC'`)
        }
        for (const table of header.tables) {
          if (table.columns.length === 0) continue
          expect(await digestOf(moved, table.name, table.columns), table.name).toBe(
            await digestOf(source, table.name, table.columns),
          )
        }

        // New ledger entries continue after the moved ones.
        const [next] = await queryRows<{ max: string; next: string }>(
          moved.db,
          sql`select (select max(id) from ledger_entries)::text as max,
                   nextval(pg_get_serial_sequence('ledger_entries', 'id'))::text as next`,
        )
        expect(BigInt(next?.next ?? 0)).toBe(BigInt(next?.max ?? 0) + 1n)
      } finally {
        await source.close()
        await moved.close()
      }
    }, 300_000)

    it('refuses to overwrite a file, and a target that is not empty or at another migration', async () => {
      const overwrite = await runCli('db-export', [file], { DATA_DIR: dataDir })
      expect(overwrite.code).toBe(1)
      expect(overwrite.stderr.trim()).toBe(
        `Berkas ${file} sudah ada; pilih nama lain agar tidak tertimpa.`,
      )

      const again = await runCli('db-import', [file], { DATABASE_URL: target.url as string })
      expect(again.code).toBe(1)
      expect(again.stderr.trim()).toBe(
        'Basis data tujuan tidak kosong (tabel categories sudah berisi data): impor hanya ke basis data baru.',
      )

      const lines = readFileSync(file, 'utf8').split('\n')
      const header = JSON.parse(lines[0] as string) as { migration: string }
      const older = path.join(work, 'older.jsonl')
      writeFileSync(
        older,
        [
          JSON.stringify({ ...header, migration: '0016_expired_orders_index' }),
          ...lines.slice(1),
        ].join('\n'),
      )
      const fresh = await createTestDatabase({ empty: true })
      targets.push(fresh)
      const mismatch = await runCli('db-import', [older], { DATABASE_URL: fresh.url as string })
      expect(mismatch.code).toBe(1)
      expect(mismatch.stderr.trim()).toMatch(
        /^Berkas ekspor ditulis pada migrasi 0016_expired_orders_index, basis data tujuan pada migrasi \d{4}_\w+: ekspor dan impor harus memakai versi PasarPrompt yang sama\.$/,
      )
      const untouched = await fresh.open()
      try {
        const [users] = await queryRows<{ count: number }>(
          untouched.db,
          sql`select count(*)::int as count from users`,
        )
        expect(users?.count).toBe(0)
      } finally {
        await untouched.close()
      }
    }, 240_000)

    it('refuses a file whose ledger was edited to no longer sum to zero, and writes nothing', async () => {
      const lines = readFileSync(file, 'utf8').split('\n')
      const header = JSON.parse(lines[0] as string) as {
        tables: { name: string; columns: string[] }[]
      }
      const amount = header.tables
        .find((table) => table.name === 'ledger_entries')
        ?.columns.indexOf('amount') as number
      expect(amount).toBeGreaterThanOrEqual(0)
      const at = lines.findIndex((line) => line.startsWith('{"t":"ledger_entries"'))
      const entry = JSON.parse(lines[at] as string) as { t: string; r: (string | null)[] }
      entry.r[amount] = String(Number(entry.r[amount]) + 1000)
      lines[at] = JSON.stringify(entry)
      const edited = path.join(work, 'edited.jsonl')
      writeFileSync(edited, lines.join('\n'))

      const fresh = await createTestDatabase({ empty: true })
      targets.push(fresh)
      const refused = await runCli('db-import', [edited], { DATABASE_URL: fresh.url as string })
      expect(refused.code, refused.stderr).toBe(1)
      expect(refused.stderr.trim()).toBe(
        'Buku besar di berkas tidak seimbang (ada pergerakan yang jumlahnya bukan nol): berkas telah diubah atau rusak.',
      )
      const untouched = await fresh.open()
      try {
        const [entries] = await queryRows<{ count: number }>(
          untouched.db,
          sql`select count(*)::int as count from ledger_entries`,
        )
        expect(entries?.count).toBe(0)
      } finally {
        await untouched.close()
      }
    }, 240_000)

    it('survives the documented backup and restore (pg_dump -Fc, pg_restore)', async (context) => {
      const tools = ['pg_dump', 'pg_restore'].filter(
        (tool) => spawnSync(tool, ['--version']).status !== 0,
      )
      if (tools.length > 0) {
        context.skip(`${tools.join(' and ')} not installed: the backup and restore are not tried`)
      }
      const backup = path.join(work, 'pasarprompt.dump')
      const dump = spawnSync('pg_dump', ['-Fc', '-f', backup, '-d', target.url as string], {
        encoding: 'utf8',
      })
      expect(dump.status, dump.stderr).toBe(0)
      const restored = await createTestDatabase({ empty: true })
      targets.push(restored)
      const restore = spawnSync(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '-d', restored.url as string, backup],
        { encoding: 'utf8' },
      )
      expect(restore.status, restore.stderr).toBe(0)

      const original = await target.open()
      const copy = await restored.open()
      try {
        expect(await contentsOf(copy)).toEqual(await contentsOf(original))
      } finally {
        await original.close()
        await copy.close()
      }
    }, 240_000)
  },
)
