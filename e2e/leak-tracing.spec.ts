import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { findLeakMarks, stripLeakMarks } from '../apps/server/src/modules/leaks/leak-mark.ts'
import { editedShare, editLikeALeaker } from '../apps/server/test/helpers/leaked-text.ts'
import {
  buyWithQris,
  demo,
  expect,
  expectAccessible,
  expectToast,
  openMenuIfPhone,
  signUpFresh,
  test,
} from './fixtures.ts'

// A purchase through the simulator, a seller and staff in other browsers.
test.describe.configure({ timeout: 240_000 })

const CLIPBOARD = ['clipboard-read', 'clipboard-write']

/** Pastes `text` into the focused field as a person does: through the clipboard. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

test('[BUYER] [ADMIN] the text buyer A copies, pasted into "Lacak kebocoran", names A’s order, even 30 % edited', async ({
  page,
  context,
  signedInElsewhere,
}) => {
  const id = randomBytes(3).toString('hex')
  const title = `Rencana Promosi Bocor ${id}`
  const promptText = [
    `Kamu adalah konsultan pemasaran untuk usaha kecil yang menjual [PRODUK] di kota [KOTA] (${id}).`,
    'Susun rencana promosi selama empat minggu dengan satu tema utama setiap minggu.',
    'Untuk setiap minggu tulis tujuan, tiga ide unggahan media sosial, satu ide promo toko, dan cara mengukur hasilnya.',
    'Gunakan bahasa yang ramah, hindari istilah asing yang sulit, dan sesuaikan anggaran dengan kemampuan pemilik usaha.',
    'Akhiri dengan daftar periksa singkat yang bisa ditempel di dinding toko oleh pemilik usaha.',
  ].join('\n')

  // The demo shop writes a prompt and staff approve it (through the API: not what is tested).
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const headers = { origin }
  const seller = await signedInElsewhere(demo.seller)
  const created = await seller.request.post('/api/v1/seller/products', {
    headers,
    data: {
      title,
      descriptionHtml: '<p>Rencana promosi empat minggu untuk usaha kecil.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'pemrograman',
      price: 25_000,
      promptText,
      instructions: 'Isi produk dan kota Anda.',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const product = (await created.json()) as { id: string; slug: string }
  const submitted = await seller.request.post(`/api/v1/seller/products/${product.id}/submit`, {
    headers,
  })
  expect(submitted.ok(), await submitted.text()).toBe(true)
  const admin = await signedInElsewhere(demo.admin)
  const approved = await admin.request.post(`/api/v1/admin/products/${product.id}/approve`, {
    headers,
  })
  expect(approved.ok(), await approved.text()).toBe(true)

  // Buyer A pays, opens Pesanan and presses "Salin"; the test reads the browser's clipboard.
  await context.grantPermissions(CLIPBOARD)
  await signUpFresh(page)
  await buyWithQris(page, product.slug)
  const orders = (await (await page.request.get('/api/v1/account/orders')).json()) as {
    items: { number: string; productId: string }[]
  }
  const orderNumber = orders.items.find((order) => order.productId === product.id)?.number
  expect(orderNumber, JSON.stringify(orders.items)).toMatch(/^PP-\d{8}-[A-Z0-9]{6}$/)
  await page.goto('/account/order')
  const card = page.getByRole('listitem').filter({ hasText: title })
  await card.getByRole('button', { name: `Salin prompt ${title}` }).click()
  await expectToast(page, 'Prompt disalin.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  // The seller's words, and invisible between them several copies of one order's mark.
  expect(stripLeakMarks(copied)).toBe(promptText)
  expect(findLeakMarks(copied)).toEqual([{ mark: expect.any(Number), copies: expect.any(Number) }])
  expect(findLeakMarks(copied)[0]?.copies).toBeGreaterThanOrEqual(5)
  // Copied twice, it is the same text: the mark is the order's, not the page load's.
  await page.reload()
  await card.getByRole('button', { name: `Salin prompt ${title}` }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied)

  // Staff open "Lacak kebocoran" from the sidebar and paste what A copied.
  await admin.context().grantPermissions(CLIPBOARD, { origin })
  await admin.goto('/marketplace')
  await openMenuIfPhone(admin)
  await admin.getByRole('button', { name: 'ADMIN' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await openMenuIfPhone(admin)
  await admin.getByRole('link', { name: 'Lacak kebocoran' }).click()
  await expect(admin).toHaveURL(/\/admin\/lacak-kebocoran$/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Lacak kebocoran' })).toBeVisible()

  const field = admin.getByLabel('Teks yang ditemukan')
  const result = admin.getByTestId('leak-trace-result')
  async function trace(text: string) {
    await field.fill('')
    await field.focus()
    await paste(admin, text)
    await expect(field).toHaveValue(text)
    await admin.getByRole('button', { name: 'Lacak', exact: true }).click()
    // This trace's answer, not the one before it: each text has its own length.
    const characters = new Intl.NumberFormat('id-ID').format(text.length)
    await expect(result).toContainText(`${characters} karakter diperiksa`)
  }

  await trace(copied)
  const row = result.getByRole('row').filter({ hasText: String(orderNumber) })
  await expect(row).toBeVisible()
  await expect(row).toContainText(title)
  await expect(row).toContainText('Pembeli Uji')
  await expect(row).toContainText('Tinggi')
  await expect(result.getByRole('row')).toHaveCount(2)
  // The pointer off "Lacak": axe measures the page, not the button's hover colour.
  await admin.mouse.move(0, 0)
  await expectAccessible(admin, 'Lacak kebocoran with an order found')

  // 30 % of the words deleted or replaced and the lines reordered: still A's order.
  const edited = editLikeALeaker(copied, 0.3, 7)
  expect(editedShare(promptText, stripLeakMarks(edited))).toBeGreaterThan(0.15)
  await trace(edited)
  await expect(result.getByRole('row').filter({ hasText: String(orderNumber) })).toBeVisible()

  // Without its invisible characters (retyped, or stripped) the text names nobody.
  await trace(promptText)
  await expect(result.getByText('Tidak ditemukan tanda')).toBeVisible()
  await expect(result.getByText(String(orderNumber))).toHaveCount(0)
  // Nothing scrolls sideways on a phone.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    admin.viewportSize()?.width ?? 0,
  )
})
