import {
  demo,
  expect,
  expectToast,
  openFreshShop,
  signIn,
  test,
  waitsForHydration,
} from './fixtures.ts'

/**
 * Issue 32: a fresh shop submits the demo's "Naskah Podcast Obrolan Dua Host" (Nada AI Studio)
 * with its sentences reordered and some words changed; the reviewer sees the flag in the queue
 * and the match on the review page, and rejects it as a copy with the ready reason.
 */
const COPY = [
  'Buat dialog ringan berbahasa Indonesia sehari-hari, tandai tawa, jeda, dan bagian improvisasi.',
  'Susun naskah podcast [DURASI] menit berjudul [JUDUL EPISODE] dengan dua host: [HOST 1, karakter]',
  'dan [HOST 2, karakter]. Topik: [TOPIK], bagi pendengar [AUDIENS]. Bagi menjadi: pembuka (kabar',
  'serta perkenalan topik), 3 segmen isi dengan fakta yang dapat dicek dan pengalaman pribadi',
  '[PENGALAMAN], segmen pertanyaan pendengar, lalu penutup.',
].join(' ')

test('[ADMIN] sees a copied submission flagged with the original and rejects it as "Salinan"', async ({
  page,
  browser,
}) => {
  const shop = await openFreshShop(page)
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const title = `Podcast Dua Host ${shop.slug}`
  const created = await page.request.post('/api/v1/seller/products', {
    headers: { origin },
    data: {
      title,
      descriptionHtml: '<p>Naskah podcast siap rekam.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'menulis',
      tags: ['podcast'],
      price: 20_000,
      promptText: COPY,
      instructions: 'Isi durasi, judul, dan host.',
      examples: [],
    },
  })
  expect(created.ok()).toBe(true)
  const { id } = await created.json()
  const submitted = await page.request.post(`/api/v1/seller/products/${id}/submit`, {
    headers: { origin },
  })
  expect(submitted.ok()).toBe(true)

  const admin = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await admin.goto('/marketplace')
  await signIn(admin, demo.admin)
  await admin.request.post('/api/auth/organization/set-active', {
    headers: { origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await admin.goto(`/admin/product?q=${shop.slug}`)
  await expect(admin.locator('[aria-busy="true"]')).toHaveCount(0)
  const row = admin.getByRole('listitem').filter({ hasText: title })
  await expect(row.getByText('Mirip prompt lain')).toBeVisible()

  await row.getByRole('link', { name: title }).click()
  const matches = admin.locator('section').filter({
    has: admin.getByRole('link', { name: 'Naskah Podcast Obrolan Dua Host' }),
  })
  await expect(admin.getByRole('heading', { name: 'Mirip prompt lain' })).toBeVisible()
  await expect(matches.getByText(/^Kemiripan \d+\s?%$/)).toBeVisible()
  await expect(matches.getByText(`Diajukan: ${shop.name}`)).toBeVisible()
  await expect(matches.getByText('Prompt lain: Nada AI Studio')).toBeVisible()
  await expect(matches.locator('mark').first()).toBeVisible()

  await admin.getByRole('button', { name: 'Tolak' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Salinan' }).click()
  await expect(dialog.getByLabel('Alasan penolakan')).toHaveValue(/salinan/)
  await dialog.getByRole('button', { name: 'Tolak' }).click()
  await expectToast(admin, 'Prompt ditolak; penjual akan melihat alasannya.')

  await page.goto(`/app/product/${id}`)
  await expect(page.getByText(/Ditolak sebagai salinan/)).toBeVisible()
  await expect(page.getByText('Nada AI Studio')).toHaveCount(0)
})
