import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// The real server on its own port and an empty PGlite folder, exactly as `npm start` runs it.
// A port of this run's own, so parallel runs (two clones, CI beside a developer) never collide;
// workers load this file again and inherit the main process's choice through the environment.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))
const port = Number(process.env.E2E_PORT)
// Workers load this file again: they must reuse the folder the server was started with, whose
// mailbox the tests read (verification links).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pasarprompt-e2e-'))
process.env.E2E_DATA_DIR = dataDir
const baseURL = `http://localhost:${port}`
const PLATFORM_SPECS = /waitlist\.spec\.ts$/
// axe visits every route at both widths and in both themes itself: one project runs it once.
const ACCESSIBILITY_SPEC = /accessibility\.spec\.ts$/

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // CI shares this 2-core machine with whatever else runs — another whole `npm test` beside it
  // included (issue 28) — so a page that needs 15 s under load is slow, not broken: the limits
  // are there for a hang. A test that fails twice is reported as failed; one that passes on
  // retry as flaky.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (scripts/ensure-chromium.mjs); Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1366, height: 768 } },
      testIgnore: [PLATFORM_SPECS, ACCESSIBILITY_SPEC],
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: [PLATFORM_SPECS, ACCESSIBILITY_SPEC],
    },
    {
      name: 'accessibility',
      testMatch: ACCESSIBILITY_SPEC,
    },
    // Specs that change a platform-wide setting (the sign-up mode) would break the others'
    // journeys mid-run: they run alone, once both viewports are done.
    {
      name: 'platform',
      use: { viewport: { width: 1366, height: 768 } },
      testMatch: PLATFORM_SPECS,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health/ready`,
    // A first start creates, migrates and seeds the database: ~25 s on an idle 2-core machine,
    // several times that beside another test run (issue 28). Bounded, like STARTUP_LIMIT_MS.
    timeout: 300_000,
    reuseExistingServer: false,
    // The server logs only warnings here; when it cannot start, its reason is on stdout.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
})
