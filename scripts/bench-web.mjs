#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) on the storefront's
// home, prompt list, a prompt page and a shop page, against the real app with its demo data in a
// throwaway PGlite folder. Per page the median of N runs: score, LCP, TBT, CLS and the gzip bytes
// of the JS and CSS the page loaded. JSON to bench-results/web-<timestamp>.json, a table on stdout.
//
//   npm run bench:web -- [--runs 3] [--pages home,list,prompt,shop] [--url http://host:port]
//                        [--cpu-slowdown 4|auto|<n>]
//
// With --url the script measures a server that is already running instead of starting one.
// Lighthouse's mobile preset slows the CPU 4× whatever the machine; `--cpu-slowdown auto` takes
// the multiplier Lighthouse's own calculator gives for this machine's `benchmarkIndex` (read
// from a first, discarded run), so a fast and a slow machine emulate the same phone.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { calibratedSlowdown } from './lighthouse-slowdown.mjs'
import { serverArgs, serverDir } from './server-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const PAGES = ['home', 'list', 'prompt', 'shop']

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: PAGES.join(',') },
    url: { type: 'string' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs harus bilangan bulat ≥ 1')
const pageNames = options.pages.split(',').filter(Boolean)
for (const name of pageNames)
  if (!PAGES.includes(name)) throw new Error(`halaman tak dikenal: ${name}`)
const slowdownOption = options['cpu-slowdown']
if (slowdownOption !== 'auto' && !(Number(slowdownOption) >= 1))
  throw new Error('--cpu-slowdown harus "auto" atau angka ≥ 1')

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(baseUrl, server) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server berhenti (kode ${server.exitCode})`)
    try {
      const response = await fetch(`${baseUrl}/api/v1/config`)
      if (response.ok) return
    } catch {
      // Not listening yet: migrations and the demo seed run before it does.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server tidak siap dalam 120 detik')
}

/** The real app as `npm start` runs it (built web app, demo data), on its own port and folder. */
async function startApp() {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/start.mjs'), '--build-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) process.exit(build.status ?? 1)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-bench-web-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, serverArgs, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(baseUrl, server)
  } catch (error) {
    stop()
    throw error
  }
  return { baseUrl, stop }
}

async function firstSlug(baseUrl, apiPath) {
  const response = await fetch(`${baseUrl}${apiPath}`)
  if (!response.ok) throw new Error(`${apiPath} menjawab ${response.status}`)
  const { items } = await response.json()
  if (!items?.[0]?.slug) throw new Error(`${apiPath} tidak berisi apa pun`)
  return items[0].slug
}

async function pageUrls(baseUrl) {
  const urls = {
    home: `${baseUrl}/marketplace`,
    list: `${baseUrl}/marketplace/prompt`,
  }
  if (pageNames.includes('prompt'))
    urls.prompt = `${baseUrl}/marketplace/prompt/${await firstSlug(baseUrl, '/api/v1/products')}`
  if (pageNames.includes('shop'))
    urls.shop = `${baseUrl}/${await firstSlug(baseUrl, '/api/v1/shops')}`
  return urls
}

// The server picks the encoding per request; gzip at level 9 of the unpacked file is the
// comparable number (the build writes the same .gz beside each asset).
const gzipBytes = new Map()
async function gzipSizeOf(url) {
  if (!gzipBytes.has(url)) {
    const response = await fetch(url)
    gzipBytes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length)
  }
  return gzipBytes.get(url)
}

/** Chromium's trace sometimes misses the navigation (NO_NAVSTART): such a run is taken again. */
async function measureWithRetry(url, cpuSlowdown, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, cpuSlowdown)
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('NO_NAVSTART')) throw error
      console.warn(`  ${String(error.message ?? error)}: again`)
    }
  }
}

async function measure(url, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the mobile preset's throttling: only the CPU's multiplier changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    })
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const requests = lhr.audits['network-requests'].details.items
    let js = 0
    let css = 0
    const scripts = []
    for (const request of requests) {
      if (request.resourceType === 'Script') {
        const bytes = await gzipSizeOf(request.url)
        js += bytes
        scripts.push({ path: new URL(request.url).pathname, gzip: bytes })
      } else if (request.resourceType === 'Stylesheet') css += await gzipSizeOf(request.url)
    }
    const audit = (id) => lhr.audits[id].numericValue
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(4)),
      // Lighthouse's own measure of this machine's CPU: its slowdown is applied to what was
      // observed here, so at a fixed 4× a slower machine reads as a slower phone.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      jsGzip: js,
      cssGzip: css,
      scripts,
    }
  } finally {
    await chrome.kill()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const app = options.url
  ? { baseUrl: options.url.replace(/\/$/, ''), stop: () => {} }
  : await startApp()
const results = []
let cpuSlowdown = slowdownOption === 'auto' ? 4 : Number(slowdownOption)
try {
  const urls = await pageUrls(app.baseUrl)
  if (slowdownOption === 'auto') {
    const { benchmarkIndex } = await measureWithRetry(urls[pageNames[0]], 4)
    cpuSlowdown = Number(calibratedSlowdown(benchmarkIndex).toFixed(2))
    console.info(`benchmarkIndex ${benchmarkIndex}: CPU ${cpuSlowdown}× lebih lambat`)
  }
  for (const name of pageNames) {
    const samples = []
    for (let run = 1; run <= runs; run++) {
      console.info(`Lighthouse ${name} (${run}/${runs}) ${urls[name]}`)
      samples.push(await measureWithRetry(urls[name], cpuSlowdown))
    }
    const summary = Object.fromEntries(
      ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'benchmarkIndex', 'jsGzip', 'cssGzip'].map(
        (key) => [key, median(samples.map((sample) => sample[key]))],
      ),
    )
    results.push({ page: name, url: urls[name].replace(app.baseUrl, ''), ...summary, samples })
  }
} finally {
  app.stop()
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true })
const file = path.join(
  root,
  'bench-results',
  `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
)
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), runs, preset: 'lighthouse mobile (simulated)', cpuSlowdown, pages: results }, null, 2)}\n`,
)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.info(
  `\nMedian dari ${runs} run per halaman, CPU ${cpuSlowdown}× lebih lambat (${path.relative(root, file)})\n`,
)
console.info('| halaman | path | skor | LCP | TBT | CLS | JS gzip | CSS gzip | benchmarkIndex |')
console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const row of results)
  console.info(
    `| ${row.page} | ${row.url} | ${row.score} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs} ms | ${row.cls} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} | ${row.benchmarkIndex} |`,
  )
