import { randomBytes } from 'node:crypto'
import { stripLeakMarks } from '../apps/server/src/modules/leaks/leak-mark.ts'
import { buyWithQris, demo, expect, expectAccessible, signUpFresh, test } from './fixtures.ts'

// A purchase through the simulator, a seller's edit and an admin's approval in three browsers.
test.describe.configure({ timeout: 240_000 })

test('[BUYER] [SELLER] a seller publishes a new version and the buyer sees "Versi baru" in Pesanan without reloading', async ({
  page,
  signedInElsewhere,
}) => {
  const id = randomBytes(3).toString('hex')
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const headers = { origin }
  const first = `Tulis 5 caption untuk [PRODUK] dengan gaya [GAYA] (${id}).`
  const second = `Tulis 5 caption untuk [PRODUK] di kanal [KANAL], lengkap dengan tagar (${id}).`

  // The demo shop writes a prompt and staff approve it (through the API: not what is tested).
  const seller = await signedInElsewhere(demo.seller)
  const created = await seller.request.post('/api/v1/seller/products', {
    headers,
    data: {
      title: `Caption Berversi ${id}`,
      descriptionHtml: '<p>Caption yang diperbarui mengikuti model terbaru.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      // A category no other journey counts (the Kategori menu shows the featured ones' totals).
      categoryName: 'pemrograman',
      price: 20_000,
      promptText: first,
      instructions: 'Isi produk dan gaya.',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const product = (await created.json()) as { id: string; slug: string }
  const submitted = await seller.request.post(`/api/v1/seller/products/${product.id}/submit`, {
    headers,
  })
  expect(submitted.ok(), await submitted.text()).toBe(true)
  const admin = await signedInElsewhere(demo.admin)
  const approve = () =>
    admin.request.post(`/api/v1/admin/products/${product.id}/approve`, { headers })
  expect((await approve()).ok()).toBe(true)

  // A buyer pays for version 1.
  await signUpFresh(page)
  await buyWithQris(page, product.slug)
  await page.goto('/account/order')
  const card = page.getByRole('listitem').filter({ hasText: `Caption Berversi ${id}` })
  // The text as shown, without the order's invisible mark between its words (issue 32).
  const shownText = async () =>
    stripLeakMarks((await card.locator('pre').first().textContent()) ?? '')
  await expect.poll(shownText).toBe(first)
  await expect(card.getByTestId('new-version')).toHaveCount(0)

  // The seller writes version 2 in the editor; staff approve it.
  await seller.goto(`/app/product/${product.id}`)
  await seller.getByLabel('Teks prompt').fill(second)
  await seller.getByLabel('Catatan perubahan').fill('Kanal bisa dipilih; tagar ditambahkan.')
  await seller.getByRole('button', { name: 'Simpan perubahan' }).first().click()
  await expect
    .poll(async () => {
      const answer = await seller.request.get(`/api/v1/seller/products/${product.id}`)
      return ((await answer.json()) as { revision: { status: string } | null }).revision?.status
    })
    .toBe('in_review')
  expect((await approve()).ok()).toBe(true)

  // The buyer's open Pesanan shows it live: what changed, the newest text, the older one on ask.
  const note = card.getByTestId('new-version')
  await expect(note).toBeVisible({ timeout: 15_000 })
  await expect(note).toContainText('Versi 2 sudah tersedia')
  await expect(note).toContainText('Kanal bisa dipilih; tagar ditambahkan.')
  await expect(note).toContainText('Variabel baru: [KANAL]')
  await expect(note).toContainText('Variabel dihapus: [GAYA]')
  await expect.poll(shownText).toBe(second)
  await card.getByLabel('Versi', { exact: true }).selectOption('1')
  await expect.poll(shownText).toBe(first)
  await expectAccessible(page, 'Pesanan with a new version')
  // The version's choice and its note fit a phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )

  // The seller sees how many earlier buyers were told.
  await seller.reload()
  await expect(
    seller.getByText(/Versi 2 disetujui .*; \d+ pembeli sebelumnya \(dengan akun\) diberi tahu\./),
  ).toBeVisible()
})
