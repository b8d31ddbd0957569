// What `npm start` runs, shared with the benches that must measure the same thing: the compiled
// server (decision 0027), built by `npm run build:server` when missing or older than its sources,
// and the embedded database's template (decision 0032), each in a process with the flags below.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const serverDir = path.join(root, 'apps/server')
/**
 * Node flags for a process that runs PGlite, the embedded PostgreSQL (issue 27: the demo under
 * 512 MB; numbers in docs/performance.md, "Memory of the embedded demo"):
 * - `--liftoff-only`: V8 compiles PGlite's WebAssembly with its baseline compiler only. Its
 *   optimising tier, compiling PostgreSQL's functions as they turn hot, holds hundreds of MB for
 *   a moment, and the peak is what a small machine must have (Node 24: a bare open of the
 *   database peaks at 645 MB, 260 MB with the flag; a server's first start 1,068 → 554 MB).
 *   Reads of the demo were not measurably slower (400 searches and pages, alternating runs).
 * - `--max-semi-space-size=16`: the young generation Node 20 uses by default; with Node 24's
 *   larger default the first start peaked ~110 MB higher (554 → 445 MB with the flag).
 * With PostgreSQL (`DATABASE_URL`) no WebAssembly runs; the young generation is then as Node 20's.
 */
export const PGLITE_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=16']

/** `node` arguments from `serverDir`; source maps give TypeScript lines in stack traces. */
export const serverArgs = ['--enable-source-maps', ...PGLITE_NODE_FLAGS, 'dist/main.js']

/** Makes the embedded database's template when missing or made by another PGlite; exits on failure. */
export function makeTemplateIfStale() {
  const template = spawnSync(
    process.execPath,
    [...PGLITE_NODE_FLAGS, path.join(root, 'scripts/pglite-template.mjs'), '--if-stale'],
    { stdio: 'inherit' },
  )
  if (template.status !== 0) process.exit(template.status ?? 1)
}

/** The newest modification time of a file or of anything inside a folder. */
function newestChange(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  )
}

/** True when one of `inputs` changed after the oldest of `outputs` was written (or one is missing). */
export function isStale(inputs, outputs) {
  const builtAt = Math.min(
    ...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  )
  return inputs.filter((input) => existsSync(input)).some((input) => newestChange(input) > builtAt)
}

const serverInputs = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'scripts/build-server.mjs'),
]

/** Builds the server when stale (its build also makes the database template); exits on failure. */
export function buildServerIfStale() {
  if (!isStale(serverInputs, [path.join(serverDir, 'dist/main.js')])) return
  console.info('Membangun server…')
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
