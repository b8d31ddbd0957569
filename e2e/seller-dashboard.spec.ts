import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] the dashboard shows sales, 30 days of revenue, the latest orders and prompts to look at', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/dashboard')
  await expect(page.getByTestId('saldo-available')).toHaveText(/^Rp/)
  // The demo shop's last sales are still held: the card says the day the next becomes available.
  await expect(page.getByTestId('saldo-held-hint')).toHaveText(/^Tersedia mulai \d{1,2} \w+ \d{4}$/)
  await expect(page.getByTestId('penjualan-bulan-ini')).toHaveText(/^Rp/)
  await expect(
    page.getByRole('list', { name: /Penjualan kotor per hari, 30 hari terakhir/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: /Penjualan kotor per hari/ }).getByRole('listitem'),
  ).toHaveCount(30)
  // Its value axis: Rp 0 at the bottom, round steps in rupiah above it (issue 28).
  const axis = page
    .locator('figure')
    .filter({ has: page.getByRole('list', { name: /Penjualan kotor per hari/ }) })
    .locator('[aria-hidden="true"]')
    .first()
  await expect(axis.getByText('Rp 0', { exact: true })).toBeVisible()
  await expect(axis.getByText(/^Rp\s\d+(,\d+)?\s(rb|jt)$/).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pesanan terbaru' })).toBeVisible()
  await page.getByRole('link', { name: 'Slogan Usaha Laundry' }).click()
  await expect(page).toHaveURL(/\/app\/product\/[0-9a-f-]{36}$/)
})
