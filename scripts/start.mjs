#!/usr/bin/env node
// `npm start`: builds the web app and the server when their builds are missing or older than
// their sources, makes the embedded database's template when it is missing or stale, then runs
// the compiled server (which migrates and seeds the database before it listens); `--build-only`
// stops after the builds.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildServerIfStale,
  isStale,
  makeTemplateIfStale,
  serverArgs,
  serverDir,
} from './server-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const web = path.join(root, 'apps/web')
// The browser's build and the storefront's server renderer (decision 0031) are built together.
const builtFiles = [
  path.join(web, 'dist/index.html'),
  path.join(web, 'dist-server/entry-server.js'),
]
const webInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
  .map((entry) => path.join(web, entry))
  .concat(path.join(root, 'packages/contracts/src'))
if (isStale(webInputs, builtFiles)) {
  console.info('Membangun aplikasi web…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@pasarprompt/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The embedded database's template (decision 0032): made once, in a process of its own, so the
// server's first start loads it instead of running initdb and keeping initdb's memory.
makeTemplateIfStale()
// After the template: the compiled server carries a copy of it (dist/pglite-template).
buildServerIfStale()
// `bench:web` builds through here, then starts the server with its own port and data folder.
if (process.argv.includes('--build-only')) process.exit(0)

// In a process group of its own: Ctrl+C at a terminal (or a signal to the whole group) reaches
// only this script, which passes it on once. Sent to both, the server got every signal twice.
const server = spawn(process.execPath, serverArgs, {
  cwd: serverDir,
  stdio: 'inherit',
  detached: true,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
// A closed terminal hangs up on this script's group only: the server shuts down as on SIGTERM.
process.on('SIGHUP', () => server.kill('SIGTERM'))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
