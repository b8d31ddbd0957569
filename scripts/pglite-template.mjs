#!/usr/bin/env node
// `npm run db:template`: writes the embedded database's starting point,
// apps/server/src/db/pglite-template/ — a database fresh from PGlite's initdb, dumped with
// `dumpDataDir('gzip')`, and template.json naming the PGlite and PostgreSQL it was made with.
// A new data folder is loaded from it instead of running initdb, which held the demo's first
// start at ~1 GB (issue 27, decision 0032). Nothing of ours is inside: no migrations, no rows.
// Run it after every PGlite upgrade; a unit test (db/pglite-template.test.ts) says so.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const folder = path.join(root, 'apps/server/src/db/pglite-template')
// The version of the PGlite imported above (npm workspaces install one copy, at the root).
const pglitePackage = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
)
const pgliteVersion = JSON.parse(readFileSync(pglitePackage, 'utf8')).version

const client = await PGlite.create('memory://')
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
  writeFileSync(path.join(folder, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()))
  const info = { pglite: pgliteVersion, pgVersion, postgres, systemIdentifier }
  writeFileSync(path.join(folder, 'template.json'), `${JSON.stringify(info, null, 2)}\n`)
  console.info(
    `Templat PGlite ${pgliteVersion} (PostgreSQL ${postgres}) ditulis ke ` +
      `${path.relative(root, folder)} (${(dump.size / 1024 / 1024).toFixed(1)} MB)`,
  )
} finally {
  await client.close()
}
