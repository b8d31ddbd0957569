import { expect, expectToast, joinFreshShopAsMember, openFreshShop, test } from './fixtures.ts'

const sections = [
  'Dashboard',
  'Product',
  'Order',
  'Transaction',
  'Statistics',
  'Setting',
  'Payout',
  'Microsite',
  'Konten',
  'Pelanggan',
]

test('[SELLER] the sidebar collapses, stays collapsed after a reload, and expands again', async ({
  page,
}) => {
  test.skip(test.info().project.name === 'phone', 'phones get the drawer instead')
  await openFreshShop(page)
  await page.goto('/app/dashboard')
  const nav = page.getByRole('navigation', { name: 'Menu penjual' })
  await expect(nav.getByRole('link')).toHaveText(sections)
  // No bank account yet: Payout carries the red dot, named for screen readers.
  await expect(nav.getByRole('link', { name: 'Payout (Rekening belum diisi)' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('button', { name: 'Ciutkan menu' }).click()
  await expect(page.getByRole('button', { name: 'Bentangkan menu' })).toBeVisible()
  // Icons only: the names stay for screen readers, the words are gone from the screen.
  await expect(nav.getByText('Statistics', { exact: true })).toHaveClass(/sr-only/)
  await nav.getByRole('link', { name: 'Statistics' }).hover()
  await expect(page.getByRole('tooltip', { name: 'Statistics' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Bentangkan menu' })).toBeVisible()
  await expect(nav.getByText('Statistics', { exact: true })).toHaveClass(/sr-only/)

  await page.getByRole('button', { name: 'Bentangkan menu' }).click()
  await expect(page.getByRole('button', { name: 'Ciutkan menu' })).toBeVisible()
  await expect(nav.getByText('Statistics', { exact: true })).not.toHaveClass(/sr-only/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Ciutkan menu' })).toBeVisible()
})

test('[MEMBER] sees the seven sections; Transaction and Payout are disabled, saying why', async ({
  page,
  verifiedPerson,
}) => {
  // Issue 26 (spec §2 "the seven section buttons"): a member saw five, the other two hidden.
  const onPhone = test.info().project.name === 'phone'
  const owner = await verifiedPerson('Rina Pemilik')
  await joinFreshShopAsMember(page, owner)
  await page.goto('/app/dashboard')
  if (onPhone) await page.getByRole('button', { name: 'Buka menu' }).click()
  const nav = page.getByRole('navigation', { name: 'Menu penjual' })
  await expect(nav.getByRole('link')).toHaveText(sections)
  const reason = 'Hanya pemilik dan admin toko'
  for (const name of ['Transaction', 'Payout']) {
    const item = nav.getByRole('link', { name, exact: true })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
    await expect(item).not.toHaveAttribute('href')
    // Screen readers hear the reason with the name; others see it on focus, hover and tap.
    await expect(item).toHaveAccessibleDescription(reason)
    await item.focus()
    await expect(page.getByRole('tooltip', { name: reason })).toBeVisible()
    await item.blur()
  }
  await expect(nav.getByTestId('nav-alert-dot')).toHaveCount(0)
  for (const name of ['Dashboard', 'Product', 'Order', 'Statistics', 'Setting']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/app\//)
  }
  // A tap (or a click) explains instead of leading anywhere; `force`, since Playwright would
  // wait for a disabled control to become enabled.
  const payoutItem = nav.getByRole('link', { name: 'Payout', exact: true })
  if (onPhone) await payoutItem.tap({ force: true })
  else await payoutItem.click({ force: true })
  await expect(page.getByRole('tooltip', { name: reason })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/dashboard$/)
  // The server refuses what the sidebar disables.
  for (const path of ['/api/v1/seller/transactions', '/api/v1/seller/balance']) {
    expect((await page.request.get(path)).status(), path).toBe(403)
  }

  if (onPhone) return
  // Collapsed: the tooltip names the section and the reason.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Ciutkan menu' }).click()
  const payout = nav.getByRole('link', { name: 'Payout', exact: true })
  await expect(payout).toHaveAccessibleDescription(reason)
  await payout.hover()
  await expect(page.getByRole('tooltip', { name: `Payout · ${reason}` })).toBeVisible()
})

test('[SELLER] on a phone the menu opens as a drawer, and a section opens from it', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'wide screens show the sidebar')
  const shop = await openFreshShop(page)
  await page.goto('/app/dashboard')
  await expect(page.getByRole('navigation', { name: 'Menu penjual' })).toBeHidden()
  await page.getByRole('button', { name: 'Buka menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu penjual' })
  await expect(drawer.getByRole('button', { name: `Ganti toko: ${shop.name}` })).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Payout (Rekening belum diisi)' })).toBeVisible()
  await drawer.getByRole('link', { name: 'Konten' }).click()
  await expect(page).toHaveURL(/\/app\/content$/)
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: /Konten/ })).toBeVisible()
  await expect(page.getByText('Toko Anda belum punya prompt')).toBeVisible()
})

test('[SELLER] edits the microsite; the preview and the public shop page show it', async ({
  page,
}) => {
  const shop = await openFreshShop(page)
  await page.goto('/app/microsite')
  await expect(page.getByRole('heading', { level: 1, name: 'Microsite' })).toBeVisible()
  await page.getByLabel('Judul').fill('Prompt kuliner siap pakai')
  await page.getByLabel('Bio').fill('Resep konten untuk warung dan katering.\nDiuji di 40 usaha.')
  await page.getByRole('button', { name: 'Tambah tautan' }).click()
  await page.getByLabel('Nama tautan 1').fill('Instagram')
  await page.getByLabel('Alamat tautan 1').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Simpan microsite' }).click()
  await expect(
    page.getByText('Alamat tautan harus berupa alamat web yang diawali http:// atau https://.'),
  ).toBeVisible()

  await page.getByLabel('Alamat tautan 1').fill('instagram.com/tokosari')
  await page.getByRole('radio', { name: 'Ungu' }).check()
  await page.getByRole('button', { name: 'Simpan microsite' }).click()
  await expectToast(page, 'Dokumen berhasil disimpan.')
  await expect(page.getByLabel('Alamat tautan 1')).toHaveValue('https://instagram.com/tokosari')

  await page.getByRole('link', { name: 'Pratinjau' }).click()
  await expect(page).toHaveURL(/\/app\/microsite\/view$/)
  const preview = page.getByRole('region', { name: 'Pratinjau halaman toko' })
  await expect(preview.getByText('Prompt kuliner siap pakai')).toBeVisible()

  await page.goto(`/${shop.slug}?aff=KODE123`)
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible()
  await expect(page.getByText('Prompt kuliner siap pakai')).toBeVisible()
  await expect(page.getByText('Diuji di 40 usaha.')).toBeVisible()
  const link = page.getByRole('list', { name: 'Tautan toko' }).getByRole('link', {
    name: /Instagram/,
  })
  await expect(link).toHaveAttribute('href', 'https://instagram.com/tokosari')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
})

test('[SELLER] switches to another of their shops and stays in the same section', async ({
  page,
}) => {
  const first = await openFreshShop(page)
  const second = { name: `Studio ${first.slug.slice(-6)}`, slug: `studio-${first.slug.slice(-6)}` }
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  // Opening a shop makes it the active one.
  const created = await page.request.post('/api/v1/account/shops', {
    data: second,
    headers: { origin },
  })
  expect(created.ok()).toBe(true)
  const onPhone = test.info().project.name === 'phone'
  const openMenu = async () => {
    if (onPhone) await page.getByRole('button', { name: 'Buka menu' }).click()
  }

  await page.goto('/app/microsite')
  await openMenu()
  await page.getByRole('button', { name: `Ganti toko: ${second.name}` }).click()
  await page.getByRole('menuitem', { name: new RegExp(`^${first.name} Pemilik$`) }).click()
  await expect(page.getByText(`Sekarang bekerja di ${first.name}.`, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/microsite$/)
  await expect(
    page.getByText(`${origin.replace(/^https?:\/\//, '')}/${first.slug}`, { exact: false }),
  ).toBeVisible()
  await openMenu()
  await expect(page.getByRole('button', { name: `Ganti toko: ${first.name}` })).toBeVisible()
})
