import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'

/**
 * The embedded database's starting point (issue 27, decision 0032): a database fresh from
 * PGlite's initdb, made in a short process of its own by the build and by `npm start`
 * (scripts/pglite-template.mjs, not in git), loaded into a new data folder instead of running
 * initdb in the server. initdb runs a second WebAssembly instance beside the first and copies its
 * heap, and WebAssembly memory never shrinks: a server that ran it kept ~0.8 GB for its life. A folder's files only suit the
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
 * The template's archive (gzip of a tar), or why it cannot be used (missing, or made with another
 * PGlite than the installed one); then the caller lets PGlite run initdb, as correct, only heavier.
 * An unreadable file throws, which the caller treats the same way.
 */
export function readPgliteTemplate(): { archive: NonSharedBuffer } | { unusable: string } {
  if (!pgliteTemplateFolder) return { unusable: 'templat belum dibuat' }
  const made = readPgliteTemplateInfo(pgliteTemplateFolder).pglite
  const installed = installedPgliteVersion()
  if (made !== installed) {
    return { unusable: `templat dibuat dengan PGlite ${made}, yang terpasang ${installed}` }
  }
  return { archive: readFileSync(path.join(pgliteTemplateFolder, 'pgdata.tar.gz')) }
}

/**
 * Writes the template's files into `folder` with plain file writes, so PGlite then finds a
 * database and only opens it. Handing the archive to PGlite's `loadDataDir` instead passes every
 * file through its WebAssembly heap and JavaScript copies of the whole archive: ~75 MB more at
 * the first start's peak, which the process keeps. `dumpDataDir` writes a ustar archive: a
 * 512-byte header a member (name at 0, octal size at 124, type at 156), its bytes padded to 512,
 * and zero blocks at the end.
 */
export function extractPgliteTemplate(archive: Buffer, folder: string) {
  const tar = gunzipSync(archive)
  // PG_VERSION is what marks a folder as a database (client.ts): written last, so a folder
  // filled halfway is still a new one.
  let pgVersion: Buffer | undefined
  const text = (start: number, length: number) =>
    tar.toString('latin1', start, start + length).replace(/\0.*$/s, '')
  mkdirSync(folder, { recursive: true })
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, 100)
    if (!name) break
    const prefix = text(offset + 345, 155)
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8)
    const type = text(offset + 156, 1)
    const target = path.join(folder, prefix ? `${prefix}/${name}` : name)
    const inside = path.relative(folder, target)
    if (inside.startsWith('..') || path.isAbsolute(inside)) {
      throw new Error(`templat memuat jalur di luar foldernya: ${name}`)
    }
    const bytes = tar.subarray(offset + 512, offset + 512 + size)
    if (type === '5') mkdirSync(target, { recursive: true })
    else if (inside === 'PG_VERSION') pgVersion = bytes
    else if (type === '0' || type === '') {
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, bytes, { mode: 0o600 })
    }
    offset += 512 + Math.ceil(size / 512) * 512
  }
  if (!pgVersion) throw new Error('templat tanpa PG_VERSION')
  writeFileSync(path.join(folder, 'PG_VERSION'), pgVersion, { mode: 0o600 })
}
