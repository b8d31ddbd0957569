import { test as base, expect } from '@playwright/test'

/**
 * Every page test fails on a console error or an uncaught exception in the browser
 * (a CSP violation shows up here too).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors in the browser').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
