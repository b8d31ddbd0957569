import { once } from 'node:events'
import { createWriteStream, rmSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import {
  appliedMigration,
  FILE_FORMAT,
  FILE_VERSION,
  type FileHeader,
  MoveRefused,
  quoteIdent,
  type RowLine,
  type RunQuery,
  readCatalog,
} from './database-file.ts'

/** Rows read from the database at a time: the file is written as they come. */
const FETCH_ROWS = 1_000

/**
 * Writes every row of every application table of an embedded (PGlite) database to `file`
 * (format: database-file.ts), from one consistent snapshot. The file must not exist yet.
 */
export async function exportDatabase(client: PGlite, file: string) {
  const query: RunQuery = async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows

  const migration = await appliedMigration(query)
  if (!migration) {
    throw new MoveRefused('Basis data sumber belum pernah dimigrasi: tidak ada data PasarPrompt.')
  }

  let out: ReturnType<typeof createWriteStream>
  try {
    // Password hashes and session tokens are in it: readable by its owner only.
    out = createWriteStream(file, { flags: 'wx', mode: 0o600 })
    await once(out, 'open')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new MoveRefused(
      code === 'EEXIST'
        ? `Berkas ${file} sudah ada; pilih nama lain agar tidak tertimpa.`
        : `Berkas ${file} tidak dapat ditulis (${code ?? 'galat'}).`,
    )
  }
  const write = async (value: FileHeader | RowLine) => {
    if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain')
  }

  let rows = 0
  let tables = 0
  try {
    await client.exec(`begin isolation level repeatable read read only;
      set local timezone = 'UTC'; set local bytea_output = 'hex'; set local extra_float_digits = 1;`)
    const catalog = await readCatalog(query)
    const counted = []
    for (const table of catalog) {
      const [row] = await query<{ count: number }>(
        `select count(*)::int as count from ${quoteIdent(table.name)}`,
      )
      counted.push({ ...table, rows: row?.count ?? 0 })
    }
    await write({
      format: FILE_FORMAT,
      version: FILE_VERSION,
      exportedAt: new Date().toISOString(),
      migration,
      tables: counted.map(({ name, columns, rows }) => ({
        name,
        columns: columns.map((column) => column.name),
        rows,
      })),
    })
    for (const table of counted) {
      tables += 1
      if (table.columns.length === 0 || table.rows === 0) continue
      const selection = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ')
      await client.exec(
        `declare export_rows no scroll cursor for select ${selection} from ${quoteIdent(table.name)}`,
      )
      for (;;) {
        const batch = await client.query<(string | null)[]>(
          `fetch ${FETCH_ROWS} from export_rows`,
          [],
          { rowMode: 'array' },
        )
        for (const values of batch.rows) await write({ t: table.name, r: values })
        rows += batch.rows.length
        if (batch.rows.length < FETCH_ROWS) break
      }
      await client.exec('close export_rows')
    }
    await client.exec('commit')
    out.end()
    await once(out, 'finish')
  } catch (error) {
    await client.exec('rollback').catch(() => {})
    out.destroy()
    // Half a file must never pass for an export.
    rmSync(file, { force: true })
    throw error
  }
  return { migration, tables, rows }
}
