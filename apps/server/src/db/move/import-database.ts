import { createReadStream, existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import type pg from 'pg'
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

/** Bind parameters a statement may carry stay well below PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000
const MAX_ROWS_PER_INSERT = 500

/**
 * Loads a file of `exportDatabase` into a PostgreSQL database already migrated to the same
 * migration and still empty: every row in one transaction, tables in reference order, then
 * each identity column's sequence moved past the highest id. Refuses (MoveRefused) anything
 * else, leaving the target as it was.
 */
export async function importDatabase(pool: pg.Pool, file: string) {
  if (!existsSync(file)) throw new MoveRefused(`Berkas ${file} tidak ditemukan.`)
  const lines = createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })
  const iterator = lines[Symbol.asyncIterator]()
  let header: FileHeader
  try {
    const first = await iterator.next()
    header = JSON.parse(first.done ? '' : first.value) as FileHeader
  } catch {
    throw new MoveRefused(`Berkas ${file} bukan hasil npm run db:export.`)
  }
  if (
    header?.format !== FILE_FORMAT ||
    header.version !== FILE_VERSION ||
    !Array.isArray(header.tables)
  ) {
    throw new MoveRefused(
      `Berkas ${file} bukan hasil npm run db:export (versi format ${FILE_VERSION}).`,
    )
  }

  const client = await pool.connect()
  const query: RunQuery = async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[]
  let rows = 0
  try {
    const migration = await appliedMigration(query)
    if (migration !== header.migration) {
      throw new MoveRefused(
        `Berkas ekspor ditulis pada migrasi ${header.migration}, basis data tujuan pada migrasi ${migration ?? '(belum ada)'}: ekspor dan impor harus memakai versi PasarPrompt yang sama.`,
      )
    }
    const catalog = new Map((await readCatalog(query)).map((table) => [table.name, table]))
    const fileTables = new Set(header.tables.map((table) => table.name))
    for (const table of header.tables) {
      const target = catalog.get(table.name)
      if (!target || target.columns.map((c) => c.name).join() !== table.columns.join()) {
        throw new MoveRefused(
          `Tabel ${table.name} di berkas ekspor tidak cocok dengan basis data tujuan.`,
        )
      }
    }
    const missing = [...catalog.keys()].filter((name) => !fileTables.has(name))
    if (missing.length > 0) {
      throw new MoveRefused(`Berkas ekspor tidak memuat tabel ${missing.join(', ')}.`)
    }

    await client.query('begin')
    for (const table of header.tables) {
      const [row] = await query<{ present: boolean }>(
        `select exists (select from ${quoteIdent(table.name)}) as present`,
      )
      if (row?.present) {
        throw new MoveRefused(
          `Basis data tujuan tidak kosong (tabel ${table.name} sudah berisi data): impor hanya ke basis data baru.`,
        )
      }
    }
    // The file holds what triggers would derive (the search lexicon learnt from prompts) and
    // nobody listens yet: user triggers are off for the load, inside this transaction only.
    // Foreign keys stay checked (the file's table order satisfies them), and so do the ledger's
    // own triggers, which check rather than derive: an edited file whose movements do not sum
    // to zero is refused at commit.
    for (const table of derivingTables(header)) {
      await client.query(`alter table ${quoteIdent(table.name)} disable trigger user`)
    }

    const seen = new Map<string, number>()
    let position = 0
    let batch: (string | null)[][] = []
    const flush = async () => {
      const table = header.tables[position]
      if (!table || batch.length === 0) return
      const types = (catalog.get(table.name)?.columns ?? []).map((column) => column.type)
      const params: (string | null)[] = []
      const tuples = batch.map((values) => {
        const placeholders = values.map((value, index) => {
          params.push(value)
          return `$${params.length}::${types[index]}`
        })
        return `(${placeholders.join(', ')})`
      })
      // OVERRIDING SYSTEM VALUE: identity ids (ledger entries) keep their numbers.
      await client.query(
        `insert into ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})
         overriding system value values ${tuples.join(', ')}`,
        params,
      )
      rows += batch.length
      batch = []
    }

    for await (const line of { [Symbol.asyncIterator]: () => iterator }) {
      if (line === '') continue
      let parsed: RowLine
      try {
        parsed = JSON.parse(line) as RowLine
      } catch {
        throw new MoveRefused(`Berkas ${file} rusak: ada baris yang bukan JSON.`)
      }
      while (header.tables[position] && header.tables[position]?.name !== parsed.t) {
        await flush()
        position += 1
      }
      const table = header.tables[position]
      if (!table || !Array.isArray(parsed.r) || parsed.r.length !== table.columns.length) {
        throw new MoveRefused(
          `Berkas ${file} rusak: baris tabel ${parsed.t} tidak sesuai urutan atau kolomnya.`,
        )
      }
      seen.set(table.name, (seen.get(table.name) ?? 0) + 1)
      batch.push(parsed.r)
      const perInsert = Math.min(
        MAX_ROWS_PER_INSERT,
        Math.floor(MAX_PARAMETERS / table.columns.length),
      )
      if (batch.length >= perInsert) await flush()
    }
    await flush()
    for (const table of header.tables) {
      const count = seen.get(table.name) ?? 0
      if (count !== table.rows) {
        throw new MoveRefused(
          `Berkas ${file} terpotong: tabel ${table.name} berisi ${count} dari ${table.rows} baris.`,
        )
      }
    }

    for (const table of derivingTables(header)) {
      await client.query(`alter table ${quoteIdent(table.name)} enable trigger user`)
    }
    await resetSequences(query)
    await client.query('commit').catch((error: Error) => {
      // The ledger's zero-sum check runs at commit (migration 0005).
      if (!/does not sum to zero/.test(error.message)) throw error
      throw new MoveRefused(
        'Buku besar di berkas tidak seimbang (ada pergerakan yang jumlahnya bukan nol): berkas telah diubah atau rusak.',
      )
    })
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
    lines.close()
  }
  return { migration: header.migration, tables: header.tables.length, rows }
}

/** Every sequence owned by a column (identity or serial) continues after the highest value. */
async function resetSequences(query: RunQuery) {
  const owned = await query<{ sequence: string; table: string; column: string }>(
    `select quote_ident(sn.nspname) || '.' || quote_ident(s.relname) as sequence,
            t.relname as table, a.attname as column
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and t.relnamespace = 'public'::regnamespace`,
  )
  for (const { sequence, table, column } of owned) {
    await query(
      `select setval($1::regclass, coalesce(max(${quoteIdent(column)}), 0) + 1, false)
         from ${quoteIdent(table)}`,
      [sequence],
    )
  }
}

/** Tables whose triggers check what is written (append-only, zero-sum): they stay on. */
const CHECKED_TABLES = new Set(['ledger_entries'])

const derivingTables = (header: FileHeader) =>
  header.tables.filter((table) => !CHECKED_TABLES.has(table.name))
