import { expect, openMenuIfPhone, test } from './fixtures.ts'

test('Toko in the top bar lists the shops; a search narrows them; a card opens the shop page', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await openMenuIfPhone(page)
  await page.getByRole('link', { name: 'Toko', exact: true }).click()
  await expect(page).toHaveURL(/\/marketplace\/toko$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Prompt Nusantara' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Studio Visual AI' })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Cari toko' }).fill('visual')
  await expect(page).toHaveURL(/\?q=visual$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Prompt Nusantara' })).toHaveCount(0)
  await page.getByRole('link', { name: /Studio Visual AI/ }).click()
  await expect(page).toHaveURL(/\/studio-visual-ai$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Visual AI' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Ilustrasi Motif Batik Modern/ })).toBeVisible()
})

test.describe('shop pages', () => {
  // The spec's HTTP client logs a 404 as 'Resource not found' (spec §8).
  test.use({ allowedConsoleErrors: ['Resource not found'] })

  test('a shop page renders with an affiliate query string; an unknown shop is a 404', async ({
    page,
  }) => {
    await page.goto('/prompt-nusantara?aff=KODE123&utm_source=wa')
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Nusantara' })).toBeVisible()
    await page.goto('/toko-yang-tidak-ada')
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible()
  })
})

test('Panduan explains buying, paying, using a prompt, opening a shop and getting paid', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await openMenuIfPhone(page)
  await page.getByRole('link', { name: 'Panduan', exact: true }).click()
  await expect(page).toHaveURL(/\/marketplace\/panduan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Panduan' })).toBeVisible()
  for (const section of [
    'Membeli prompt',
    'Membayar',
    'Memakai prompt',
    'Membuka toko',
    'Menerima pembayaran',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
})
