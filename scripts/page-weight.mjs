#!/usr/bin/env node
// Measures what a browser downloads for a page (JS and CSS, bytes on the wire and unpacked),
// against a running server: `node scripts/page-weight.mjs http://localhost:3000/marketplace`.
import { chromium } from 'playwright-core'

const url = process.argv[2] ?? 'http://localhost:3000/marketplace'
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
const files = []
page.on('response', async (response) => {
  const { pathname } = new URL(response.url())
  if (!/\.(js|css)$/.test(pathname)) return
  const headers = await response.allHeaders()
  const body = await response.body().catch(() => Buffer.alloc(0))
  files.push({ pathname, wire: Number(headers['content-length'] ?? body.length), raw: body.length })
})
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(1500)
await browser.close()

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
for (const file of files)
  console.info(
    `${file.pathname.padEnd(48)} ${kb(file.wire).padStart(9)} ${kb(file.raw).padStart(9)}`,
  )
const sum = (key) => files.reduce((total, file) => total + file[key], 0)
console.info(
  `${'total (wire, unpacked)'.padEnd(48)} ${kb(sum('wire')).padStart(9)} ${kb(sum('raw')).padStart(9)}`,
)
