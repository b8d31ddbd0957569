import { defineConfig } from 'vitest/config'

/**
 * `npm run test:stress`: the long parts of the adversarial suite (issue 17), against the real
 * app and, where they say so, a real PostgreSQL (TEST_DATABASE_URL). Not part of `npm test`.
 */
export default defineConfig({
  test: {
    name: 'stress',
    root: 'apps/server',
    include: ['stress/**/*.stress.test.ts'],
    env: { TEST_DATABASE_KIND: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
})
