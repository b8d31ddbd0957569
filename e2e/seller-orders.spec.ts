import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] finds an order, opens it and sees the split, then finds the buyer among customers', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible()

  await page.getByRole('button', { name: 'Lunas' }).click()
  await expect(page).toHaveURL(/status=paid/)
  await page.getByRole('searchbox', { name: 'Cari pesanan' }).fill('Citra')
  await expect(page).toHaveURL(/q=Citra/)
  const row = page.getByRole('row').filter({ hasText: 'Citra Dewi' })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').click()

  await expect(page.getByRole('heading', { level: 1, name: /^PP-\d{8}-/ })).toBeVisible()
  await expect(page.getByText('Pendapatan bersih')).toBeVisible()
  await expect(page.getByText(/Komisi platform \(20%\)/)).toBeVisible()
  await expect(page.getByText('Penjualan').first()).toBeVisible()

  await page.goto('/app/customer')
  await expect(page.getByRole('heading', { level: 1, name: 'Pelanggan' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill('pembeli@demo')
  await expect(page).toHaveURL(/q=pembeli/)
  await expect(page.getByRole('link', { name: 'Lihat pesanan' })).toHaveCount(1)
  const buyer = page.getByRole('listitem').filter({ hasText: demo.buyer })
  await expect(buyer).toContainText('1 pesanan')
  await buyer.getByRole('link', { name: 'Lihat pesanan' }).click()
  await expect(page).toHaveURL(/\/app\/order\?q=pembeli/)
  await expect(page.getByRole('row').filter({ hasText: demo.buyer })).toHaveCount(1)
})
