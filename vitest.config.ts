import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const serverTests = (
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    // Unit tests beside the code need no database: the PostgreSQL run takes only test/.
    include:
      database === 'pglite' ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : ['test/**/*.test.ts'],
    env: { TEST_DATABASE_KIND: database },
    // Migrates one template database a run; each test file gets a copy of it.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Files share one worker's modules (each still builds its own app on its own database):
    // importing the app afresh for every file cost more than most files' tests.
    isolate: false,
    // Limits for a hang, not for speed: beside another whole `npm test` on 2 cores (issue 28) a
    // test that takes 5 s alone may take several times that.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] },
      },
      serverTests('server · PGlite', 'pglite'),
      // The same server suites against a real PostgreSQL when one is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverTests('server · PostgreSQL', 'postgres')] : []),
    ],
  },
})
