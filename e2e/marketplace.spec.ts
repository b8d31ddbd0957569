import { expect, test } from './fixtures.ts'

test.describe('marketplace', () => {
  test('the home page loads with its hero and footer', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/marketplace$/)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Prompt AI siap pakai, buatan kreator Indonesia',
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cara kerjanya' })).toBeVisible()
    await expect(page).toHaveTitle('PasarPrompt — Marketplace Prompt AI Indonesia')
    await expect(page.getByRole('link', { name: 'Kebijakan Privasi' })).toBeVisible()
  })

  test('a footer link opens its static page from the API', async ({ page }) => {
    await page.goto('/marketplace')
    await page.getByRole('link', { name: 'Kebijakan Privasi' }).click()
    await expect(page).toHaveURL(/\/page\/kebijakan-privasi$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()
    await expect(page.getByText('Pelindungan Data Pribadi')).toBeVisible()
    await expect(page.getByText(/Terakhir diperbarui \d{1,2} \w+ \d{4}/)).toBeVisible()
  })

  test('an unknown page shows the Indonesian 404 inside the site frame', async ({ page }) => {
    await page.goto('/marketplace/tidak/ada')
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
    await page.getByRole('link', { name: 'Kembali ke beranda' }).click()
    await expect(page).toHaveURL(/\/marketplace$/)
  })

  test('the page follows a dark system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/marketplace')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })
})
