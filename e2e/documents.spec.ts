import { readFileSync } from 'node:fs'
import { demo, expect, signIn, test } from './fixtures.ts'

/** The page scrolls sideways by this many pixels (0: it fits, also on a phone). */
const sidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** A download the browser saved: its name, and that it is a PDF. */
async function expectPdfDownload(file: import('@playwright/test').Download, name: RegExp) {
  expect(file.suggestedFilename()).toMatch(name)
  expect(
    readFileSync(String(await file.path()))
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-')
}

test('[BUYER] downloads the invoice of a paid order from Pesanan', async ({ page }) => {
  await signIn(page, demo.buyer)
  await page.goto('/account/order')
  const paid = page.getByRole('listitem').filter({ hasText: 'Lunas' }).first()
  const download = page.waitForEvent('download')
  await paid.getByRole('link', { name: 'Unduh invoice (PDF)' }).click()
  await expectPdfDownload(await download, /^invoice-PP-\d{8}-[A-Z0-9]{6}\.pdf$/)
  expect(await sidewaysScroll(page)).toBe(0)
})

test('[SELLER] downloads the seller’s copy of an order’s invoice from the Order page', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/order?status=paid')
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^PP-\d{8}-/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh invoice (PDF)' }).click()
  await expectPdfDownload(await download, /^invoice-PP-\d{8}-[A-Z0-9]{6}-penjual\.pdf$/)
  expect(await sidewaysScroll(page)).toBe(0)
})
