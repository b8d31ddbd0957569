import { readFileSync } from 'node:fs'
import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] reads the ledger with running balances, filters it and downloads the CSV', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/transaction')
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible()
  await expect(page.getByText('Penjualan').first()).toBeVisible()

  await page.getByRole('button', { name: 'Tersedia' }).click()
  await expect(page).toHaveURL(/\?saldo=available/)
  await expect(page.getByText('Dana tersedia').first()).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^transaksi-prompt-nusantara-\d{4}-\d\d-\d\d\.csv$/)
  const csv = readFileSync(String(await file.path()), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFWaktu (WIB),Jenis,Saldo,Jumlah (Rp),Saldo setelahnya (Rp),Pesanan,Prompt',
  )
})
