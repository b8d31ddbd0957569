import { randomBytes } from 'node:crypto'
import { demo, expect, expectToast, PNG, signIn, test } from './fixtures.ts'

test('[SELLER] writes a prompt with an image example, saves it as a draft and submits it for review', async ({
  page,
}) => {
  // Each project (desktop, phone) writes a prompt of its own in the shared demo shop.
  const title = `Caption promo ${test.info().project.name} ${randomBytes(3).toString('hex')}`
  await signIn(page, demo.seller)
  await page.goto('/app/product')
  await page.getByRole('link', { name: 'Tambah prompt' }).first().click()
  await expect(page).toHaveURL(/\/app\/product\/new$/)
  await expect(page.getByRole('heading', { name: 'Prompt baru' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Judul', exact: true }).fill(title)
  const description = page.getByRole('textbox', { name: 'Deskripsi' })
  await description.click()
  await page.keyboard.type('Caption Instagram yang ')
  await page.getByRole('button', { name: 'Tebal' }).click()
  await page.keyboard.type('langsung menjual')
  await expect(description.locator('b, strong')).toHaveText('langsung menjual')
  await page.getByLabel('Model AI').selectOption('claude')
  await page.getByLabel('Versi model').fill('Sonnet 4')
  await page.getByLabel('Kategori').selectOption({ label: 'Pemasaran & Iklan' })
  const tags = page.getByRole('textbox', { name: 'Tag' })
  await tags.fill('Instagram')
  await tags.press('Enter')
  await expect(page.getByRole('button', { name: 'Hapus tag instagram' })).toBeVisible()
  const price = page.getByRole('textbox', { name: 'Harga' })
  await price.fill('25000')
  await expect(price).toHaveValue('25.000')
  await page
    .getByRole('textbox', { name: 'Teks prompt' })
    .fill('Tulis caption untuk [NAMA PRODUK] dengan gaya [GAYA BAHASA].')
  const variables = page.getByRole('list', { name: 'Variabel terdeteksi' })
  await expect(variables.getByRole('listitem')).toHaveText(['[NAMA PRODUK]', '[GAYA BAHASA]'])
  await page
    .getByRole('textbox', { name: 'Instruksi untuk pembeli' })
    .fill('Isi nama produk dan gaya bahasa.')

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Tambah contoh gambar' }).click()
  await (await chooser).setFiles({ name: 'contoh.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Pratinjau contoh 1' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Keterangan' }).fill('Hasil di feed Instagram')

  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expectToast(page, 'Dokumen berhasil disimpan.')
  await expect(page).toHaveURL(/\/app\/product\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Pratinjau contoh 1' })).toBeVisible()

  await page.getByRole('button', { name: 'Ajukan peninjauan' }).click()
  await expectToast(page, 'Prompt diajukan untuk ditinjau.')
  await expect(page.getByRole('button', { name: 'Tarik dari peninjauan' })).toBeVisible()

  await page.getByRole('link', { name: 'Kembali ke daftar prompt' }).click()
  await page.getByRole('link', { name: /^Dalam peninjauan/ }).click()
  await expect(page).toHaveURL(/status=in_review/)
  await expect(page.getByRole('link', { name: /^Dalam peninjauan/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
})

test('[SELLER] sees the Indonesian message under a title that is too short', async ({ page }) => {
  await signIn(page, demo.seller)
  await page.goto('/app/product/new')
  const title = page.getByRole('textbox', { name: 'Judul', exact: true })
  await title.fill('Abc')
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(title).toHaveAccessibleDescription('Judul harus 5–120 karakter.')
  await expect(page).toHaveURL(/\/app\/product\/new$/)
})
