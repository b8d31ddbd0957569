import { readFileSync } from 'node:fs'
import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] reads one row per money event with its status, filters it and downloads the CSV', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/transaction')
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible()
  const rows = page.getByTestId('transaction-row')
  // The demo's newest sales are still held, older ones available; each sale shows its split.
  const heldSale = rows.filter({ hasText: /Ditahan sampai \d{1,2} \w+ \d{4}/ }).first()
  await expect(heldSale).toContainText('Penjualan')
  await expect(heldSale).toContainText(/Penjualan kotor Rp\s.+ = pendapatan bersih Rp\s/)
  await expect(heldSale).toContainText('Masuk ke saldo ditahan')
  await expect(rows.filter({ hasText: 'Sudah tersedia' }).first()).toBeVisible()
  // The last column is explained where it is read, and a release (which only moves money
  // between balances) says why the shop's total stays the same (issue 28).
  await expect(page.getByTestId('balance-explained')).toContainText(
    'Saldo toko setelahnya = Ditahan + Tersedia + Sedang dicairkan',
  )
  await expect(
    rows.filter({ hasText: 'Ditahan → Tersedia' }).first().getByText('tetap: dana hanya pindah'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Tersedia' }).click()
  await expect(page).toHaveURL(/\?saldo=available/)
  // A release is one row: the money moved from held to available.
  const release = rows.filter({ hasText: 'Dana tersedia' }).first()
  await expect(release).toContainText('Ditahan → Tersedia')
  await expect(page.getByTestId('balance-explained')).toHaveText(
    'Saldo tersedia setelahnya: isi saldo tersedia sesudah kejadian itu.',
  )
  // The heading row is hidden on phones, where each row is a card.
  await expect(
    page.getByRole('columnheader', { name: 'Saldo tersedia setelahnya', includeHidden: true }),
  ).toBeAttached()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Unduh CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^transaksi-prompt-nusantara-\d{4}-\d\d-\d\d\.csv$/)
  const csv = readFileSync(String(await file.path()), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFWaktu (WIB),Jenis,Status,Pesanan,Prompt,Penjualan kotor (Rp),Komisi platform (Rp),Komisi afiliasi (Rp),PPh 22 (Rp),Pendapatan bersih (Rp),Jumlah (Rp),Dari saldo,Ke saldo,Ditahan setelahnya (Rp),Tersedia setelahnya (Rp),Sedang dicairkan setelahnya (Rp)',
  )
})
