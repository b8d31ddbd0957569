import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { linkFromMail } from '../apps/server/test/helpers/mailbox.ts'

export const DEMO_PASSWORD = 'pasarprompt-demo'
/**
 * A bought prompt's text as the buyer's page shows it: each word may end in an invisible leak
 * mark (zero-width characters, decision 0042), which `getByText` would otherwise not see past.
 */
export function shownPromptText(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(escaped.replaceAll(' ', '[\u200B-\u200D\u2063]* '))
}

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
/** Someone else, reached through the API only: their address and their own cookies. */
export interface Person {
  email: string
  api: APIRequestContext
}

/**
 * A storefront page arrives painted by the server (decision 0031) and answers clicks once the
 * app has hydrated it: after this, `page.goto` and `page.reload` wait for that, as a person waits
 * for a page to finish loading. Other pages do not wait. For every page a test opens itself.
 */
export function waitsForHydration(page: Page): Page {
  const recording = page.addInitScript(recordToasts)
  // A test that never opens a page (or skips) ends with this pending: not its failure.
  recording.catch(() => {})
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
        document.documentElement.hasAttribute('data-app-ready'),
      null,
      { timeout: 60_000 },
    )
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    await recording
    const response = await goto(...args)
    await hydrated()
    return response
  }
  page.reload = async (...args) => {
    await recording
    const response = await reload(...args)
    await hydrated()
    return response
  }
  return page
}

/**
 * Runs in the page: every toast title the notifications region shows is kept in `toastTextsSeen`. A
 * toast shows for 5 s, a window a poll on a loaded machine may miss (`expectToast`).
 */
function recordToasts() {
  const seen: string[] = []
  Object.assign(window, { toastTextsSeen: seen })
  new MutationObserver(() => {
    // A toast is an `li` whose first block holds the title, then the description (toaster.tsx).
    for (const title of Array.from(
      document.querySelectorAll(
        '[role="region"][aria-label^="Notifikasi"] li > div > :first-child',
      ),
    )) {
      const text = title.textContent ?? ''
      if (text && !seen.includes(text)) seen.push(text)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** A toast titled exactly `text` has shown on `page` (a page opened through `waitsForHydration`). */
export async function expectToast(page: Page, text: string) {
  const seen = () =>
    page
      .evaluate(() => (window as { toastTextsSeen?: string[] }).toastTextsSeen ?? null)
      .catch(() => []) // the page was between two documents
  expect(await seen(), 'this page records no toasts: open it through waitsForHydration').not.toBe(
    null,
  )
  // On failure the list received is every toast title the page showed.
  await expect.poll(seen, { message: `a toast "${text}" on ${page.url()}` }).toContain(text)
}

export const test = base.extend<{
  consoleErrors: string[]
  allowedConsoleErrors: string[]
  signedInElsewhere: (email: string) => Promise<Page>
  verifiedPerson: (name: string) => Promise<Person>
}>({
  /** Every test's page waits for a painted page to hydrate (`waitsForHydration`). */
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForHydration(page))
  },
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
      const page = waitsForHydration(await context.newPage())
      await signIn(page, email)
      return page
    })
    for (const context of contexts) await context.close()
  },
  /**
   * A new account with a proved address, signed in through a request context of its own (no
   * browser: quicker when only the page's user is watched), its `Origin` the app's. Disposed
   * after the test.
   */
  verifiedPerson: async ({ playwright }, use) => {
    const contexts: APIRequestContext[] = []
    await use(async (name) => {
      const origin = new URL(String(test.info().project.use.baseURL)).origin
      const api = await playwright.request.newContext({
        baseURL: origin,
        extraHTTPHeaders: { origin },
      })
      contexts.push(api)
      const email = `orang-${randomBytes(5).toString('hex')}@contoh.id`
      const signUp = await api.post('/api/auth/sign-up/email', {
        data: { name, email, password: 'rahasia-sekali-123' },
      })
      expect(signUp.ok(), `sign-up of ${email}: ${signUp.status()}`).toBe(true)
      const link = await mailedLink(email, '/api/auth/verify-email')
      expect((await api.get(link)).ok(), `verification of ${email}`).toBe(true)
      return { email, api }
    })
    for (const context of contexts) await context.dispose()
  },
})

/** The first link containing `fragment` in the newest mail to `email`, once it has been written. */
export async function mailedLink(email: string, fragment: string) {
  let link: string | undefined
  await expect
    .poll(() => (link = linkFromMail(String(process.env.E2E_DATA_DIR), email, fragment)), {
      message: `a mail to ${email} with a link to ${fragment}`,
      timeout: 60_000,
    })
    .toBeTruthy()
  return String(link)
}

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
  await page.goto(await mailedLink(email, '/api/auth/verify-email'))
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

/**
 * The page's user joins a new shop of `owner`'s as a plain member (DESIGN.md §4 role `member`:
 * no balance, transactions, payouts, settings or members), by invitation; the shop is active.
 */
export async function joinFreshShopAsMember(page: Page, owner: Person) {
  const id = randomBytes(3).toString('hex')
  const shop = { name: `Toko Bersama ${id}`, slug: `toko-bersama-${id}` }
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const headers = { origin }
  const created = await owner.api.post('/api/v1/account/shops', { data: shop, headers })
  expect(created.ok(), `shop: ${created.status()}`).toBe(true)
  const { id: organizationId } = (await created.json()) as { id: string }
  const email = await signUpFresh(page)
  await verifyEmail(page, email)
  const invitation = await owner.api.post('/api/auth/organization/invite-member', {
    data: { organizationId, email, role: 'member' },
    headers,
  })
  expect(invitation.ok(), `invitation: ${invitation.status()}`).toBe(true)
  const { id: invitationId } = (await invitation.json()) as { id: string }
  const accepted = await page.request.post('/api/auth/organization/accept-invitation', {
    data: { invitationId },
    headers,
  })
  expect(accepted.ok(), `acceptance: ${accepted.status()}`).toBe(true)
  return shop
}

// A real 1×1 PNG: the server decodes every upload and re-encodes it to WebP.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export { expect }

/** The signed-in page's user buys `slug` with QRIS in the payment simulator, to "Pembayaran berhasil". */
export async function buyWithQris(page: Page, slug: string) {
  await page.goto(`/marketplace/prompt/${slug}`)
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const checkout = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await checkout.getByLabel('Nomor HP').fill('081234567890')
  await checkout.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await page.getByRole('radio', { name: 'QRIS' }).check()
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
}

/** axe-core on what is on screen now, in the light and the dark theme: no serious violation. */
export async function expectAccessible(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => ['serious', 'critical'].includes(String(violation.impact)))
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
      )
    expect(serious, `${what} (${colorScheme}): serious axe violations`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}
