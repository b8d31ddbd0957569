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

test('[ADMIN] approves a submitted prompt from the review queue and it appears on the storefront', async ({
  page,
  browser,
}) => {
  // A seller of this test's own submits a prompt.
  const shop = await openFreshShop(page)
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const title = `Rencana Promo ${shop.slug}`
  const created = await page.request.post('/api/v1/seller/products', {
    headers: { origin },
    data: {
      title,
      descriptionHtml: '<p>Rencana promo mingguan untuk toko daring.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'bisnis',
      tags: ['promo'],
      price: 20_000,
      promptText: 'Susun rencana promo untuk [PRODUK] selama [DURASI].',
      instructions: 'Isi produk dan durasinya.',
      examples: [{ kind: 'text', text: 'Minggu 1: diskon 10%…' }],
    },
  })
  expect(created.ok()).toBe(true)
  const { id, slug } = await created.json()
  const submitted = await page.request.post(`/api/v1/seller/products/${id}/submit`, {
    headers: { origin },
  })
  expect(submitted.ok()).toBe(true)

  const admin = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await admin.goto('/marketplace')
  await signIn(admin, demo.admin)
  await admin.reload()
  await openMenuIfPhone(admin)
  await admin.getByRole('button', { name: 'ADMIN' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  await admin.getByRole('link', { name: /Prompt menunggu tinjauan/ }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Prompt' })).toBeVisible()
  await admin.getByRole('searchbox', { name: 'Cari prompt' }).fill(shop.slug)
  // The row is pressed once the list shows the search's answer, not while rows move under it.
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${shop.slug}`))
  await expect(admin.locator('[aria-busy="true"]')).toHaveCount(0)
  await admin.getByRole('link', { name: title }).click()
  // The first: when the other project's run submitted the same text from its own shop first,
  // the page also shows this one flagged as its copy, side by side (decision 0043).
  await expect(admin.getByText('Susun rencana promo untuk [PRODUK]').first()).toBeVisible()
  await admin.getByRole('button', { name: 'Setujui & tayangkan' }).click()
  await expectToast(admin, 'Prompt disetujui dan tayang di marketplace.')

  const visitor = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await visitor.goto(`/marketplace/prompt/${slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByText('Susun rencana promo untuk')).toHaveCount(0)
})

test('[ADMIN] rejects with a reason the seller then reads', async ({ page, browser }) => {
  const shop = await openFreshShop(page)
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const title = `Caption Lebaran ${shop.slug}`
  const created = await page.request.post('/api/v1/seller/products', {
    headers: { origin },
    data: {
      title,
      descriptionHtml: '<p>Caption Lebaran.</p>',
      model: 'chatgpt',
      modelVersion: 'GPT-4o',
      categoryName: 'bisnis',
      tags: ['lebaran'],
      price: 15_000,
      promptText: 'Tulis caption Lebaran untuk [TOKO].',
      instructions: 'Isi nama toko.',
      examples: [{ kind: 'text', text: 'Selamat Idulfitri…' }],
    },
  })
  const { id } = await created.json()
  await page.request.post(`/api/v1/seller/products/${id}/submit`, { headers: { origin } })

  const admin = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await admin.goto('/marketplace')
  await signIn(admin, demo.admin)
  await admin.request.post('/api/auth/organization/set-active', {
    headers: { origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await admin.goto(`/admin/product/${id}`)
  // The category as buyers see it, and what the card will show without a thumbnail (issue 28).
  await expect(admin.getByText('Bisnis & UMKM', { exact: true })).toBeVisible()
  await expect(admin.getByText(/Tanpa thumbnail/)).toBeVisible()
  await admin.getByRole('button', { name: 'Tolak' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Alasan penolakan').fill('kurang')
  await dialog.getByRole('button', { name: 'Tolak' }).click()
  await expect(dialog.getByText(/Alasan minimal 10 karakter/)).toBeVisible()
  const reason = 'Contoh hasil belum menunjukkan gaya caption yang dijanjikan.'
  await dialog.getByLabel('Alasan penolakan').fill(reason)
  await dialog.getByRole('button', { name: 'Tolak' }).click()
  await expectToast(admin, 'Prompt ditolak; penjual akan melihat alasannya.')

  await page.goto(`/app/product/${id}`)
  await expect(page.getByText(reason)).toBeVisible()
})

test('[SELLER] a shop owner is refused at /admin', async ({ page }) => {
  await openFreshShop(page)
  await page.goto('/admin/product')
  await expect(page).toHaveURL(/\/marketplace$/)
})

test('[ADMIN] finds an order by the buyer’s email and a shop by name, and reads their details', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  const origin = new URL(page.url()).origin
  await page.request.post('/api/auth/organization/set-active', {
    headers: { origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await page.goto('/admin/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Cari pesanan' }).fill('fajar@pelanggan')
  await expect(page).toHaveURL(/q=fajar/)
  // The rows are read and pressed once the list shows the search's answer: until then the
  // unfiltered list (newest first: other tests' buyers) stays on screen, dimmed.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // Fajar's orders only (the demo catalogue gives him several), none of another customer's.
  await expect(page.getByRole('link', { name: /^PP-/ }).first()).toBeVisible()
  await expect(page.getByText('fajar@pelanggan.contoh.id').first()).toBeVisible()
  await expect(page.getByText('ayu@pelanggan.contoh.id')).toHaveCount(0)
  // Buyers the browser tests made write to @contoh.id; the demo's customers to @pelanggan.contoh.id.
  await expect(page.getByText(/@contoh\.id/)).toHaveCount(0)
  await page.getByRole('link', { name: /^PP-/ }).first().click()
  await expect(page.getByRole('heading', { name: 'Log pembayaran' })).toBeVisible()
  await expect(page.getByText('shop:', { exact: false }).first()).toBeVisible()

  await page.goto('/admin/toko')
  await page.getByRole('searchbox', { name: 'Cari toko' }).fill('studio')
  await expect(page).toHaveURL(/q=studio/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.getByRole('link', { name: 'Studio Visual AI' }).click()
  await expect(page.getByText(demo.secondSeller)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Komisi toko' })).toBeVisible()
})

test('[ADMIN] adds a featured category, which the Kategori menu shows among the featured categories with its prompt count, 0, then deletes it', async ({
  page,
  browser,
}) => {
  const name = `uji-${Math.random().toString(36).slice(2, 8)}`
  const title = `Kategori ${name}`
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  await page.request.post('/api/auth/organization/set-active', {
    headers: { origin: new URL(page.url()).origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Tambah kategori' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Slug').fill(name)
  await dialog.getByLabel('Judul').fill(title)
  await dialog.getByLabel('Tampilkan di menu Kategori (unggulan)').check()
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expectToast(page, 'Kategori ditambahkan.')

  const visitor = waitsForHydration(await browser.newPage({ viewport: page.viewportSize() }))
  await visitor.goto('/marketplace')
  if (test.info().project.name === 'phone') await openMenuIfPhone(visitor)
  else await visitor.getByRole('button', { name: 'Kategori' }).click()
  const menu =
    test.info().project.name === 'phone'
      ? visitor.getByRole('dialog')
      : visitor.getByRole('navigation', { name: 'Navigasi utama' })
  // Spec §2: the Kategori dropdown shows the featured categories, each with its prompt count.
  const featured = menu.getByRole('link', { name: new RegExp(title) })
  await expect(featured).toBeVisible()
  await expect(featured).toContainText('0 prompt')

  const row = page.getByRole('listitem').filter({ hasText: title })
  await row.getByRole('button', { name: 'Hapus' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click()
  await expectToast(page, 'Dokumen berhasil dihapus.')
  await expect(page.getByText(title)).toHaveCount(0)
})

test('[ADMIN] is asked to confirm a platform setting change, old and new value side by side', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  await page.request.post('/api/auth/organization/set-active', {
    headers: { origin: new URL(page.url()).origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await page.goto('/admin/commission')
  const commission = page.getByLabel('Komisi platform (%)')
  await expect(commission).toHaveValue('20')
  // Saving what is already set asks nothing and saves nothing.
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByText('Tidak ada nilai yang berubah.')).toBeVisible()

  await commission.fill('25')
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Simpan pengaturan platform?' })
  await expect(confirm.getByTestId('settings-confirm-changes')).toHaveText(
    'Komisi platform: 20% → 25%',
  )
  // Cancelled here: other journeys of this run buy at the demo's 20 %.
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(confirm).toBeHidden()
  await page.reload()
  await expect(page.getByLabel('Komisi platform (%)')).toHaveValue('20')
})

test('[ADMIN] reads the audit log: who approved which prompt, before and after, and one row’s history', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signIn(page, demo.admin)
  await page.request.post('/api/auth/organization/set-active', {
    headers: { origin: new URL(page.url()).origin },
    data: { organizationSlug: 'pasarprompt-admin-1' },
  })
  await page.goto('/admin/dashboard')
  await openMenuIfPhone(page)
  await page.getByRole('link', { name: 'Log audit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log audit' })).toBeVisible()

  await page.getByLabel('Tindakan').selectOption({ label: 'Menyetujui prompt' })
  await expect(page).toHaveURL(/[?&]tindakan=prompt\.approve/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const first = page.getByRole('listitem').filter({ hasText: 'Menyetujui prompt' }).first()
  await expect(first).toContainText(`oleh ${demo.admin}`)
  await expect(first).toContainText('WIB')
  const change = first.getByRole('row', { name: /status/ })
  await expect(change).toContainText('in_review')
  await expect(change).toContainText('published')

  await first.getByRole('link', { name: 'Riwayat' }).click()
  await expect(page).toHaveURL(/[?&]jenis=prompt&id=[0-9a-f-]{36}/)
  await expect(page.getByText(/^Hanya Prompt [0-9a-f-]{36}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Tampilkan semua' }).click()
  await expect(page).not.toHaveURL(/[?&]id=/)
})
