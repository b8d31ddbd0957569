import type { Page } from '@playwright/test'
import { expect, openFreshShop, test } from './fixtures.ts'

/**
 * Issue 17: classic stored-XSS payloads put into the texts a user stores and other people's
 * pages show, then every page showing them is opened in Chromium: no payload may run (each sets
 * `window.__xss` or opens a dialog) and none may reach the DOM as markup.
 */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '</script><script>window.__xss=4</script>',
  '"><img src=x onerror=alert(5)>',
  '[klik](javascript:window.__xss=6)',
  '<a href="javascript:window.__xss=7">tautan</a>',
  '{{constructor.constructor("window.__xss=8")()}}',
  '<iframe srcdoc="<script>parent.__xss=9</script>"></iframe>',
  '\u202E<b onmouseover=alert(10)>x</b>',
]
const all = VECTORS.join(' ')

/** Opens `path` and asserts that no payload ran and no payload became an element. */
async function expectInert(page: Page, path: string) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await page.goto(path)
  // The live event stream never lets the network idle: the page's own content, then a moment for
  // any handler (onerror, onload) to fire.
  await page.locator('main').first().waitFor()
  await page.waitForTimeout(1_000)
  const ran = await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)
  expect(ran, `a payload ran on ${path}`).toBeNull()
  expect(dialogs, `a dialog opened on ${path}`).toEqual([])
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:"], [onmouseover], [onerror]',
      ).length,
  )
  expect(injected, `payload markup in the DOM of ${path}`).toBe(0)
}

test.describe.configure({ timeout: 120_000 })

test('stored payloads in a shop, its microsite and a profile never run', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin
  const headers = { origin }
  const { slug } = await openFreshShop(page)
  const session = (await (await page.request.get('/api/v1/session')).json()) as {
    session: { activeOrganizationId: string | null } | null
    memberships?: { organizationId: string }[]
  }
  const shopId = session.memberships?.[0]?.organizationId
  if (shopId) {
    await page.request.post('/api/auth/organization/set-active', {
      data: { organizationId: shopId },
      headers,
    })
  }
  // The name may be refused by the shop-name rules: then it was not stored, which is fine too.
  const named = await page.request.put('/api/v1/seller/shop', {
    data: { name: '<img src=x onerror=alert(1)>' },
    headers,
  })
  expect(named.status()).toBeLessThan(500)
  const description = await page.request.put('/api/v1/seller/shop', {
    data: { description: all.slice(0, 2000) },
    headers,
  })
  expect(description.ok()).toBe(true)
  const microsite = await page.request.put('/api/v1/seller/microsite', {
    data: {
      headline: VECTORS[2]?.slice(0, 120),
      bio: all,
      links: [
        { label: '<b>x</b>', url: 'javascript:window.__xss=11' },
        { label: 'svg', url: 'data:text/html,<script>window.__xss=12</script>' },
      ],
    },
    headers,
  })
  expect(microsite.status()).toBeLessThan(500)
  const profile = await page.request.patch('/api/v1/account/profile', {
    data: { name: '<img src=x onerror=alert(13)>' },
    headers,
  })
  expect(profile.status()).toBeLessThan(500)

  // The payloads are there, as text: the shop page shows the description's script as words.
  await expectInert(page, `/${slug}`)
  await expect(page.getByText('window.__xss=1', { exact: false }).first()).toBeAttached()

  for (const path of [`/${slug}`, '/app/microsite', '/app/setting', '/app/dashboard', '/account']) {
    await expectInert(page, path)
  }
})
