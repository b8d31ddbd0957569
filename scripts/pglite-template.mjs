#!/usr/bin/env node
// The embedded database's starting point (issue 27, decision 0032), made by the build and by
// `npm start` when it is missing or was made by another PGlite (`--if-stale`), or on demand with
// `npm run db:template`: apps/server/src/db/pglite-template/ (not in git) — a database fresh
// from PGlite's initdb, dumped with `dumpDataDir('gzip')`, and template.json naming the PGlite
// and PostgreSQL it was made with. A new data folder is loaded from it instead of running initdb
// inside the server, which then kept initdb's ~0.8 GB for its whole life (WebAssembly memory never
// shrinks); here initdb runs in this short process, whose memory goes back when it exits.
// Nothing of ours is inside: no migrations, no rows, no secret.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const folder = path.join(root, 'apps/server/src/db/pglite-template')
const infoFile = path.join(folder, 'template.json')
const archiveFile = path.join(folder, 'pgdata.tar.gz')
// The installed PGlite (npm workspaces install one copy, at the root).
const pglitePackage = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
)
const memorySettings = JSON.parse(
  readFileSync(path.join(root, 'apps/server/src/db/pglite-memory-settings.json'), 'utf8'),
)
const pgliteVersion = JSON.parse(readFileSync(pglitePackage, 'utf8')).version

const current =
  existsSync(archiveFile) &&
  existsSync(infoFile) &&
  JSON.parse(readFileSync(infoFile, 'utf8')).pglite === pgliteVersion
if (process.argv.includes('--if-stale') && current) process.exit(0)

const started = Date.now()
const { PGlite } = await import('@electric-sql/pglite')
// initdb with the memory settings the server runs with (db/pglite-memory-settings.json, read by
// db/client.ts too): its test runs then touch 16 MB of shared buffers, not 128 MB (this process:
// ~840 → ~680 MB peak). initdb also writes them into the template's postgresql.conf, where the
// server's own start parameters override them anyway.
const client = await PGlite.create('memory://', { initDbStartParams: memorySettings })
try {
  const [{ server_version: postgres, server_version_num: versionNumber }] = (
    await client.query(
      "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
    )
  ).rows
  // What initdb wrote to the folder's PG_VERSION: the major version.
  const pgVersion = String(Math.floor(Number(versionNumber) / 10_000))
  const [{ system_identifier: systemIdentifier }] = (
    await client.query('select system_identifier::text from pg_control_system()')
  ).rows
  const dump = await client.dumpDataDir('gzip')
  mkdirSync(folder, { recursive: true })
  rmSync(infoFile, { force: true })
  writeFileSync(archiveFile, Buffer.from(await dump.arrayBuffer()))
  // Written last: an archive without it (a run cut short) is made again, and not used.
  const info = { pglite: pgliteVersion, pgVersion, postgres, systemIdentifier }
  writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`)
  console.info(
    `Templat basis data PGlite ${pgliteVersion} (PostgreSQL ${postgres}) dibuat di ` +
      `${path.relative(root, folder)} (${(dump.size / 1024 / 1024).toFixed(1)} MB, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
} finally {
  await client.close()
}
