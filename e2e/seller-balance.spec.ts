import { demo, expect, signUpFresh, test } from './fixtures'

test('[SELLER] sees a sale land in the held balance live while a signed-in buyer pays', async ({
  signedInElsewhere,
  page,
}) => {
  // The seller's dashboard, open in its own browser context.
  const seller = await signedInElsewhere(demo.secondSeller)
  await seller.goto('/app/dashboard')
  const held = seller.getByTestId('saldo-held')
  await expect(held).toHaveText(/^Rp/)
  const before = await held.textContent()

  // A new buyer, signed in, buys one of that shop's prompts through the simulator.
  await signUpFresh(page)
  await page.goto('/marketplace/prompt/karakter-maskot-umkm')
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await expect(dialog.getByLabel('Nama')).toHaveValue('Pembeli Uji')
  await dialog.getByLabel('Nomor HP').fill('081298765432')
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}/)
  await page.getByRole('button', { name: 'Bayar' }).click()
  await expect(page.getByText('Pembayaran berhasil')).toBeVisible()

  // Without a reload, the seller's held balance has grown.
  await expect(held).not.toHaveText(before ?? '')
})
