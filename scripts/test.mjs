#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Stops at the first failure.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['build', ['run', 'build']],
  ['unit + integration', ['run', 'test:unit']],
  ['browser', ['run', 'test:e2e']],
]

if (!process.env.TEST_DATABASE_URL) {
  console.info('TEST_DATABASE_URL tidak diisi: suite PostgreSQL dilewati, hanya PGlite yang diuji.')
}

for (const [name, args] of steps) {
  const started = Date.now()
  console.info(`\n▶ ${name}`)
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} gagal (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.info(`✓ ${name} (${seconds} s)`)
}
