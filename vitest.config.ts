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
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
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
