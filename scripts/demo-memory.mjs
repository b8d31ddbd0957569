#!/usr/bin/env node
// `npm run bench:memory [-- --data-dir DIR]`: the embedded demo's memory (issue 27). Builds what
// `npm start` builds, then starts the server as `npm start` does (compiled, PGlite, demo data)
// twice on one data folder — the first start creates the database and seeds it, the second
// opens it as every later start does — and for
// each reads the server process's resident (VmRSS) and peak (VmHWM) memory from
// /proc/<pid>/status: when it answers ready, and after some public pages have been read. A
// fresh temporary folder unless --data-dir names one (then it is kept). Linux only.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serverArgs, serverDir } from './server-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } })
const dataDir = values['data-dir']
  ? path.resolve(values['data-dir'])
  : mkdtempSync(path.join(tmpdir(), 'pasarprompt-memory-'))

const megabytes = (pid, field) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024)
}

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function measure(label) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  const server = spawn(process.execPath, serverArgs, {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`)
      const ready = await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() - started > 300_000) throw new Error('the server was not ready in 5 min')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const seconds = (Date.now() - started) / 1000
    const atReady = {
      resident: megabytes(server.pid, 'VmRSS'),
      peak: megabytes(server.pid, 'VmHWM'),
    }
    // What a visitor's first look reads: lists, a prompt, a shop, search.
    const list = await (await fetch(`${url}/api/v1/products`)).json()
    const paths = [
      '/api/v1/categories',
      '/api/v1/products?q=foto',
      '/api/v1/products?sort=harga-naik',
    ]
    for (const item of list.items?.slice(0, 5) ?? []) {
      paths.push(`/api/v1/products/${item.slug}`, `/api/v1/shops/${item.shop.slug}`)
    }
    for (let round = 0; round < 5; round++) {
      await Promise.all(paths.map((p) => fetch(`${url}${p}`).then((r) => r.arrayBuffer())))
    }
    const afterReads = {
      resident: megabytes(server.pid, 'VmRSS'),
      peak: megabytes(server.pid, 'VmHWM'),
    }
    return { label, seconds, atReady, afterReads }
  } finally {
    server.kill('SIGTERM')
    await exited
  }
}

// The builds `npm start` makes first (web app, database template, compiled server), so what is
// measured is the server `npm start` runs.
const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
  cwd: root,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

try {
  const runs = [await measure('first start (database created, demo seeded)')]
  runs.push(await measure('second start (existing database)'))
  console.info(`\nEmbedded demo memory (PGlite + demo data), data folder ${dataDir}\n`)
  console.info('| start | ready after | resident at ready | resident after reads | peak |')
  console.info('| --- | --- | --- | --- | --- |')
  for (const run of runs) {
    console.info(
      `| ${run.label} | ${run.seconds.toFixed(1)} s | ${run.atReady.resident} MB | ${run.afterReads.resident} MB | ${run.afterReads.peak} MB |`,
    )
  }
} finally {
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true })
}
