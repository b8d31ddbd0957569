import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrationsFolder } from '../migrate.ts'

/**
 * The file `npm run db:export` writes and `npm run db:import` reads: JSON Lines, so a large
 * database streams through in constant memory and the file can be inspected with ordinary
 * tools. Line 1 is the header; every further line is one row, `{"t": table, "r": [values]}`,
 * tables in foreign-key order (a row's references come before it). Every value is PostgreSQL's
 * own text form of the column (`col::text`) or null, turned back by the column type's input
 * function on import: bigint, numeric, timestamps with their offset, jsonb, bytea (`\x…` hex)
 * and arrays round-trip exactly, which JSON numbers or JavaScript dates would not.
 */
export const FILE_FORMAT = 'pasarprompt-db-export'
export const FILE_VERSION = 1

export interface TableInFile {
  name: string
  /** The stored columns in table order; generated columns are left out (they are recomputed). */
  columns: string[]
  rows: number
}

export interface FileHeader {
  format: typeof FILE_FORMAT
  version: typeof FILE_VERSION
  exportedAt: string
  /** The last migration applied to the source: the target must be at the same one. */
  migration: string
  tables: TableInFile[]
}

export interface RowLine {
  t: string
  r: (string | null)[]
}

/** Why a move refuses to go on: one Indonesian line for the operator, exit code 1. */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MoveRefused'
  }
}

/** Runs a query and returns its rows as objects; PGlite and node-postgres both fit. */
export type RunQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>

export interface CatalogTable {
  name: string
  columns: { name: string; type: string }[]
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The application's tables (better-auth's included: they live in `public` too), each with
 * its stored columns, in an order where every table comes after those it references.
 */
export async function readCatalog(query: RunQuery): Promise<CatalogTable[]> {
  const tables = await query<{ name: string; columns: { name: string; type: string }[] }>(
    `select c.relname as name,
            coalesce(json_agg(json_build_object('name', a.attname,
                                                'type', format_type(a.atttypid, a.atttypmod))
                              order by a.attnum) filter (where a.attnum is not null), '[]') as columns
       from pg_class c
       left join pg_attribute a
         on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      group by c.relname`,
  )
  const references = await query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace
        and parent.relnamespace = 'public'::regnamespace`,
  )
  return inReferenceOrder(tables, references)
}

function inReferenceOrder(
  tables: CatalogTable[],
  references: { child: string; parent: string }[],
): CatalogTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]))
  const parentsOf = new Map<string, Set<string>>()
  for (const { child, parent } of references) {
    // A table referencing itself needs its rows in order, not the table: none does today.
    if (child === parent) continue
    const parents = parentsOf.get(child) ?? new Set()
    parents.add(parent)
    parentsOf.set(child, parents)
  }
  const ordered: CatalogTable[] = []
  const placed = new Set<string>()
  // Alphabetical among the tables that are ready: the same database always gives the same file.
  let remaining = [...byName.keys()].sort()
  while (remaining.length > 0) {
    const ready = remaining.filter((name) =>
      [...(parentsOf.get(name) ?? [])].every((parent) => placed.has(parent)),
    )
    if (ready.length === 0) {
      throw new MoveRefused(
        `Tabel ${remaining.join(', ')} saling mereferensikan; urutan impor tidak dapat ditentukan.`,
      )
    }
    for (const name of ready) {
      placed.add(name)
      ordered.push(byName.get(name) as CatalogTable)
    }
    remaining = remaining.filter((name) => !placed.has(name))
  }
  return ordered
}

/** drizzle-kit's journal: the `when` stamp drizzle records per migration, and its tag. */
function migrationTags(): Map<number, string> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] }
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]))
}

/** The tag of the last migration applied to a database, or undefined when it has none. */
export async function appliedMigration(query: RunQuery): Promise<string | undefined> {
  const [exists] = await query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )
  if (!exists?.present) return undefined
  const [last] = await query<{ created_at: string }>(
    `select created_at::text as created_at from drizzle.__drizzle_migrations
      order by created_at desc limit 1`,
  )
  if (!last) return undefined
  const when = Number(last.created_at)
  // A migration this code does not know (a newer version wrote it) is named by its stamp.
  return migrationTags().get(when) ?? `migrasi tak dikenal (${when})`
}
