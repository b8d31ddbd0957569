import { demo, expect, expectToast, openFreshShop, PNG, signIn, test } from './fixtures.ts'

test('[SELLER] Setting shows the profile, the team with roles, invitations and the bank account', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/setting')
  await expect(page.getByRole('heading', { level: 1, name: 'Setting' })).toBeVisible()
  await expect(page.getByLabel('Nama toko')).toHaveValue('Prompt Nusantara')
  const team = page.locator('[aria-labelledby="tim-judul"]')
  await expect(team.getByText('penjual@demo.pasarprompt.id')).toBeVisible()
  await expect(team.getByText('Pemilik')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kirim undangan' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rekening pencairan' })).toBeVisible()
})

test('[SELLER] a new shop moves to another address, sets a logo, invites and cancels, then closes for good', async ({
  page,
}) => {
  const shop = await openFreshShop(page)
  await page.goto('/app/setting')
  await expect(page.getByLabel('Nama toko')).toHaveValue(shop.name)

  const address = page.getByLabel('Alamat toko')
  await address.fill('prompt-nusantara')
  await expect(page.getByText('Slug sudah dipakai toko lain.')).toBeVisible()
  await address.fill(`${shop.slug}-baru`)
  await expect(page.getByText(/Alamat ini tersedia\./)).toBeVisible()

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Unggah logo' }).click()
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Logo toko' })).toBeVisible()
  await page.getByRole('button', { name: 'Simpan' }).first().click()
  await expectToast(page, 'Dokumen berhasil disimpan.')
  await expect(page.getByText(`Halaman toko Anda: `, { exact: false })).toContainText(
    `/${shop.slug}-baru`,
  )

  const invitee = `undangan-${Date.now()}@contoh.id`
  await page.getByLabel('Email anggota').fill(invitee)
  await page.getByRole('button', { name: 'Kirim undangan' }).click()
  const pending = page.locator('[aria-labelledby="undangan-judul"]')
  await expect(pending.getByText(invitee)).toBeVisible()
  await pending.getByRole('button', { name: 'Batalkan' }).click()
  await expect(pending.getByText('Tidak ada undangan yang menunggu.')).toBeVisible()

  await page.getByRole('button', { name: 'Hapus toko' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Ya, hapus toko' })).toBeDisabled()
  await dialog.getByLabel('Alamat toko').fill(`${shop.slug}-baru`)
  await dialog.getByRole('button', { name: 'Ya, hapus toko' }).click()
  await expect(page).toHaveURL(/\/authentication\/organization/)
  const gone = await page.request.get(`/api/v1/shops/${shop.slug}-baru`)
  expect(gone.status()).toBe(404)
})
