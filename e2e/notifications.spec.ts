import { demo, expect, expectToast, signUpFresh, test } from './fixtures'

test('[SELLER] the bell shows a sale live while a buyer in another browser pays, and opens the order', async ({
  signedInElsewhere,
  page,
}) => {
  // The seller's workspace, open in its own browser context, with nothing unread.
  const seller = await signedInElsewhere(demo.secondSeller)
  await seller.goto('/app/dashboard')
  const origin = new URL(seller.url()).origin
  await seller.request.post('/api/v1/account/notifications/read-all', { headers: { origin } })
  const bell = seller.getByTestId('notification-bell')
  await expect(bell).toBeVisible()
  // The other viewport's run of this test sells from the same shop at the same time: its sale
  // may add one, so counts below allow for it.
  const badge = seller.getByTestId('notification-badge')

  // A new buyer, signed in, buys one of that shop's prompts through the simulator.
  await signUpFresh(page)
  await page.goto('/marketplace/prompt/karakter-maskot-umkm')
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await dialog.getByLabel('Nomor HP').fill('081298765432')
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}/)
  await page.getByRole('button', { name: 'Bayar' }).click()
  await expect(page.getByText('Pembayaran berhasil')).toBeVisible()

  // Without a reload, the seller's bell counts it; its list names the sale.
  await expect(badge).toHaveText(/^[12]$/)
  const unread = Number(await badge.textContent())
  await bell.click()
  const panel = seller.getByRole('dialog', { name: 'Notifikasi' })
  const sale = panel.getByRole('button', { name: /Prompt terjual: Karakter Maskot/ }).first()
  await expect(sale).toBeVisible()
  await expect(panel.getByText(/Pendapatan bersih Anda Rp/).first()).toBeVisible()
  await sale.click()
  await expect(seller).toHaveURL(/\/app\/order\/[0-9a-f-]{36}$/)
  // Opening it read it: one fewer unread (none, unless the other run's sale is still unread).
  if (unread === 1) await expect(badge).toHaveCount(0)
  else await expect(badge).toHaveText(String(unread - 1))
})

test('[BUYER] switches an email group off in Profil, and it stays off after a reload', async ({
  page,
}) => {
  await signUpFresh(page)
  await page.goto('/account')
  const sales = page.getByRole('switch', { name: 'Penjualan' })
  await expect(sales).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Pesanan' })).toBeChecked()
  await sales.click()
  await expectToast(page, 'Pilihan email disimpan.')
  await expect(sales).not.toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Penjualan' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Moderasi prompt' })).toBeChecked()
})
