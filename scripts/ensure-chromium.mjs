#!/usr/bin/env node
// Browser tests use Debian's Chromium, never a browser downloaded by Playwright. When it is
// missing and we are root on Debian, install it; otherwise explain how.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(chromium)) process.exit(0)

const isRoot = process.getuid?.() === 0
if (isRoot && existsSync('/etc/debian_version')) {
  console.info('Chromium belum terpasang: memasang paket Debian "chromium"…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  if (existsSync(chromium)) process.exit(0)
}

console.error(
  `Chromium tidak ditemukan di ${chromium}.\n` +
    'Pasang dengan: sudo apt-get install -y chromium (Debian/Ubuntu),\n' +
    'atau arahkan CHROMIUM_PATH ke Chromium/Chrome yang sudah terpasang.',
)
process.exit(1)
