import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] the dashboard shows sales, 30 days of revenue, the latest orders and prompts to look at', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('saldo-available')).toHaveText(/^Rp/)
  await expect(page.getByTestId('penjualan-bulan-ini')).toHaveText(/^Rp/)
  await expect(
    page.getByRole('list', { name: /Pendapatan per hari, 30 hari terakhir/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: /Pendapatan per hari/ }).getByRole('listitem'),
  ).toHaveCount(30)
  await expect(page.getByRole('heading', { name: 'Pesanan terbaru' })).toBeVisible()
  await page.getByRole('link', { name: 'Slogan Usaha Laundry' }).click()
  await expect(page).toHaveURL(/\/app\/product\/[0-9a-f-]{36}$/)
})
