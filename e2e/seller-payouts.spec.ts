import {
  demo,
  expect,
  expectToast,
  openFreshShop,
  openMenuIfPhone,
  signIn,
  test,
  waitsForHydration,
} from './fixtures.ts'

// The request and its approval run in this order, in one worker.
test.describe.configure({ mode: 'serial' })

test('[SELLER] sees the red dot on Payout, adds a bank account, and the dot goes', async ({
  page,
}) => {
  await openFreshShop(page)
  await page.goto('/app/payout')
  await openMenuIfPhone(page)
  await expect(page.getByRole('link', { name: 'Payout (Rekening belum diisi)' })).toBeVisible()
  await page.keyboard.press('Escape')

  await expect(page.getByText('Rekening belum diisi. Isi rekening bank')).toBeVisible()
  await page.getByRole('button', { name: 'Simpan rekening' }).click()
  await expect(page.getByText('Pilih bank.')).toBeVisible()
  await page.getByLabel('Bank').selectOption('bca')
  await page.getByLabel('Nomor rekening').fill('1234567890')
  await page.getByLabel('Nama pemilik rekening').fill('Sari Kreator')
  await page.getByRole('button', { name: 'Simpan rekening' }).click()
  await expect(page.getByText('BCA ••••7890')).toBeVisible()
  // A new shop has nothing to pay out: the reason names the minimum (nothing is held).
  await expect(page.getByTestId('payout-blocked')).toHaveText(
    'Saldo tersedia Rp 0, belum mencapai minimum pencairan Rp 50.000.',
  )
  // No range that cannot be met ("paling banyak Rp 0", issue 28).
  await expect(page.getByText(/paling banyak/)).toHaveCount(0)

  await openMenuIfPhone(page)
  await expect(page.getByRole('link', { name: 'Payout', exact: true })).toBeVisible()
  await expect(page.getByTestId('nav-alert-dot')).toHaveCount(0)
})

test('[SELLER] requests a payout of the available balance and sees it as Diajukan', async ({
  page,
}) => {
  // One project only: both would share the demo shop's single open request.
  test.skip(test.info().project.name === 'phone', 'the demo shop has one open request at a time')
  // The demo shop's sales older than the hold period are available (seed: a month of sales).
  await signIn(page, demo.seller)
  await page.goto('/app/payout')
  const available = page.getByTestId('payout-available')
  await expect(available).toHaveText(/^Rp/)
  await page.getByLabel('Bank').selectOption('bri')
  await page.getByLabel('Nomor rekening').fill('0987654321')
  await page.getByLabel('Nama pemilik rekening').fill('Rina Penjual')
  await page.getByRole('button', { name: 'Simpan rekening' }).click()
  await expect(page.getByText('BRI ••••4321')).toBeVisible()
  await page.getByLabel('Jumlah (Rp)').fill('50000')
  await page.getByRole('button', { name: 'Ajukan pencairan' }).click()
  const confirm = page.getByRole('dialog', { name: 'Ajukan pencairan ini?' })
  await expect(confirm.getByText('Rp 50.000 akan dikirim ke BRI ••••4321')).toBeVisible()
  await confirm.getByRole('button', { name: 'Ya, ajukan' }).click()
  await expectToast(page, 'Permintaan pencairan diajukan.')
  await expect(page.getByText('Masih ada permintaan yang sedang diproses')).toBeVisible()
  await expect(page.getByText('Diajukan').first()).toBeVisible()
  await expect(page.getByTestId('payout-reserved')).not.toHaveText('Rp 0')
})

test('[ADMIN] approves the demo shop’s payout with a transfer reference; the seller sees it sent', async ({
  page,
  browser,
}) => {
  // After the request above, in the same project: the demo shop has one open request at a time.
  test.skip(test.info().project.name === 'phone', 'the demo shop has one open request at a time')
  await signIn(page, demo.seller)
  await page.goto('/app/payout')
  await expect(page.getByText('Diajukan').first()).toBeVisible()

  const admin = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await admin.goto('/marketplace')
  await signIn(admin, demo.admin)
  await admin.reload()
  await admin.getByRole('button', { name: 'ADMIN' }).click()
  await admin
    .getByRole('link', { name: /Payout/ })
    .first()
    .click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Payout' })).toBeVisible()
  const request = admin.getByRole('listitem').filter({ hasText: 'Prompt Nusantara' })
  await expect(request.getByText(/kurang dari 24 jam/)).toBeVisible()
  await request.getByRole('button', { name: 'Setujui' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Nomor referensi transfer').fill('BRI-20261122-0001')
  await expect(dialog.getByRole('button', { name: 'Setujui' })).toBeDisabled()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Setujui' }).click()
  await expect(
    admin.getByText('Payout dicatat sebagai terkirim; pemilik toko menerima email.', {
      exact: true,
    }),
  ).toBeVisible()

  await page.reload()
  await expect(page.getByText('Disetujui').first()).toBeVisible()
})
