import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  demo,
  expect,
  joinFreshShopAsMember,
  signUpFresh,
  test,
  verifyEmail,
  waitsForHydration,
} from './fixtures.ts'

/**
 * axe-core on every route of the app, signed in as the account each area is for, at a phone's
 * and a laptop's width, in the light and the dark theme. A serious or critical violation, or a
 * skipped heading level (heading-order), fails the route group and is printed with its rule, its
 * element and its page.
 *
 * One browser context per role and width, with both themes visited inside it, keeps the run short.
 */

// A published demo prompt and shop (apps/server/src/db/seed): the pages buyers read most.
const PROMPT = 'ilustrasi-batik-modern'
const SHOP = 'prompt-nusantara'

/**
 * A phone's and a laptop's width, each a test of its own with both themes inside: a route group
 * at one width stays well within its time even on a busy CI machine.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const
type Size = (typeof SIZES)[number]
const THEMES = ['light', 'dark'] as const

/**
 * The one element left out: Radix's NavigationMenu (the Kategori menu) puts an `aria-hidden`
 * span with tabindex 0 after an open trigger. It is never a stop for the keyboard (focusing it
 * moves focus into the menu at once), Radix offers no way to drop it, and axe's
 * aria-hidden-focus rule reports it all the same.
 */
const RADIX_FOCUS_PROXY = 'li > button[data-state="open"] + span[aria-hidden="true"][tabindex="0"]'

/** Which impacts fail the test (issue 15: "no serious or critical violation"). */
const FAILING = new Set(['serious', 'critical'])

/**
 * Moderate rules that fail the test all the same, once fixed everywhere: heading-order (issue 28,
 * a card's title under the page's h1 is an h2, no level is skipped).
 */
const FAILING_RULES = new Set(['heading-order'])

// A width of one role takes 2–6 minutes alone on this machine (axe reads every page twice);
// the limit is there for a hang, with room for a CI machine that is busy with other work.
test.describe.configure({ timeout: 900_000 })

/** A new context signed in as `email` (none for a guest), with its own cookies. */
async function contextFor(browser: Browser, email?: string) {
  const context = await browser.newContext()
  const page = waitsForHydration(await context.newPage())
  if (email) {
    const origin = new URL(String(test.info().project.use.baseURL)).origin
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: DEMO_PASSWORD },
      headers: { origin },
    })
    expect(response.ok(), `sign-in of ${email}`).toBe(true)
  }
  return { context, page }
}

/** The first item's id of a `{items}` list the signed-in account reads. */
async function firstId(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.ok(), url).toBe(true)
  const body = (await response.json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  expect(id, `an item in ${url}`).toBeTruthy()
  return String(id)
}

/** The demo buyer's conversation with the demo shop, with a question in it (opened once, reused). */
async function buyerAsksTheShop(request: APIRequestContext) {
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const channel = await request.post('/api/v1/account/chat/channels', {
    headers: { origin },
    data: { shopSlug: SHOP },
  })
  expect(channel.ok(), 'open a chat').toBe(true)
  const { id } = (await channel.json()) as { id: string }
  const message = await request.post(`/api/v1/account/chat/channels/${id}/messages`, {
    headers: { origin },
    data: { body: 'Halo, apakah prompt ini bisa dipakai untuk kain tenun juga?' },
  })
  expect(message.ok(), 'send a message').toBe(true)
  return id
}

/** Waits until the route has rendered its content: no loading screen, skeleton or busy region. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.locator('h1').first()).toBeAttached()
  await expect(page.locator('.animate-pulse, .animate-ping, [aria-busy="true"]')).toHaveCount(0)
  // Lazy images and the last state updates land before axe reads colours.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * A route, or a route with a menu opened first (by its button's name, per width): what only shows
 * on a press (the phone menu, the Kategori panel, a sidebar drawer) is read too.
 */
type Route =
  | string
  | { path: string; press: { phone?: string | RegExp; desktop?: string | RegExp } }

/** Visits every route at `size` in both themes; returns one line per failing element. */
async function audit(page: Page, size: Size, routes: Route[]) {
  const findings: string[] = []
  await page.setViewportSize(size)
  for (const colorScheme of THEMES) {
    const look = { ...size, colorScheme }
    await page.emulateMedia({ colorScheme })
    for (const entry of routes) {
      const route = typeof entry === 'string' ? entry : entry.path
      const press =
        typeof entry === 'string' ? undefined : entry.press[look.width < 768 ? 'phone' : 'desktop']
      if (typeof entry !== 'string' && !press) continue
      await page.goto(route)
      await settle(page)
      if (press) {
        await page.getByRole('button', { name: press }).first().click({ timeout: 10_000 })
        // Menus slide and fade in: axe reads colours once they have landed.
        await page.waitForFunction(
          () => document.getAnimations().every((animation) => animation.playState !== 'running'),
          undefined,
          { timeout: 10_000 },
        )
      }
      const results = await new AxeBuilder({ page }).exclude(RADIX_FOCUS_PROXY).analyze()
      for (const violation of results.violations) {
        if (!FAILING.has(String(violation.impact)) && !FAILING_RULES.has(violation.id)) continue
        for (const node of violation.nodes) {
          findings.push(
            `${look.width}px ${look.colorScheme} ${route}${press ? ` (${press} open)` : ''}: ${violation.id} (${violation.impact}) ` +
              `at ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim()}`,
          )
        }
      }
    }
  }
  return findings
}

/** One test per width of `body`, named with the width. */
function auditTest(title: string, body: (browser: Browser, size: Size) => Promise<void>) {
  for (const size of SIZES) {
    test(`${title} (${size.width} px, light and dark)`, ({ browser }) => body(browser, size))
  }
}

function expectNoFindings(findings: string[]) {
  expect(
    findings.length,
    `serious or critical axe violations, or a skipped heading level:\n${findings.join('\n')}\n`,
  ).toBe(0)
}

auditTest(
  '[GUEST] the storefront, the sign-in pages and the static pages have no serious axe violation',
  async (browser, size) => {
    const { context, page } = await contextFor(browser)
    try {
      const categories = await page.request.get('/api/v1/categories?featured=true')
      const category = ((await categories.json()) as { name: string }[])[0]?.name
      expectNoFindings(
        await audit(page, size, [
          '/marketplace',
          { path: '/marketplace', press: { phone: 'Buka menu', desktop: 'Kategori' } },
          '/marketplace/prompt',
          '/marketplace/prompt?q=skripsi',
          // A search that finds nothing offers categories, tags and close prompts.
          '/marketplace/prompt?q=zzqxv',
          `/marketplace/prompt?category=${category}`,
          '/marketplace/prompt?featured=true',
          `/marketplace/prompt/${PROMPT}`,
          '/marketplace/toko',
          `/${SHOP}`,
          '/marketplace/panduan',
          '/marketplace/wishlist',
          '/page/tentang',
          '/halaman-yang-tidak-ada',
          '/sign-in',
          '/sign-up',
          '/reset-password',
          '/verify-email',
        ]),
      )
    } finally {
      await context.close()
    }
  },
)

auditTest(
  '[BUYER] the account, the payment pages and the chats have no serious axe violation',
  async (browser, size) => {
    const { context, page } = await contextFor(browser, demo.buyer)
    try {
      const origin = new URL(String(test.info().project.use.baseURL)).origin
      const paidOrder = await firstId(page.request, '/api/v1/account/orders')
      // A pending order of a real prompt: the payment page as a buyer first sees it.
      const prompt = await page.request.get(`/api/v1/products/${PROMPT}`)
      const checkout = await page.request.post('/api/v1/orders', {
        headers: { origin },
        data: {
          productId: ((await prompt.json()) as { id: string }).id,
          name: 'Budi Pembeli',
          email: demo.buyer,
          phone: '081234567890',
        },
      })
      expect(checkout.ok(), 'checkout').toBe(true)
      const pendingOrder = ((await checkout.json()) as { order: { id: string } }).order.id
      const channelId = await buyerAsksTheShop(page.request)
      const wish = await page.request.put(
        `/api/v1/wishlist/${((await prompt.json()) as { id: string }).id}`,
        { headers: { origin } },
      )
      expect(wish.ok(), 'wishlist').toBe(true)

      expectNoFindings(
        await audit(page, size, [
          '/account/',
          // The top bar's notifications and account menu (the account area has its own header).
          { path: '/marketplace/toko', press: { phone: /^Notifikasi/, desktop: /^Notifikasi/ } },
          { path: '/marketplace/toko', press: { phone: 'Menu akun', desktop: 'Menu akun' } },
          '/account/order',
          '/account/affiliate',
          '/account/chat',
          `/account/chat/${channelId}`,
          '/marketplace/wishlist',
          `/marketplace/prompt/${PROMPT}`,
          `/payment/${pendingOrder}`,
          `/payment/${paidOrder}`,
          `/payment/${paidOrder}/bukti`,
          '/authentication/organization',
          '/authentication/organization/approve',
        ]),
      )
    } finally {
      await context.close()
    }
  },
)

auditTest(
  '[SELLER] every page of the seller centre has no serious axe violation',
  async (browser, size) => {
    const { context, page } = await contextFor(browser, demo.seller)
    try {
      const product = await firstId(page.request, '/api/v1/seller/products')
      const order = await firstId(page.request, '/api/v1/seller/orders')
      const buyer = await contextFor(browser, demo.buyer)
      const channel = await buyerAsksTheShop(buyer.page.request)
      await buyer.context.close()
      expectNoFindings(
        await audit(page, size, [
          '/app/dashboard',
          // The sidebar is a drawer on phones, with the active section marked.
          { path: '/app/dashboard', press: { phone: 'Buka menu', desktop: /^Ganti toko/ } },
          '/app/product',
          '/app/product/new',
          `/app/product/${product}`,
          '/app/order',
          `/app/order/${order}`,
          '/app/customer',
          `/app/customer/channel/${channel}`,
          '/app/transaction',
          '/app/statistics',
          '/app/payout',
          '/app/setting',
          '/app/microsite',
          '/app/microsite/view',
          '/app/content',
          '/app/tidak-ada',
        ]),
      )
    } finally {
      await context.close()
    }
  },
)

test.describe('the seller sidebar’s other states', () => {
  // A channel address that is no id: the spec's HTTP client logs the 400's body (spec §8).
  test.use({ allowedConsoleErrors: ['{code: VALIDATION_FAILED'] })

  auditTest(
    '[SELLER] the collapsed sidebar, its chat button and a missing channel have no serious axe violation',
    async (browser, size) => {
      const { context, page } = await contextFor(browser, demo.seller)
      try {
        await context.addInitScript(() =>
          localStorage.setItem('pasarprompt.sellerSidebarCollapsed', '1'),
        )
        // An unread channel: the chat button carries its badge.
        const buyer = await contextFor(browser, demo.buyer)
        await buyerAsksTheShop(buyer.page.request)
        await buyer.context.close()
        expectNoFindings(
          await audit(page, size, [
            '/app/dashboard',
            { path: '/app/dashboard', press: { desktop: /^Chat pelanggan/ } },
            '/app/customer/channel/bukan-id',
          ]),
        )
      } finally {
        await context.close()
      }
    },
  )

  auditTest(
    '[MEMBER] the sidebar with its disabled sections has no serious axe violation',
    async (browser, size) => {
      const owner = await contextFor(browser)
      const { context, page } = await contextFor(browser)
      try {
        const ownerEmail = await signUpFresh(owner.page)
        await verifyEmail(owner.page, ownerEmail)
        await joinFreshShopAsMember(page, { email: ownerEmail, api: owner.context.request })
        expectNoFindings(
          await audit(page, size, [
            '/app/dashboard',
            { path: '/app/dashboard', press: { phone: 'Buka menu' } },
            '/app/transaction',
            '/app/setting',
          ]),
        )
      } finally {
        await owner.context.close()
        await context.close()
      }
    },
  )
})

auditTest(
  '[ADMIN] every page of the admin area has no serious axe violation',
  async (browser, size) => {
    const { context, page } = await contextFor(browser, demo.admin)
    try {
      const order = await firstId(page.request, '/api/v1/admin/orders')
      const shop = await firstId(page.request, '/api/v1/admin/shops')
      const product = await firstId(page.request, '/api/v1/admin/products')
      expectNoFindings(
        await audit(page, size, [
          '/admin/dashboard',
          '/admin/order',
          `/admin/order/${order}`,
          '/admin/toko',
          `/admin/toko/${shop}`,
          '/admin/product',
          { path: '/admin/product', press: { phone: 'Buka menu' } },
          `/admin/product/${product}`,
          '/admin/categories',
          '/admin/commission',
          '/admin/coba-dulu',
          '/admin/audit',
          '/admin/lacak-kebocoran',
          '/admin/payments',
          '/admin/payments/payout',
          '/admin/waitlist',
        ]),
      )
    } finally {
      await context.close()
    }
  },
)
