import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The embedded database's starting point (issue 27, decision 0032): a database fresh from
 * PGlite's initdb, made by `npm run db:template` and shipped in the repository, loaded into a new
 * data folder instead of running initdb there. initdb runs a second WebAssembly instance beside
 * the first and copies its heap, and WebAssembly memory never shrinks: the demo's first start
 * peaked at ~1 GB, against ~0.4 GB once its folder existed. A folder's files only suit the
 * PGlite (and PostgreSQL) that wrote them, hence template.json.
 */
export interface PgliteTemplateInfo {
  /** The @electric-sql/pglite version it was made with. */
  pglite: string
  /** The folder's PG_VERSION: PostgreSQL's major version. */
  pgVersion: string
  /** PostgreSQL's full version. */
  postgres: string
  /** pg_control_system()'s system_identifier: every database made from it shares it. */
  systemIdentifier: string
}

/** The template's folder: beside this file, or in dist/ for the compiled server and its commands. */
export const pgliteTemplateFolder = ['./pglite-template', '../pglite-template']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(path.join(folder, 'template.json')))

export function readPgliteTemplateInfo(folder: string): PgliteTemplateInfo {
  return JSON.parse(readFileSync(path.join(folder, 'template.json'), 'utf8'))
}

/** The version of the PGlite this process runs (its package exports no package.json). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = path.join(path.dirname(entry), '..', 'package.json')
  return JSON.parse(readFileSync(manifest, 'utf8')).version
}

/**
 * The template as `loadDataDir` takes it, or why it cannot be used (missing, or made with another
 * PGlite than the installed one); then the caller lets PGlite run initdb, as correct, only heavier.
 */
export function loadPgliteTemplate(): { dump: Blob } | { unusable: string } {
  if (!pgliteTemplateFolder) return { unusable: 'templat tidak ditemukan' }
  const made = readPgliteTemplateInfo(pgliteTemplateFolder).pglite
  const installed = installedPgliteVersion()
  if (made !== installed) {
    return { unusable: `templat dibuat dengan PGlite ${made}, yang terpasang ${installed}` }
  }
  const bytes = readFileSync(path.join(pgliteTemplateFolder, 'pgdata.tar.gz'))
  return { dump: new Blob([bytes], { type: 'application/x-gzip' }) }
}
