import type { Page } from '@playwright/test'
import { demo, expect, signIn, test } from './fixtures.ts'

// Issue 15 part 3: at 390 px prompt cards come two a row, and a page has one search box.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'phone', 'the phone layout')
})

/** The visible search boxes (the top bar's combobox, a page's own searchbox). */
const searchBoxes = (page: Page) => page.locator('input[type="search"]').filter({ visible: true })

/** The first prompt cards' boxes: two side by side, each about half the page. */
async function expectTwoCardsARow(page: Page) {
  const cards = page.locator('main li:has(a[href^="/marketplace/prompt/"])')
  await expect(cards.nth(1)).toBeVisible()
  const [first, second] = await Promise.all([
    cards.nth(0).boundingBox(),
    cards.nth(1).boundingBox(),
  ])
  expect(first && second).toBeTruthy()
  if (!first || !second) return
  expect(second.y).toBe(first.y)
  expect(second.x).toBeGreaterThan(first.x + first.width)
  expect(first.width).toBeLessThan(390 / 2)
  expect(first.width).toBeGreaterThan(150)
}

test('[VISITOR] on a phone the home, the list and a shop show prompt cards two a row', async ({
  page,
}) => {
  for (const path of ['/marketplace', '/marketplace/prompt', '/prompt-nusantara']) {
    await page.goto(path)
    await expectTwoCardsARow(page)
  }
  // A compact card: price and sales under the title; the excerpt is left out.
  const card = page.getByRole('link', { name: /Caption Instagram untuk UMKM Kuliner/ }).first()
  await expect(card.getByText('Rp 25.000').filter({ visible: true })).toHaveCount(1)
  await expect(card.getByText(/\d+ terjual/)).toBeVisible()
})

test('[VISITOR] on a phone every page has one search box, and the list’s search shows in it', async ({
  page,
}) => {
  for (const path of [
    '/marketplace',
    '/marketplace/prompt',
    '/marketplace/prompt/ilustrasi-batik-modern',
    '/prompt-nusantara',
    '/marketplace/toko',
  ]) {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(searchBoxes(page), path).toHaveCount(1)
  }
  // The shops list keeps its own box, which searches shops.
  await expect(page.getByRole('searchbox', { name: 'Cari toko' })).toBeVisible()

  // A search opened by a link fills the top bar's box, the list's only one.
  await page.goto('/marketplace/prompt?q=batik')
  await expect(page.getByRole('combobox', { name: 'Cari prompt' })).toHaveValue('batik')
})

type Box = { x: number; y: number; width: number; height: number }

/** Fails unless the element's box lies wholly inside the page's viewport, and says where it was. */
async function expectInsideViewport(page: Page, name: string, box: Box | null) {
  const viewport = page.viewportSize()
  expect(box, `${name} has no box`).toBeTruthy()
  if (!box || !viewport) return
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  expect(inside, `${name} at ${JSON.stringify(box)} in ${JSON.stringify(viewport)}`).toBe(true)
}

/** The page scrolls sideways when its content is wider than the screen. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('[VISITOR] on a phone Masuk and Daftar sit in the top bar, on screen, down to 320 px', async ({
  page,
}) => {
  // Issue 26 (spec §2 "Signed-out users see Masuk and Daftar buttons"): they were inside the
  // Menu sheet only, Daftar below its fold (y = 871 on an 844 px screen).
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/marketplace')
    const banner = page.getByRole('banner')
    for (const name of ['Masuk', 'Daftar']) {
      const link = banner.getByRole('link', { name, exact: true })
      await expect(link, `${name} at ${size.width} px`).toBeVisible()
      await expectInsideViewport(page, `${name} at ${size.width} px`, await link.boundingBox())
    }
    expect(await horizontalOverflow(page), `sideways scroll at ${size.width} px`).toBe(0)
  }
  // They open the forms.
  await page.getByRole('banner').getByRole('link', { name: 'Daftar', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-up/)
})

test('[ADMIN] on a phone the menu sheet keeps ADMIN and APP on screen below its scrolling list', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  await page.reload()
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  // The categories are taller than the screen: they scroll, the sheet's foot stays.
  await expect(sheet.getByRole('link', { name: /Foto Produk/ })).toBeVisible()
  for (const [role, name] of [
    ['button', 'ADMIN'],
    ['link', 'APP'],
  ] as const) {
    const control = sheet.getByRole(role, { name, exact: true })
    await expect(control).toBeVisible()
    await expectInsideViewport(page, name, await control.boundingBox())
  }
  await expect(sheet.getByRole('link', { name: 'Panduan', exact: true })).not.toBeInViewport()
  await sheet.getByRole('link', { name: 'Panduan', exact: true }).scrollIntoViewIfNeeded()
  await expect(sheet.getByRole('link', { name: 'Panduan', exact: true })).toBeInViewport()
  await expectInsideViewport(
    page,
    'APP',
    await sheet.getByRole('link', { name: 'APP' }).boundingBox(),
  )
})
