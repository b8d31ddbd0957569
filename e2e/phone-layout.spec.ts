import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

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
