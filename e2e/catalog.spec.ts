import { expect, signUpFresh, test } from './fixtures.ts'

test('a visitor searches from the top bar, forgives a typo, and opens a prompt without seeing its text', async ({
  page,
}) => {
  await page.goto('/marketplace')
  const search = page.getByRole('combobox', { name: 'Cari prompt' }).first()
  await search.fill('batk')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/marketplace\/prompt\?q=batk$/)
  await page
    .getByRole('link', { name: /Ilustrasi Motif Batik Modern/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/marketplace\/prompt\/ilustrasi-batik-modern$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ilustrasi Motif Batik Modern' }),
  ).toBeVisible()
  await expect(page.getByText('Rp 45.000').first()).toBeVisible()
  await expect(page.getByText('mega mendung').first()).toBeVisible()
  // The prompt text itself is never on the page before purchase.
  await expect(page.getByText('seamless modern batik pattern')).toHaveCount(0)
})

test('Prompt Unggulan and a category open the filtered list', async ({ page }) => {
  await page.goto('/marketplace/prompt?featured=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt Unggulan' })).toBeVisible()
  await expect(
    page.getByRole('link', { name: /Caption Instagram untuk UMKM Kuliner/ }),
  ).toBeVisible()
  await page.goto('/marketplace/prompt?category=foto-produk')
  await expect(page.getByRole('heading', { level: 1, name: 'Foto Produk' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Foto Produk Kopi Flat Lay/ })).toBeVisible()
})

test('a buyer saves a prompt; the badge counts it and the wishlist page lists it', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signUpFresh(page)
  await page.goto('/marketplace/prompt/foto-produk-kopi-flatlay')
  await page.getByRole('button', { name: 'Simpan ke wishlist' }).click()
  await expect(page.getByRole('button', { name: 'Tersimpan di wishlist' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Wishlist, 1 prompt' })).toBeVisible()
  await page.getByRole('link', { name: 'Wishlist, 1 prompt' }).click()
  await expect(page).toHaveURL(/\/marketplace\/wishlist$/)
  await expect(page.getByRole('link', { name: /Foto Produk Kopi Flat Lay/ })).toBeVisible()
  await page.goto('/marketplace/prompt/foto-produk-kopi-flatlay')
  await page.getByRole('button', { name: 'Tersimpan di wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible()
})

test('a signed-out visitor is asked to sign in on the wishlist page', async ({ page }) => {
  await page.goto('/marketplace/wishlist')
  await expect(page.getByText('Masuk untuk menyimpan prompt')).toBeVisible()
})

test('the top bar suggests prompts while typing, by mouse and by keyboard', async ({ page }) => {
  await page.goto('/marketplace')
  const search = page.getByRole('combobox', { name: 'Cari prompt' })
  await search.fill('kopi')
  await page.getByRole('option', { name: /Foto Produk Kopi Flat Lay/ }).click()
  await expect(page).toHaveURL(/\/marketplace\/prompt\/foto-produk-kopi-flatlay$/)

  await search.fill('batik')
  await expect(page.getByRole('option', { name: /Ilustrasi Motif Batik Modern/ })).toBeVisible()
  await search.press('ArrowDown')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/marketplace\/prompt\/ilustrasi-batik-modern$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ilustrasi Motif Batik Modern' }),
  ).toBeVisible()
})

test('a search that finds nothing offers categories, popular tags and the closest prompts', async ({
  page,
}) => {
  // 'kopi' is in the catalogue, 'qwzx' in no prompt: nothing has both.
  await page.goto('/marketplace/prompt?q=kopi%20qwzx')
  await expect(page.getByText('Tidak ada hasil untuk “kopi qwzx”')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Coba kategori' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Tag populer' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Prompt yang mirip' })).toBeVisible()
  const similar = page.getByRole('region', { name: 'Prompt yang mirip' })
  await expect(similar.getByRole('link', { name: /Kopi/ }).first()).toBeVisible()
  await similar.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/marketplace\/prompt\/[a-z0-9-]+$/)
  // 'skripsi' never finds a prompt by the "skripsi" inside "Deskripsi".
  await page.goto('/marketplace/prompt?q=skripsi')
  await expect(page.getByRole('region', { name: 'Daftar prompt' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(page.getByRole('link', { name: /Deskripsi Produk/ })).toHaveCount(0)
})

test('a search of three words lists what has most of them, and a word is dropped with its chip', async ({
  page,
}) => {
  // Demo data: one prompt has all three words, others two of them (no 'jualan').
  await page.goto('/marketplace/prompt?q=caption%20instagram%20jualan')
  const results = page.getByRole('region', { name: 'Daftar prompt' })
  await expect(results).toHaveAttribute('aria-busy', 'false')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cocok dengan sebagian kata' }),
  ).toBeVisible()
  const some = page.getByRole('region', { name: 'Cocok dengan sebagian kata' })
  await expect(some.getByRole('link').first()).toBeVisible()
  await expect(page.getByText('Cari tanpa kata:')).toBeVisible()
  const chip = page.getByRole('button', { name: 'Hapus kata jualan dari pencarian' })
  await expect(chip).toBeVisible()
  await chip.click()
  await expect(page).toHaveURL(/\/marketplace\/prompt\?q=caption\+instagram$/)
  await expect(results).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('link', { name: /Caption Instagram/ }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Hapus kata jualan/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Cocok dengan sebagian kata' })).toHaveCount(0)
})
