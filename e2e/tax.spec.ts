import { readFileSync } from 'node:fs'
import { demo, expect, openFreshShop, openMenuIfPhone, signIn, test } from './fixtures.ts'

/**
 * PPh 22 (issue 32, decision 0044): a seller records its NIK in Setting → Pajak, the demo shop's
 * sales (no statement) show the PPh 22 withheld in Transaction, and staff download the month's
 * report. Each project uses a shop of its own for the form.
 */
test('[SELLER] records the shop’s NIK in Setting → Pajak and reads the rate', async ({ page }) => {
  await openFreshShop(page)
  await page.goto('/app/setting#pajak')
  const card = page.getByTestId('tax-card')
  await expect(card.getByRole('heading', { name: 'Pajak', exact: true })).toBeVisible()
  await expect(card).toContainText('0,5% dari harga setiap penjualan')
  await expect(card.getByTestId('tax-rate')).toHaveText('Tarif untuk pesanan baru saat ini: 0,5%.')
  await card.getByLabel('Nomor', { exact: true }).fill('1234')
  await card.getByRole('button', { name: 'Simpan identitas' }).click()
  await expect(card).toContainText('NIK harus 16 angka.')
  await card.getByLabel('Nomor', { exact: true }).fill('3171014101900001')
  await card.getByLabel('Nama sesuai identitas').fill('Sari Kreator')
  await card.getByRole('button', { name: 'Simpan identitas' }).click()
  await expect(card.getByRole('button', { name: 'Unggah surat pernyataan' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('tax-card').getByLabel('Nomor', { exact: true })).toHaveValue(
    '3171014101900001',
  )
})

test('[SELLER] sees the PPh 22 of a sale in Transaction', async ({ page }) => {
  await signIn(page, demo.seller)
  await page.goto('/app/transaction')
  const sale = page.getByTestId('transaction-row').filter({ hasText: 'PPh 22' }).first()
  await expect(sale).toContainText(
    /Penjualan kotor Rp\s.+ − komisi platform Rp\s.+ − PPh 22 Rp\s.+ = pendapatan bersih Rp\s/,
  )
})

test('[ADMIN] reads the month’s PPh 22 report and downloads its CSV', async ({ page }) => {
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  await page.reload()
  await openMenuIfPhone(page)
  await page.getByRole('button', { name: 'ADMIN' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/pajak')
  await expect(page.getByRole('heading', { level: 1, name: 'Pajak — PPh 22' })).toBeVisible()
  // The demo's sales of this month were withheld: the demo shop is in the report.
  await expect(page.getByTestId('pph22-report')).toContainText('Prompt Nusantara')
  await expect(page.getByTestId('pph22-report')).toContainText('NIK 3171014101900001')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^pph22-\d{4}-\d\d\.csv$/)
  const lines = readFileSync(String(await file.path()), 'utf8')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]).toBe(
    '\uFEFFToko,ID toko,Jenis identitas,NIK/NPWP,Penjualan kotor (Rp),PPh 22 dipotong (Rp),Jumlah penjualan,Nomor bukti potong',
  )
  expect(lines.at(-1)).toMatch(/^Total,,,,\d+,\d+,\d+,$/)
})
