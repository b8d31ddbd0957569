#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, makes the
// embedded database's template when it is missing or stale, then runs the server (which migrates and seeds the database before it listens); `--build-only`
// stops after the build.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = path.join(root, 'apps/web')
// The browser's build and the storefront's server renderer (decision 0031) are built together.
const builtFiles = [
  path.join(web, 'dist/index.html'),
  path.join(web, 'dist-server/entry-server.js'),
]

function newestChange(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  )
}

const webInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
  .map((entry) => path.join(web, entry))
  .concat(path.join(root, 'packages/contracts/src'))
const builtAt = Math.min(
  ...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
)
if (webInputs.some((input) => newestChange(input) > builtAt)) {
  console.info('Membangun aplikasi web…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@pasarprompt/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The embedded database's template (decision 0032): made once, in a process of its own, so the
// server's first start loads it instead of running initdb and keeping initdb's memory.
const template = spawnSync(
  process.execPath,
  [path.join(root, 'scripts/pglite-template.mjs'), '--if-stale'],
  {
    stdio: 'inherit',
  },
)
if (template.status !== 0) process.exit(template.status ?? 1)
// `bench:web` builds through here, then starts the server with its own port and data folder.
if (process.argv.includes('--build-only')) process.exit(0)

// In a process group of its own: Ctrl+C at a terminal (or a signal to the whole group) reaches
// only this script, which passes it on once. Sent to both, the server got every signal twice.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  detached: true,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A closed terminal hangs up on this script's group only: the server shuts down as on SIGTERM.
process.on('SIGHUP', () => server.kill('SIGTERM'))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
