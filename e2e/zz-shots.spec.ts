import type { Page } from '@playwright/test'
import { expect, signUpFresh, test } from './fixtures.ts'

test.describe.configure({ timeout: 180_000 })

async function checkout(page: Page, slug: string) {
  await page.goto(`/marketplace/prompt/${slug}`)
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await dialog.getByLabel('Nomor HP').fill('081234567890')
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible()
}

test('shots', async ({ page }, info) => {
  await signUpFresh(page)
  await checkout(page, 'caption-instagram-umkm-kuliner')
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  await checkout(page, 'artikel-blog-seo-bahasa-indonesia')
  await page.getByRole('button', { name: 'Gagalkan' }).click()
  await expect(page.getByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible()
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('pasarprompt-theme', t), theme)
    await page.goto('/account/order')
    await expect(page.getByText('Prompt lengkap').first()).toBeVisible()
    await page.getByLabel('KOTA').first().fill('Bandung')
    await page.screenshot({ path: `/tmp/shots-pesanan/orders-${info.project.name}-${theme}.png`, fullPage: true })
    await page.goto('/marketplace/prompt?q=caption')
    await expect(page.getByText('Sudah dibeli').first()).toBeVisible()
    await page.screenshot({ path: `/tmp/shots-pesanan/cards-${info.project.name}-${theme}.png` })
    await page.goto('/marketplace/prompt/caption-instagram-umkm-kuliner')
    await expect(page.getByRole('link', { name: 'Lihat di Pesanan' })).toBeVisible()
    await page.screenshot({ path: `/tmp/shots-pesanan/prompt-${info.project.name}-${theme}.png`, fullPage: true })
  }
})
