import { expect, openMenuIfPhone, signUpFresh, test } from './fixtures.ts'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page, the list, a prompt and a shop show their first screen, and their links and search work', async ({
    page,
  }) => {
    await page.goto('/marketplace')
    await expect(
      page.getByRole('heading', { level: 1, name: /Prompt AI siap pakai/ }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Prompt Unggulan' })).toBeVisible()

    await page
      .getByRole('link', { name: /Lihat semua/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/marketplace\/prompt/)
    await expect(page.locator('main ul li a').first()).toBeVisible()

    const search = page.getByRole('combobox', { name: 'Cari prompt' })
    await search.fill('caption')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/marketplace\/prompt\?q=caption$/)
    await page.getByRole('link', { name: /Caption Instagram untuk UMKM Kuliner/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Caption Instagram untuk UMKM Kuliner' }),
    ).toBeVisible()
    await expect(page.getByText(/Rp\s?\d/).first()).toBeVisible()

    await page.goto('/prompt-nusantara')
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Nusantara' })).toBeVisible()
    await page.locator('main a[href^="/marketplace/prompt/"]').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

// A hydration mismatch is a console error, which fails any test (fixtures.ts).
test('the painted pages hydrate without a mismatch and answer at once', async ({ page }) => {
  for (const url of [
    '/marketplace',
    '/marketplace/prompt?category=menulis',
    '/marketplace/prompt/artikel-blog-seo-bahasa-indonesia',
    '/prompt-nusantara',
    '/marketplace/panduan',
  ]) {
    const response = await page.goto(url)
    expect(await response?.text(), url).toContain('data-server-rendered')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  // Hydrated: the painted buttons answer (the theme switch, then a signed-out visitor's
  // wishlist button, which leads to sign-in).
  await page.getByRole('button', { name: 'Ganti ke tema gelap' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.goto('/marketplace/prompt/artikel-blog-seo-bahasa-indonesia')
  await page.getByRole('button', { name: 'Simpan ke wishlist' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
})

// The description's cleaner (DOMPurify) loads after the page: the painted description must stay
// as the server cleaned it while the app hydrates, never emptied, and show when a prompt is opened
// in the app.
test('a prompt’s description stays painted through hydration and shows after a move in the app', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { descriptionEmptied?: boolean }
    document.addEventListener('DOMContentLoaded', () => {
      const painted = document.querySelector('section[aria-labelledby="deskripsi"] > div')
      if (!painted) return
      new MutationObserver(() => {
        if (painted.innerHTML.trim() === '') record.descriptionEmptied = true
      }).observe(painted, { childList: true, subtree: true, characterData: true })
    })
  })
  const description = page.locator('section[aria-labelledby="deskripsi"] > div').first()
  const response = await page.goto('/marketplace/prompt/artikel-blog-seo-bahasa-indonesia')
  const painted = (await response?.text()) ?? ''
  const shown = await description.innerHTML()
  expect(shown.length, 'the painted description').toBeGreaterThan(20)
  expect(painted).toContain(shown)
  expect(
    await page.evaluate(() => (window as { descriptionEmptied?: boolean }).descriptionEmptied),
    'the description was emptied while the app started',
  ).toBeUndefined()

  await page.goto('/marketplace')
  await page.locator('main a[href^="/marketplace/prompt/"]').first().click()
  await expect(page.getByRole('heading', { name: 'Deskripsi', exact: true })).toBeVisible()
  await expect(description).not.toBeEmpty()
})

test('a signed-in visitor’s details arrive after the shared page: never in its HTML', async ({
  page,
}) => {
  await page.goto('/marketplace')
  const email = await signUpFresh(page)
  const response = await page.goto('/marketplace')
  const html = (await response?.text()) ?? ''
  expect(html).toContain('data-server-rendered')
  expect(html).not.toContain(email)
  expect(html).not.toContain('>APP<')
  await openMenuIfPhone(page)
  await expect(page.getByRole('link', { name: 'APP', exact: true })).toBeVisible()
})

test('a button pressed before the app has loaded is pressed again once it has', async ({
  browser,
}) => {
  const context = await browser.newContext()
  try {
    // Not `waitsForHydration`: this visitor presses before the app is there.
    const early = await context.newPage()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await early.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await early.goto('/marketplace', { waitUntil: 'domcontentloaded' })
    await expect(early.locator('#root[data-server-rendered]')).toBeAttached()
    await early.getByRole('button', { name: 'Ganti ke tema gelap' }).click()
    await expect(early.locator('html')).not.toHaveClass(/dark/)
    release()
    await expect(early.locator('html')).toHaveClass(/dark/, { timeout: 30_000 })
  } finally {
    await context.close()
  }
})
