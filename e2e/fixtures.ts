import { randomBytes } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { linkFromMail } from '../apps/server/test/helpers/mailbox.ts'

export const DEMO_PASSWORD = 'pasarprompt-demo'
export const demo = {
  admin: 'admin@demo.pasarprompt.id',
  seller: 'penjual@demo.pasarprompt.id',
  secondSeller: 'penjual2@demo.pasarprompt.id',
  buyer: 'pembeli@demo.pasarprompt.id',
}

// Chrome logs every 4xx response as a console error; a test that expects one asserts on what
// the user sees instead. Server errors (5xx) still fail the test.
const EXPECTED_HTTP_REFUSAL =
  /^Failed to load resource: the server responded with a status of 4\d\d/

/**
 * Every page test fails on a console error or an uncaught exception in the browser
 * (a CSP violation shows up here too).
 */
export const test = base.extend<{
  consoleErrors: string[]
  allowedConsoleErrors: string[]
  signedInElsewhere: (email: string) => Promise<Page>
}>({
  /** Beginnings of texts a test expects the app to log, e.g. the spec's 'Resource not found'. */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() !== 'error' || EXPECTED_HTTP_REFUSAL.test(text)) return
        if (!allowedConsoleErrors.some((allowed) => text.startsWith(allowed))) errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors in the browser').toEqual([])
    },
    { auto: true },
  ],
  /**
   * A second browser (its own cookies, the project's viewport) signed in as `email`: the other
   * side of a live journey (a seller watching while a buyer pays). Closed after the test.
   */
  signedInElsewhere: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = []
    await use(async (email) => {
      const context = await browser.newContext()
      contexts.push(context)
      const page = await context.newPage()
      await signIn(page, email)
      return page
    })
    for (const context of contexts) await context.close()
  },
})

/** Signs in through the API, sharing the cookie with the page (faster than the form). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const origin = new URL(
    page.url() === 'about:blank' ? String(test.info().project.use.baseURL) : page.url(),
  ).origin
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin },
  })
  expect(response.ok()).toBe(true)
}

/** Signs up a new account of the test's own (wishlists and the like stay separate per test). */
export async function signUpFresh(page: Page) {
  const email = `uji-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@contoh.id`
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Pembeli Uji', email, password: 'rahasia-sekali-123' },
    headers: { origin },
  })
  expect(response.ok()).toBe(true)
  return email
}

/** On phones the account buttons live in the menu sheet; open it first there. */
export async function openMenuIfPhone(page: Page) {
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click()
  }
}

/**
 * A verified seller with a new shop of this test's own: no bank account yet (the red dot), and a
 * microsite nobody else edits while the other project's run does the same.
 */
/** Follows the verification link the sign-up mailed to `email` (the server's mail folder). */
export async function verifyEmail(page: Page, email: string) {
  let link: string | undefined
  await expect
    .poll(
      () =>
        (link = linkFromMail(String(process.env.E2E_DATA_DIR), email, '/api/auth/verify-email')),
    )
    .toBeTruthy()
  await page.goto(String(link))
}

export async function openFreshShop(page: Page) {
  const id = randomBytes(3).toString('hex')
  const email = `toko-${id}@contoh.id`
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sari Kreator', email, password: 'rahasia-sekali-123' },
    headers: { origin },
  })
  expect(signUp.ok()).toBe(true)
  await verifyEmail(page, email)
  const shop = { name: `Toko Sari ${id}`, slug: `toko-sari-${id}` }
  const created = await page.request.post('/api/v1/account/shops', {
    data: shop,
    headers: { origin },
  })
  expect(created.ok()).toBe(true)
  return shop
}

// A real 1×1 PNG: the server decodes every upload and re-encodes it to WebP.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export { expect }
